/**
 * The app's HTTP transport: a small client over `fetch` with what the API layer needs (base URL, query params,
 * JSON bodies, a timeout, cancellation, interceptors) and an adapter that tests replace to answer at the HTTP
 * boundary. Decision 005 explains why it is not axios.
 */
import { takeEarlyCall } from './early-calls';

/** One call as the adapter sees it: the body already serialised, the headers final. */
export interface RequestConfig {
  method?: string;
  url?: string;
  baseURL?: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
  responseType?: 'json' | 'text' | 'blob';
  /** Show no notice for this call (session rules such as 401 still apply). */
  silent?: boolean;
  /** Resolve with the envelope when its state is false instead of rejecting. */
  allowFailure?: boolean;
  /** Set false to let identical calls run side by side. */
  dedupe?: boolean;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  statusText?: string;
  headers?: Record<string, string>;
  config: RequestConfig;
  request?: unknown;
}

/** A call as it leaves the client: its headers final. */
export type SentConfig = RequestConfig & { headers: Record<string, string> };

export type Adapter = (config: SentConfig) => Promise<HttpResponse>;

/** A call that failed: no answer (network, timeout) or an answer outside 2xx, which it then carries. */
export class HttpError extends Error {
  readonly isHttpError = true;
  readonly code?: string;
  readonly config?: RequestConfig;
  readonly response?: HttpResponse;

  constructor(message: string, code?: string, config?: RequestConfig, response?: HttpResponse) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.config = config;
    this.response = response;
  }
}

/** A call its caller (or a newer identical call) cancelled. */
export class CanceledError extends HttpError {
  readonly isCanceled = true;

  constructor(config?: RequestConfig) {
    super('canceled', 'ERR_CANCELED', config);
    this.name = 'CanceledError';
  }
}

/** Recognised by shape, so an error made by another copy of this module (tests reload modules) counts too. */
export function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && (error as HttpError).isHttpError === true;
}

export function isCanceled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as CanceledError).isCanceled === true;
}

function queryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The full address of a call: base URL, path and query. */
export function urlOf(config: RequestConfig): string {
  const url = config.url ?? '';
  const base = /^[a-z][a-z\d+\-.]*:\/\//i.test(url) ? '' : (config.baseURL ?? '').replace(/\/+$/, '');
  const joined = base && url ? `${base}/${url.replace(/^\/+/, '')}` : base || url;
  const query = queryString(config.params);
  return query ? `${joined}${joined.includes('?') ? `&${query.slice(1)}` : query}` : joined;
}

function isRawBody(data: unknown): boolean {
  return (
    typeof data === 'string' ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer
  );
}

async function readBody(response: Response, type: RequestConfig['responseType']): Promise<unknown> {
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The adapter of the browser: `fetch`, with the timeout and cancellation of the call. */
export const fetchAdapter: Adapter = async (config) => {
  const controller = new AbortController();
  const { signal, timeout = 0 } = config;
  let timedOut = false;
  const onAbort = () => controller.abort();
  if (signal?.aborted) throw new CanceledError(config);
  signal?.addEventListener('abort', onAbort);
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  try {
    const method = (config.method ?? 'get').toUpperCase();
    const url = urlOf(config);
    // A GET the page's HTML already started (early-calls.ts) is answered from there.
    const early = method === 'GET' ? await takeEarlyCall(url, config.headers, controller.signal) : null;
    if (controller.signal.aborted) throw new CanceledError(config);
    const response =
      early ??
      (await fetch(url, {
        method,
        headers: config.headers,
        body: config.data as BodyInit | undefined,
        signal: controller.signal,
        credentials: 'same-origin',
      }));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const data = await readBody(response, config.responseType);
    return { data, status: response.status, statusText: response.statusText, headers, config };
  } catch (error) {
    if (timedOut) throw new HttpError(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED', config);
    if (controller.signal.aborted) throw new CanceledError(config);
    throw new HttpError(error instanceof Error ? error.message : 'Network Error', 'ERR_NETWORK', config);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
};

type RequestHook = (config: SentConfig) => SentConfig | Promise<SentConfig>;
type AnswerHook = (response: HttpResponse) => HttpResponse | Promise<HttpResponse>;
type FailureHook = (error: HttpError) => Promise<never>;

export type CallOptions = Omit<RequestConfig, 'method' | 'url' | 'data'>;

export class HttpClient {
  readonly defaults: { baseURL: string; timeout: number; adapter: Adapter };
  private readonly before: RequestHook[] = [];
  private after: { answer?: AnswerHook; failure?: FailureHook } = {};

  constructor(options: { baseURL?: string; timeout?: number } = {}) {
    this.defaults = { baseURL: options.baseURL ?? '', timeout: options.timeout ?? 0, adapter: fetchAdapter };
  }

  /** Runs before every call, in the order added; it may wait (a token refresh) and change the call. */
  onRequest(hook: RequestHook): void {
    this.before.push(hook);
  }

  /** Sees every answer in 2xx, and every failure (which it must reject). */
  onResponse(answer: AnswerHook, failure: FailureHook): void {
    this.after = { answer, failure };
  }

  async request<T>(options: RequestConfig): Promise<HttpResponse<T>> {
    let config: SentConfig = {
      ...options,
      method: (options.method ?? 'get').toLowerCase(),
      baseURL: options.baseURL ?? this.defaults.baseURL,
      timeout: options.timeout ?? this.defaults.timeout,
      headers: { Accept: 'application/json, text/plain, */*', ...options.headers },
    };
    if (config.data !== undefined && !isRawBody(config.data)) {
      config.data = JSON.stringify(config.data);
      config.headers = { 'Content-Type': 'application/json', ...config.headers };
    }
    let response: HttpResponse;
    try {
      for (const hook of this.before) config = await hook(config);
      if (config.signal?.aborted) throw new CanceledError(config);
      response = await this.defaults.adapter(config);
      if (response.status < 200 || response.status >= 300) {
        throw new HttpError(
          `Request failed with status code ${response.status}`,
          'ERR_BAD_RESPONSE',
          config,
          {
            ...response,
            config,
          },
        );
      }
    } catch (caught) {
      const error = isHttpError(caught)
        ? caught
        : new HttpError(caught instanceof Error ? caught.message : String(caught), 'ERR_NETWORK', config);
      if (this.after.failure) return this.after.failure(error);
      throw error;
    }
    response = { ...response, config };
    return (this.after.answer ? await this.after.answer(response) : response) as HttpResponse<T>;
  }

  get<T>(url: string, options?: CallOptions): Promise<HttpResponse<T>> {
    return this.request<T>({ ...options, method: 'get', url });
  }

  delete<T>(url: string, options?: CallOptions): Promise<HttpResponse<T>> {
    return this.request<T>({ ...options, method: 'delete', url });
  }

  post<T>(url: string, data?: unknown, options?: CallOptions): Promise<HttpResponse<T>> {
    return this.request<T>({ ...options, method: 'post', url, data });
  }

  put<T>(url: string, data?: unknown, options?: CallOptions): Promise<HttpResponse<T>> {
    return this.request<T>({ ...options, method: 'put', url, data });
  }
}
