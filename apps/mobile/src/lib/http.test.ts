import { CanceledError, HttpError, type HttpResponse, type SentConfig } from './http-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJwt, testUser } from '../test/jwt';
import type { CurrentUser } from './current-user';

type Handler = (config: SentConfig) => Promise<HttpResponse> | HttpResponse;

function response(config: SentConfig, status: number, data: unknown): HttpResponse {
  return { data, status, statusText: String(status), headers: {}, config, request: {} };
}

/** An answer with the given status; the client rejects a non-2xx one. */
function answer(status: number, data: unknown): Handler {
  return (config) => {
    const res = response(config, status, data);
    if (status >= 200 && status < 300) return res;
    throw new HttpError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, res);
  };
}

/** An answer that waits until released, and is cancelled like a real transport when aborted. */
function held() {
  const releases: Array<() => void> = [];
  const handler: Handler = (config) =>
    new Promise((resolve, reject) => {
      config.signal?.addEventListener?.('abort', () => reject(new CanceledError(config)));
      releases.push(() => resolve(response(config, 200, { state: true, message: '', value: config.url })));
    });
  return { handler, releaseAll: () => releases.splice(0).forEach((r) => r()) };
}

const validUser = (overrides: Partial<CurrentUser> = {}) => testUser(overrides);

async function setup(handler: Handler = answer(200, { state: true, message: 'ok', value: 1 })) {
  vi.resetModules();
  const lib = await import('./http');
  const { useSession } = await import('./session');
  const { notify } = await import('./notify');
  const { registerNavigator } = await import('./navigation');
  const calls: SentConfig[] = [];
  let current = handler;
  const adapter = async (config: SentConfig) => {
    calls.push(config);
    return current(config);
  };
  lib.http.defaults.adapter = adapter;
  lib.http2.defaults.adapter = adapter;
  const navigate = vi.fn();
  registerNavigator(navigate);
  const spies = {
    danger: vi.spyOn(notify, 'danger').mockImplementation(() => {}),
    warning: vi.spyOn(notify, 'warning').mockImplementation(() => {}),
    success: vi.spyOn(notify, 'success').mockImplementation(() => {}),
    info: vi.spyOn(notify, 'info').mockImplementation(() => {}),
  };
  const noticeCount = () => Object.values(spies).reduce((n, spy) => n + spy.mock.calls.length, 0);
  return {
    ...lib,
    useSession,
    calls,
    navigate,
    spies,
    noticeCount,
    setHandler: (h: Handler) => {
      current = h;
    },
  };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/work/myMatters/0?tab=1');
});

afterEach(() => {
  vi.useRealTimers();
  delete window.BatonNative;
  delete window.__BATON_CONFIG__;
});

describe('clients', () => {
  it('use timeout 100000 ms for http and 10000 ms for http2', async () => {
    const { http, http2 } = await setup();
    expect(http.defaults.timeout).toBe(100000);
    expect(http2.defaults.timeout).toBe(10000);
  });

  it.each([
    { config: undefined, baseURL: '' },
    { config: { apiBase: 'https://api.example.com' }, baseURL: 'https://api.example.com' },
    { config: { apiBase: '' }, baseURL: '' },
  ])('take baseURL from the runtime config $config', async ({ config, baseURL }) => {
    if (config) window.__BATON_CONFIG__ = config;
    const { http, http2 } = await setup();
    expect(http.defaults.baseURL).toBe(baseURL);
    expect(http2.defaults.baseURL).toBe(baseURL);
  });

  it('configureHttp changes the base URL of both clients', async () => {
    const { configureHttp, http, http2 } = await setup();
    configureHttp({ baseURL: '/api' });
    expect([http.defaults.baseURL, http2.defaults.baseURL]).toEqual(['/api', '/api']);
  });
});

describe('Authorization header', () => {
  it('carries Bearer <token> of the current user', async () => {
    const t = await setup();
    const u = validUser();
    t.useSession.getState().setUser(u);
    await t.apiGet('/x');
    expect(t.calls[0]!.headers.Authorization).toBe(`Bearer ${u.token}`);
  });

  it('is absent without a user', async () => {
    const t = await setup();
    await t.apiGet('/x');
    expect(t.calls[0]!.headers.Authorization).toBeUndefined();
  });
});

describe('Accept-Language header', () => {
  it('names the app language of the moment, so server messages come back in it', async () => {
    const t = await setup();
    let language = 'en-US';
    t.configureHttp({ language: () => language });
    await t.apiGet('/x');
    language = 'zh-TW';
    await t.apiGet('/y');
    expect(t.calls[0]!.headers['Accept-Language']).toBe('en-US');
    expect(t.calls[1]!.headers['Accept-Language']).toBe('zh-TW');
  });
});

