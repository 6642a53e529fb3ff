import {
  HttpClient,
  isCanceled,
  type CallOptions,
  type HttpError,
  type HttpResponse,
  type RequestConfig,
} from './http-client';
import { LIMITS } from '@baton/contracts/limits';
import type { ApiEnvelope, LoginToken } from '@baton/contracts';
import { runtimeConfig } from './config';
import { host, isNativeShell } from './host';
import { currentLocation, LOGIN_PATH, navigateTo } from './navigation';
import { notify } from './notify';
import { getCurrentUser, getToken, useSession } from './session';
import { libText, setTranslator, type Translate } from './texts';
import { shouldRefresh } from './token';

export const REFRESH_PATH = '/refresh';
const JWT_EXPIRED = /jwt expired|token has expired/i;

/** Rejection of a failed call: HTTP status when there was an answer, and the envelope when it had one. */
export class ApiError extends Error {
  readonly status?: number;
  readonly envelope?: ApiEnvelope<unknown>;

  constructor(message: string, status?: number, envelope?: ApiEnvelope<unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
  }
}

/** True for a call that ran out of time (rejected with "timeout of … ms exceeded"). */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('timeout of');
}

/** True for a call cancelled because an identical one replaced it, or by its caller; show nothing. */
export function isCancel(error: unknown): boolean {
  return isCanceled(error);
}

let currentLanguage: (() => string) | undefined;

/**
 * `t` translates the texts this client shows; `language` names the app's language, sent as Accept-Language so
 * the server's messages come back in it.
 */
export function configureHttp(options: { t?: Translate; baseURL?: string; language?: () => string }): void {
  if (options.t) setTranslator(options.t);
  if (options.language) currentLanguage = options.language;
  if (options.baseURL !== undefined) {
    http.defaults.baseURL = options.baseURL;
    http2.defaults.baseURL = options.baseURL;
  }
}

function isEnvelope(data: unknown): data is ApiEnvelope<unknown> {
  return (
    typeof data === 'object' && data !== null && typeof (data as { state?: unknown }).state === 'boolean'
  );
}

function messageOf(data: unknown): string {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : '';
}

let refreshLocked = false;

async function refreshIfDue(config: RequestConfig): Promise<void> {
  if (refreshLocked || config.url === REFRESH_PATH) return;
  const user = getCurrentUser();
  if (!user || !shouldRefresh(user.loginTime, user.expiration, Date.now())) return;
  refreshLocked = true;
  try {
    const { data } = await http.get<ApiEnvelope<LoginToken | string>>(REFRESH_PATH, {
      silent: true,
      allowFailure: true,
      dedupe: false,
    });
    const value = data.value;
    const current = getCurrentUser();
    if (data.state && value && current) {
      const record = typeof value === 'string' ? { token: value } : value;
      useSession.getState().setUser({
        ...current,
        token: record.token,
        loginTime: 'loginTime' in record ? record.loginTime : Date.now(),
        expiration: 'expiration' in record ? record.expiration : current.expiration,
      });
    }
  } catch {
    // The old token is still valid for most of its life: the call goes on with it.
  } finally {
    // Parallel calls that arrive just after a refresh must not refresh again.
    setTimeout(() => {
      refreshLocked = false;
    }, LIMITS.refreshLockMs);
  }
}

const inFlight = new Map<string, AbortController>();
const keyOfSignal = new WeakMap<object, string>();

function dedupeKey(config: RequestConfig): string | null {
  const { data } = config;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return null;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return null;
  return [
    (config.method ?? 'get').toLowerCase(),
    config.url ?? '',
    JSON.stringify(config.params ?? null),
    typeof data === 'string' ? data : JSON.stringify(data ?? null),
  ].join(' ');
}

function trackCall(config: RequestConfig): void {
  if (config.dedupe === false) return;
  const key = dedupeKey(config);
  if (key === null) return;
  inFlight.get(key)?.abort();
  const controller = new AbortController();
  const callerSignal = config.signal;
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', () => controller.abort());
  config.signal = controller.signal;
  inFlight.set(key, controller);
  keyOfSignal.set(controller.signal, key);
}

