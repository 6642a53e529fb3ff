import type { HttpResponse, RequestConfig } from '../lib/http-client';
import { http } from '../lib/http';

export interface Call {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  body?: unknown;
}

type Answer = { status?: number; data: unknown } | ((call: Call) => { status?: number; data: unknown });

/**
 * Answers the app's HTTP client from a table keyed by path (the first matching prefix wins) and records every
 * call. An unknown path answers 404.
 */
export function serve(table: Record<string, Answer>) {
  const calls: Call[] = [];
  http.defaults.adapter = async (config: RequestConfig): Promise<HttpResponse> => {
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    calls.push(call);
    const key = Object.keys(table).find((k) => call.url === k || call.url.startsWith(`${k}?`));
    const entry =
      key === undefined ? { status: 404, data: { state: false, message: 'not found' } } : table[key];
    const { status = 200, data } = typeof entry === 'function' ? entry(call) : entry!;
    // The client itself rejects an answer outside 2xx, as it does one from the network.
    return { data, status, statusText: String(status), headers: {}, config };
  };
  return calls;
}

export const ok = (value: unknown) => ({ data: { state: true, message: '', value } });