describe('typed helpers', () => {
  it('apiGet sends params and answers the envelope', async () => {
    const t = await setup(answer(200, { state: true, message: '', value: { id: 1 } }));
    await expect(
      t.apiGet<{ id: number }>('/uc/tenantManage/v1/getTenantByCode', { code: 'demo' }),
    ).resolves.toEqual({
      state: true,
      message: '',
      value: { id: 1 },
    });
    expect(t.calls[0]).toMatchObject({
      method: 'get',
      url: '/uc/tenantManage/v1/getTenantByCode',
      params: { code: 'demo' },
    });
  });

  it('apiPost sends the body and the params of its options', async () => {
    const t = await setup();
    await t.apiPost('/auth', { username: 'admin', password: 'x' }, { params: { tenantId: 't1' } });
    expect(t.calls[0]).toMatchObject({ method: 'post', url: '/auth', params: { tenantId: 't1' } });
    expect(JSON.parse(t.calls[0]!.data as string)).toEqual({ username: 'admin', password: 'x' });
  });

  it.each(['apiPut', 'apiDelete'] as const)('%s uses its method', async (name) => {
    const t = await setup();
    await t[name]('/thing/1');
    expect(t.calls[0]!.method).toBe(name === 'apiPut' ? 'put' : 'delete');
  });

  it('the second client is used when asked for', async () => {
    const t = await setup();
    await t.apiGet('/quick', undefined, { client: t.http2 });
    expect(t.calls[0]!.timeout).toBe(10000);
  });
});