function untrackCall(config: RequestConfig | undefined): void {
  const signal = config?.signal;
  if (!signal) return;
  const key = keyOfSignal.get(signal);
  if (key !== undefined && inFlight.get(key)?.signal === signal) inFlight.delete(key);
}

let sendingToLogin = false;
useSession.subscribe((state) => {
  if (state.currentUser) sendingToLogin = false;
});

function sendToLogin(): void {
  useSession.getState().clearUser();
  if (isNativeShell()) host.refreshToken();
  const here = currentLocation();
  if (sendingToLogin || here.startsWith(LOGIN_PATH)) return;
  sendingToLogin = true;
  navigateTo(`${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`, { replace: true });
}

function onAnswer(response: HttpResponse): HttpResponse {
  untrackCall(response.config);
  const { data, config } = response;
  if (isEnvelope(data) && data.state === false) {
    if (!config.silent && data.message) notify.danger(data.message);
    if (!config.allowFailure) throw new ApiError(data.message, response.status, data);
  }
  return response;
}

function onFailure(error: HttpError): Promise<never> {
  untrackCall(error.config);
  if (isCanceled(error)) return Promise.reject(error);
  const silent = error.config?.silent === true;
  const show = (fn: (message: string) => void, message: string) => {
    if (!silent && message) fn(message);
  };
  const status = error.response?.status;
  const data = error.response?.data;
  const serverMessage = messageOf(data);
  const envelope = isEnvelope(data) ? data : undefined;

  if (status === 401) {
    sendToLogin();
  } else if (status === 403) {
    show(notify.danger, serverMessage || error.message);
  } else if (status === 500) {
    if (JWT_EXPIRED.test(serverMessage)) {
      show(notify.warning, libText('loginExpired'));
      host.refreshToken();
    } else {
      show(notify.danger, serverMessage || libText('serverError'));
    }
  } else if (isTimeout(error)) {
    show(notify.danger, libText('timeout'));
  } else {
    show(notify.danger, serverMessage || error.message);
  }
  return Promise.reject(new ApiError(serverMessage || error.message, status, envelope));
}

function createClient(timeout: number): HttpClient {
  const client = new HttpClient({ baseURL: runtimeConfig().apiBase ?? '', timeout });
  client.onRequest(async (config) => {
    // Tracked before a possible refresh wait, so that of two identical calls the later one always wins.
    trackCall(config);
    await refreshIfDue(config);
    const headers = { ...config.headers };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = currentLanguage?.();
    if (language) headers['Accept-Language'] = language;
    return { ...config, headers };
  });
  client.onResponse(onAnswer, onFailure);
  return client;
}

/** The client of every call (timeout 100000 ms). */
export const http: HttpClient = createClient(LIMITS.httpTimeoutMs);
/** The second client, for calls that must answer quickly (timeout 10000 ms). */
export const http2: HttpClient = createClient(LIMITS.secondHttpTimeoutMs);

export type ApiOptions = CallOptions & { client?: HttpClient };

function clientOf(options?: ApiOptions): [HttpClient, CallOptions] {
  const { client = http, ...config } = options ?? {};
  return [client, config];
}

export async function apiGet<T>(
  url: string,
  params?: RequestConfig['params'],
  options?: ApiOptions,
): Promise<ApiEnvelope<T>> {
  const [client, config] = clientOf(options);
  const { data } = await client.get<ApiEnvelope<T>>(url, { ...config, params: params ?? config.params });
  return data;
}

export async function apiPost<T>(url: string, body?: unknown, options?: ApiOptions): Promise<ApiEnvelope<T>> {
  const [client, config] = clientOf(options);
  const { data } = await client.post<ApiEnvelope<T>>(url, body, config);
  return data;
}

export async function apiPut<T>(url: string, body?: unknown, options?: ApiOptions): Promise<ApiEnvelope<T>> {
  const [client, config] = clientOf(options);
  const { data } = await client.put<ApiEnvelope<T>>(url, body, config);
  return data;
}

export async function apiDelete<T>(
  url: string,
  params?: RequestConfig['params'],
  options?: ApiOptions,
): Promise<ApiEnvelope<T>> {
  const [client, config] = clientOf(options);
  const { data } = await client.delete<ApiEnvelope<T>>(url, { ...config, params: params ?? config.params });
  return data;
}
