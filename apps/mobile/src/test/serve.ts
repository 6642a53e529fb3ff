import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
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
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
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
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        config,
        response,
      });
      throw error;
    }
    return response;
  };
  return calls;
}

export const ok = (value: unknown) => ({ data: { state: true, message: '', value } });