describe('body with state false', () => {
  it('shows its message as a danger notice and rejects with ApiError', async () => {
    const envelope = { state: false, message: '账号或密码错误' };
    const t = await setup(answer(200, envelope));
    const error = await t.apiPost('/auth', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(t.ApiError);
    expect(error).toMatchObject({ message: '账号或密码错误', status: 200, envelope });
    expect(t.spies.danger).toHaveBeenCalledWith('账号或密码错误');
    expect(t.noticeCount()).toBe(1);
  });

  it('resolves with the envelope under allowFailure (the notice still shows)', async () => {
    const t = await setup(answer(200, { state: false, message: '失败' }));
    await expect(t.apiGet('/x', undefined, { allowFailure: true })).resolves.toEqual({
      state: false,
      message: '失败',
    });
    expect(t.spies.danger).toHaveBeenCalledWith('失败');
  });

  it('shows nothing when silent', async () => {
    const t = await setup(answer(200, { state: false, message: '失败' }));
    await expect(t.apiGet('/x', undefined, { silent: true })).rejects.toBeInstanceOf(t.ApiError);
    expect(t.noticeCount()).toBe(0);
  });

  it('does not touch answers that are not envelopes', async () => {
    const t = await setup(answer(200, 'plain text'));
    await expect(t.http.get('/file.txt')).resolves.toMatchObject({ data: 'plain text' });
    expect(t.noticeCount()).toBe(0);
  });
});

describe('HTTP failures (spec §8)', () => {
  it.each([
    {
      case: '403 shows the server message',
      status: 403,
      body: { state: false, message: '无权访问' },
      danger: '无权访问',
    },
    {
      case: '500 shows the server message',
      status: 500,
      body: { state: false, message: '数据库异常' },
      danger: '数据库异常',
    },
    {
      case: '500 without a message shows the generic text',
      status: 500,
      body: {},
      danger: '服务器开小差了，请稍后再试',
    },
    {
      case: '500 without a body shows the generic text',
      status: 500,
      body: undefined,
      danger: '服务器开小差了，请稍后再试',
    },
    {
      case: '400 shows the message naming the field',
      status: 400,
      body: { state: false, message: 'username: 必填' },
      danger: 'username: 必填',
    },
    {
      case: '404 without a message shows the client message',
      status: 404,
      body: '',
      danger: 'Request failed with status code 404',
    },
  ])('$case', async ({ status, body, danger }) => {
    const t = await setup(answer(status, body));
    const error = await t.apiGet('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(t.ApiError);
    expect((error as InstanceType<typeof t.ApiError>).status).toBe(status);
    expect(t.spies.danger).toHaveBeenCalledExactlyOnceWith(danger);
    expect(t.noticeCount()).toBe(1);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it.each([
    'JWT expired at 2026-01-01T00:00:00Z',
    'jwt expired',
    'Token has expired',
    '认证失败: JWT EXPIRED',
  ])(
    '500 with "%s" warns 登录认证超时，请重新登录！ and asks the native shell to refresh',
    async (message) => {
      const refreshToken = vi.fn();
      window.BatonNative = { refreshToken };
      const t = await setup(answer(500, { state: false, message }));
      await expect(t.apiGet('/x')).rejects.toBeInstanceOf(t.ApiError);
      expect(t.spies.warning).toHaveBeenCalledExactlyOnceWith('登录认证超时，请重新登录！');
      expect(t.spies.danger).not.toHaveBeenCalled();
      expect(refreshToken).toHaveBeenCalledOnce();
    },
  );

  it('a timeout (message starting "timeout of") shows 登录超时', async () => {
    const t = await setup((config) => {
      throw new HttpError('timeout of 100000ms exceeded', 'ECONNABORTED', config);
    });
    await expect(t.apiGet('/x')).rejects.toBeInstanceOf(t.ApiError);
    expect(t.spies.danger).toHaveBeenCalledExactlyOnceWith('登录超时');
  });

  it('a network failure shows its message', async () => {
    const t = await setup((config) => {
      throw new HttpError('Network Error', 'ERR_NETWORK', config);
    });
    await expect(t.apiGet('/x')).rejects.toMatchObject({ message: 'Network Error', status: undefined });
    expect(t.spies.danger).toHaveBeenCalledExactlyOnceWith('Network Error');
  });

  it.each([
    { status: 403, body: { message: '无权访问' } },
    { status: 500, body: {} },
    { status: 500, body: { message: 'jwt expired' } },
  ])('silent suppresses the notice of $status', async ({ status, body }) => {
    const t = await setup(answer(status, body));
    await expect(t.apiGet('/x', undefined, { silent: true })).rejects.toBeInstanceOf(t.ApiError);
    expect(t.noticeCount()).toBe(0);
  });

  it('texts go through the translator given to configureHttp', async () => {
    const t = await setup(answer(500, {}));
    const translate = vi.fn((key: string) => `[${key}]`);
    t.configureHttp({ t: translate });
    await expect(t.apiGet('/x')).rejects.toBeInstanceOf(t.ApiError);
    expect(translate).toHaveBeenCalledWith('serverError', '服务器开小差了，请稍后再试');
    expect(t.spies.danger).toHaveBeenCalledWith('[serverError]');
    t.setHandler((config) => {
      throw new HttpError('timeout of 10000ms exceeded', 'ECONNABORTED', config);
    });
    await expect(t.apiGet('/y')).rejects.toBeInstanceOf(t.ApiError);
    expect(t.spies.danger).toHaveBeenLastCalledWith('[timeout]');
  });
});

describe('401', () => {
  it('clears the user and goes to /login with the current path as redirect, showing nothing', async () => {
    const t = await setup(answer(401, { state: false, message: 'Unauthorized' }));
    t.useSession.getState().setUser(validUser());
    const error = await t.apiGet('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(t.useSession.getState().currentUser).toBeNull();
    expect(localStorage.getItem('__currentUser')).toBeNull();
    expect(t.navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Fwork%2FmyMatters%2F0%3Ftab%3D1', {
      replace: true,
    });
    expect(t.noticeCount()).toBe(0);
  });

  it('tells the native shell to refresh its token when present', async () => {
    const refreshToken = vi.fn();
    window.BatonNative = { refreshToken };
    const t = await setup(answer(401, {}));
    await t.apiGet('/x').catch(() => undefined);
    expect(refreshToken).toHaveBeenCalledOnce();
  });

  it('goes to /login only once for several 401s, and again after a new login', async () => {
    const t = await setup(answer(401, {}));
    t.useSession.getState().setUser(validUser());
    await Promise.allSettled([t.apiGet('/a'), t.apiGet('/b'), t.apiGet('/c')]);
    expect(t.navigate).toHaveBeenCalledOnce();
    t.useSession.getState().setUser(validUser());
    await t.apiGet('/d').catch(() => undefined);
    expect(t.navigate).toHaveBeenCalledTimes(2);
  });

  it('stays on the login page when already there', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fhome');
    const t = await setup(answer(401, {}));
    await t.apiGet('/x').catch(() => undefined);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('falls back to a full page load when no router is registered', async () => {
    const t = await setup(answer(401, {}));
    const { registerNavigator } = await import('./navigation');
    const unregister = registerNavigator(() => {});
    unregister();
    const replace = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, replace, pathname: '/personal', search: '' },
    });
    try {
      await t.apiGet('/x').catch(() => undefined);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fpersonal');
  });
});

describe('identical in-flight requests', () => {
  it('cancel the earlier one, which rejects as a cancel and shows nothing', async () => {
    const h = held();
    const t = await setup(h.handler);
    const first = t.apiGet('/list', { page: 1 }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(t.calls).toHaveLength(1));
    const second = t.apiGet('/list', { page: 1 });
    await vi.waitFor(() => expect(t.calls).toHaveLength(2));
    h.releaseAll();
    expect(t.isCancel(await first)).toBe(true);
    await expect(second).resolves.toMatchObject({ state: true });
    expect(t.noticeCount()).toBe(0);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  type Call = [method: 'get' | 'post' | 'delete', url: string, payload?: Record<string, unknown>];
  it.each<{ case: string; a: Call; b: Call }>([
    { case: 'different params', a: ['get', '/list', { page: 1 }], b: ['get', '/list', { page: 2 }] },
    { case: 'different urls', a: ['get', '/a'], b: ['get', '/b'] },
    { case: 'different methods', a: ['get', '/a'], b: ['delete', '/a'] },
    { case: 'different bodies', a: ['post', '/a', { x: 1 }], b: ['post', '/a', { x: 2 }] },
  ])('are not cancelled with $case', async ({ a, b }) => {
    const h = held();
    const t = await setup(h.handler);
    const send = ([method, url, payload]: Call) =>
      method === 'post'
        ? t.apiPost(url, payload)
        : method === 'delete'
          ? t.apiDelete(url, payload)
          : t.apiGet(url, payload);
    const p1 = send(a);
    const p2 = send(b);
    await vi.waitFor(() => expect(t.calls).toHaveLength(2));
    h.releaseAll();
    await expect(Promise.all([p1, p2])).resolves.toHaveLength(2);
  });

  it('identical POST bodies sent together: only the later one reaches the server', async () => {
    const h = held();
    const t = await setup(h.handler);
    const first = t.apiPost('/save', { a: 1 }).catch((e: unknown) => e);
    const second = t.apiPost('/save', { a: 1 });
    await vi.waitFor(() => expect(t.calls).toHaveLength(1));
    h.releaseAll();
    expect(t.isCancel(await first)).toBe(true);
    await expect(second).resolves.toBeDefined();
    expect(t.calls).toHaveLength(1);
  });

  it('uploads (FormData) and dedupe: false are never cancelled', async () => {
    const h = held();
    const t = await setup(h.handler);
    const form = new FormData();
    const uploads = [t.apiPost('/upload', form), t.apiPost('/upload', form)];
    const opted = [
      t.apiGet('/x', undefined, { dedupe: false }),
      t.apiGet('/x', undefined, { dedupe: false }),
    ];
    await vi.waitFor(() => expect(t.calls).toHaveLength(4));
    h.releaseAll();
    await expect(Promise.all([...uploads, ...opted])).resolves.toHaveLength(4);
  });

  it('a finished request does not cancel the next identical one', async () => {
    const t = await setup();
    await t.apiGet('/x');
    await expect(t.apiGet('/x')).resolves.toMatchObject({ state: true });
  });

  it('the caller can cancel through its own signal', async () => {
    const h = held();
    const t = await setup(h.handler);
    const controller = new AbortController();
    const pending = t.apiGet('/x', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(t.calls).toHaveLength(1));
    controller.abort();
    expect(t.isCancel(await pending)).toBe(true);
    expect(t.noticeCount()).toBe(0);
  });
});

describe('token refresh at one fifth of the lifetime, with the 3000 ms lock', () => {
  const NOW = 1_750_000_000_000;
  const LIFETIME = 86400;
  const FIFTH_MS = (LIFETIME * 1000) / 5;

  function refreshingHandler(newToken: string, state = true): Handler {
    return (config) =>
      config.url === '/refresh'
        ? response(config, 200, {
            state,
            message: '',
            value: {
              token: newToken,
              loginTime: NOW,
              expiration: LIFETIME,
              userId: 'u1',
              account: 'zhangsan',
            },
          })
        : response(config, 200, { state: true, message: '', value: null });
  }

  async function withUserAged(ageMs: number, handler: Handler) {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const t = await setup(handler);
    t.useSession.getState().setUser(
      validUser({
        token: makeJwt({ exp: Math.floor(NOW / 1000) + LIFETIME, sub: 'u1' }),
        loginTime: NOW - ageMs,
        expiration: LIFETIME,
      }),
    );
    const urls = () => t.calls.map((c) => c.url);
    return { ...t, urls };
  }

  it('does not refresh 1 ms before one fifth', async () => {
    const t = await withUserAged(FIFTH_MS - 1, refreshingHandler('n.e.w'));
    await t.apiGet('/x');
    expect(t.urls()).toEqual(['/x']);
  });

  it('refreshes at exactly one fifth, before the call, which then carries the new token', async () => {
    const fresh = makeJwt({ exp: Math.floor(NOW / 1000) + LIFETIME, sub: 'u1', n: 2 });
    const t = await withUserAged(FIFTH_MS, refreshingHandler(fresh));
    const oldToken = t.useSession.getState().currentUser!.token;
    await t.apiGet('/x');
    expect(t.urls()).toEqual(['/refresh', '/x']);
    expect(t.calls[0]!.headers.Authorization).toBe(`Bearer ${oldToken}`);
    expect(t.calls[1]!.headers.Authorization).toBe(`Bearer ${fresh}`);
    expect(t.useSession.getState().currentUser).toMatchObject({
      token: fresh,
      loginTime: NOW,
      expiration: LIFETIME,
      username: '张三',
    });
  });

  it('refreshes once for parallel calls', async () => {
    const t = await withUserAged(FIFTH_MS + 5000, refreshingHandler('n.e.w', false));
    await Promise.all([t.apiGet('/a'), t.apiGet('/b'), t.apiGet('/c')]);
    expect(t.urls().filter((u) => u === '/refresh')).toHaveLength(1);
  });

  it('keeps the lock 3000 ms after a refresh', async () => {
    // A refused refresh leaves the token due, so only the lock prevents another refresh.
    const t = await withUserAged(FIFTH_MS, refreshingHandler('unused', false));
    await t.apiGet('/a');
    await vi.advanceTimersByTimeAsync(2999);
    await t.apiGet('/b');
    expect(t.urls()).toEqual(['/refresh', '/a', '/b']);
    await vi.advanceTimersByTimeAsync(1);
    await t.apiGet('/c');
    expect(t.urls()).toEqual(['/refresh', '/a', '/b', '/refresh', '/c']);
    expect(t.noticeCount()).toBe(0);
  });

  it('of two identical calls made during a refresh, the later one wins', async () => {
    let releaseRefresh = () => {};
    const t = await withUserAged(FIFTH_MS, (config) =>
      config.url === '/refresh'
        ? new Promise<HttpResponse>((resolve) => {
            releaseRefresh = () => resolve(response(config, 200, { state: false, message: '' }));
          })
        : response(config, 200, { state: true, message: '', value: 'later' }),
    );
    const first = t.apiGet('/x').catch((e: unknown) => e);
    await vi.waitFor(() => expect(t.urls()).toEqual(['/refresh']));
    const second = t.apiGet('/x');
    releaseRefresh();
    expect(t.isCancel(await first)).toBe(true);
    await expect(second).resolves.toMatchObject({ value: 'later' });
    expect(t.urls()).toEqual(['/refresh', '/x']);
  });

  it('goes on with the old token when the refresh fails', async () => {
    const t = await withUserAged(FIFTH_MS, (config) => {
      if (config.url === '/refresh') throw new HttpError('Network Error', 'ERR_NETWORK', config);
      return response(config, 200, { state: true, message: '' });
    });
    const oldToken = t.useSession.getState().currentUser!.token;
    await expect(t.apiGet('/x')).resolves.toMatchObject({ state: true });
    expect(t.calls[1]!.headers.Authorization).toBe(`Bearer ${oldToken}`);
  });

  it('accepts a bare token as the refresh value', async () => {
    const fresh = makeJwt({ exp: Math.floor(NOW / 1000) + LIFETIME, n: 3 });
    const t = await withUserAged(FIFTH_MS, (config) =>
      response(config, 200, { state: true, message: '', value: config.url === '/refresh' ? fresh : null }),
    );
    await t.apiGet('/x');
    expect(t.useSession.getState().currentUser).toMatchObject({
      token: fresh,
      loginTime: NOW,
      expiration: LIFETIME,
    });
  });
});

describe('isTimeout', () => {
  it.each([
    { error: new HttpError('timeout of 100000ms exceeded', 'ECONNABORTED'), timeout: true },
    { error: new Error('timeout of 10000ms exceeded'), timeout: true },
    { error: new Error('Network Error'), timeout: false },
    { error: 'timeout of 1ms exceeded', timeout: false },
    { error: null, timeout: false },
  ])('$error → $timeout', async ({ error, timeout }) => {
    const { isTimeout } = await setup();
    expect(isTimeout(error)).toBe(timeout);
  });
});
