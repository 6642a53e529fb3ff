import type { HttpResponse, RequestConfig } from '../lib/http-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../lib/http';
import { notify } from '../lib/notify';
import { signOut } from '../lib/sign-out';
import { useSession, type CurrentUser } from '../lib/session';
import { localValues, sessionValues } from '../lib/storage';
import { makeJwt } from '../test/jwt';
import { browserGuardDeps, guardRoute, storeQueryValues, type GuardDeps, type GuardTarget } from './guard';

const PLEASE_LOGIN = '请登录';

function user(account = 'zhangsan'): CurrentUser {
  return {
    token: makeJwt({ exp: Math.floor(Date.now() / 1000) + 86400, sub: 'u1', account }),
    userId: 'u1',
    account,
    username: account,
    userAttrs: { tenantId: 't1' },
    loginTime: Date.now(),
    expiration: 86400,
  };
}

/** Dependencies that record the order in which the guard uses them. */
function deps(overrides: Partial<GuardDeps> = {}, currentUser: CurrentUser | null = null) {
  const log: string[] = [];
  const rec =
    <A extends unknown[], R>(name: string, impl: (...args: A) => R) =>
    (...args: A): R => {
      log.push(name);
      return impl(...args);
    };
  const d: GuardDeps = {
    resolveShortLink: vi.fn(
      rec('resolveShortLink', async () => ({ state: true, message: '', value: { url: '/home' } })),
    ),
    fetchUserToken: vi.fn(rec('fetchUserToken', async () => 'user.token.x')),
    fetchGuestToken: vi.fn(rec('fetchGuestToken', async () => undefined)),
    validateLogin: vi.fn(rec('validateLogin', async () => true)),
    ssoMode: 'none',
    whitelist: [],
    isMiniProgram: vi.fn(rec('isMiniProgram', () => false)),
    getUser: vi.fn(rec('getUser', () => currentUser)),
    storeQuery: vi.fn(rec('storeQuery', () => undefined)),
    adoptToken: vi.fn(rec('adoptToken', () => undefined)),
    logout: vi.fn(rec('logout', async () => undefined)),
    cleanup: vi.fn(rec('cleanup', () => undefined)),
    warn: vi.fn(rec('warn', () => undefined)),
    miniProgramLogin: vi.fn(rec('miniProgramLogin', () => undefined)),
    ...overrides,
  };
  return { d, log };
}

const route = (
  pathname: string,
  search = '',
  meta: GuardTarget['meta'] = {},
  params?: GuardTarget['params'],
) => ({
  pathname,
  search,
  meta,
  params,
});

describe('1. short links are resolved first', () => {
  it('state false goes to /messageFillPage/{message} before anything else', async () => {
    const { d, log } = deps({
      resolveShortLink: vi.fn(async () => ({ state: false, message: '链接已失效' })),
    });
    await expect(guardRoute(route('/surl/abc', '?subTenantId=s&openId=o'), d)).resolves.toEqual({
      kind: 'redirect',
      to: `/messageFillPage/${encodeURIComponent('链接已失效')}`,
    });
    expect(d.resolveShortLink).toHaveBeenCalledWith('/surl/abc');
    expect(log).not.toContain('storeQuery');
    expect(log).not.toContain('fetchUserToken');
  });

  it('a failed call logs out, cleans up and goes to the login page', async () => {
    const { d, log } = deps({ resolveShortLink: vi.fn(async () => Promise.reject(new Error('down'))) });
    await expect(guardRoute(route('/surl/abc'), d)).resolves.toEqual({ kind: 'redirect', to: '/login' });
    expect(log).toEqual(['logout', 'cleanup']);
  });

  it.each([
    { case: 'an app path', url: '/inst/42', decision: { kind: 'redirect', to: '/inst/42' } },
    {
      case: 'an outside address',
      url: 'https://example.com/x',
      decision: { kind: 'reload', to: 'https://example.com/x' },
    },
    { case: 'no address', url: undefined, decision: { kind: 'redirect', to: '/' } },
  ])('success leads to $case', async ({ url, decision }) => {
    const { d } = deps({
      resolveShortLink: vi.fn(async () => ({ state: true, message: '', value: { url } })),
    });
    await expect(guardRoute(route('/surl/abc'), d)).resolves.toEqual(decision);
  });

  it.each([
    { case: 'signs in with the guest token when nobody is signed in', current: null, adopted: true },
    { case: 'keeps a signed-in user', current: user(), adopted: false },
  ])('$case', async ({ current, adopted }) => {
    const { d } = deps(
      {
        resolveShortLink: vi.fn(async () => ({
          state: true,
          message: '',
          value: { guestToken: 'g.t.k', url: '/home' },
        })),
      },
      current,
    );
    await guardRoute(route('/surl/abc'), d);
    if (adopted) expect(d.adoptToken).toHaveBeenCalledWith('g.t.k');
    else expect(d.adoptToken).not.toHaveBeenCalled();
  });
});

describe('2. query values are stored', () => {
  it.each([
    route('/login', '?tenantId=t1&appID=a1', { anonymous: true }),
    route('/home', '?tenantCode=demo', { custom: true }),
    route('/personal', '?layoutAlias=x'),
  ])('for $pathname, before any other check', async (target) => {
    const { d, log } = deps({}, user());
    await guardRoute(target, d);
    expect(log[0]).toBe('storeQuery');
    expect((d.storeQuery as ReturnType<typeof vi.fn>).mock.calls[0]![0].toString()).toBe(
      target.search.slice(1),
    );
  });
});

describe('3. sub-tenant and open id in the query', () => {
  it('fetch a user token and re-enter the route with it', async () => {
    const { d, log } = deps();
    await expect(guardRoute(route('/home', '?tenantId=t1&subTenantId=s1&openId=o1'), d)).resolves.toEqual({
      kind: 'redirect',
      to: '/home?tenantId=t1&token=user.token.x',
    });
    expect(d.fetchUserToken).toHaveBeenCalledWith('s1', 'o1');
    expect(log).toEqual(['storeQuery', 'fetchUserToken']);
  });

  it.each(['?subTenantId=s1', '?openId=o1'])('need both (%s alone does nothing)', async (search) => {
    const { d } = deps({}, user());
    await expect(guardRoute(route('/personal', search), d)).resolves.toEqual({ kind: 'proceed' });
    expect(d.fetchUserToken).not.toHaveBeenCalled();
  });

  it('a failed token call logs out and goes to login with a warning', async () => {
    const { d, log } = deps({ fetchUserToken: vi.fn(async () => Promise.reject(new Error('no'))) });
    await expect(guardRoute(route('/home', '?tab=2&subTenantId=s1&openId=o1'), d)).resolves.toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/home?tab=2')}`,
    });
    expect(log).toEqual(['storeQuery', 'logout', 'cleanup', 'warn']);
    expect(d.warn).toHaveBeenCalledWith(PLEASE_LOGIN);
  });
});

describe('4. login-only routes', () => {
  it.each([
    { case: 'a signed-in user on a normal route', target: route('/personal'), current: user() },
    {
      case: 'a signed-in user on a custom route',
      target: route('/work', '', { custom: true }),
      current: user(),
    },
    {
      case: 'a guest on a custom route',
      target: route('/home', '', { custom: true }),
      current: user('guest'),
    },
  ])('$case: account checked, login validated, proceed', async ({ target, current }) => {
    const { d, log } = deps({}, current);
    await expect(guardRoute(target, d)).resolves.toEqual({ kind: 'proceed' });
    expect(log).toEqual(['storeQuery', 'getUser', 'validateLogin']);
    expect(d.fetchGuestToken).not.toHaveBeenCalled();
  });

  it('nobody signed in on a normal route: validation fails → log out, clean up, warn 请登录, go to /login', async () => {
    const { d, log } = deps({ validateLogin: vi.fn(async () => false) });
    await expect(guardRoute(route('/work/myMatters/0', '?x=1'), d)).resolves.toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fwork%2FmyMatters%2F0%3Fx%3D1',
    });
    expect(log).toEqual(['storeQuery', 'getUser', 'logout', 'cleanup', 'warn']);
    expect(d.warn).toHaveBeenCalledWith(PLEASE_LOGIN);
  });

  it.each([
    { case: 'token', search: '?token=bad.to.ken&tab=2', ssoMode: 'none' as const, casLoginUrl: undefined },
    { case: 'ticket', search: '?ticket=ST-9&tab=2', ssoMode: 'cas' as const, casLoginUrl: undefined },
  ])('a refused $case is not carried into the login redirect', async ({ search, ssoMode, casLoginUrl }) => {
    const { d } = deps({ validateLogin: vi.fn(async () => false), ssoMode, casLoginUrl });
    await expect(guardRoute(route('/personal', search), d)).resolves.toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/personal?tab=2')}`,
    });
  });

  it('a refused ticket is not carried into the cas service address', async () => {
    const casLoginUrl = 'https://cas.example.com/login?locale=zh';
    const { d } = deps({ validateLogin: vi.fn(async () => false), ssoMode: 'cas', casLoginUrl });
    await expect(guardRoute(route('/personal', '?ticket=ST-9&tab=2'), d)).resolves.toEqual({
      kind: 'reload',
      to: `${casLoginUrl}&service=${encodeURIComponent(`${window.location.origin}/personal?tab=2`)}`,
    });
  });

  it('a validation that throws counts as failed', async () => {
    const { d } = deps({ validateLogin: vi.fn(async () => Promise.reject(new Error('x'))) }, user());
    await expect(guardRoute(route('/personal'), d)).resolves.toMatchObject({
      kind: 'redirect',
      to: '/login?redirect=%2Fpersonal',
    });
  });

  it('in cas mode a failure loads the cas login page with the service address', async () => {
    const { d } = deps({
      validateLogin: vi.fn(async () => false),
      ssoMode: 'cas',
      casLoginUrl: 'https://cas.example.com/login',
    });
    await expect(guardRoute(route('/personal', '?a=1'), d)).resolves.toEqual({
      kind: 'reload',
      to: `https://cas.example.com/login?service=${encodeURIComponent(`${window.location.origin}/personal?a=1`)}`,
    });
    expect(d.warn).toHaveBeenCalledWith(PLEASE_LOGIN);
  });

  it.each([
    { case: 'a normal route', pathname: '/personal', whitelist: [] },
    { case: 'a route next to a whitelisted one', pathname: '/workbench', whitelist: ['/work'] },
  ])(
    'a guest on $case is refused: warn 请登录, go to /login, no validation',
    async ({ pathname, whitelist }) => {
      const { d, log } = deps({ whitelist }, user('guest'));
      await expect(guardRoute(route(pathname), d)).resolves.toEqual({
        kind: 'redirect',
        to: `/login?redirect=${encodeURIComponent(pathname)}`,
      });
      expect(log).toEqual(['storeQuery', 'getUser', 'warn']);
      expect(d.warn).toHaveBeenCalledWith(PLEASE_LOGIN);
      expect(d.logout).not.toHaveBeenCalled();
    },
  );

  it.each(['/mailList', '/mailList/detail'])('a guest may open whitelisted %s', async (pathname) => {
    const { d } = deps({ whitelist: ['/mailList'] }, user('guest'));
    await expect(guardRoute(route(pathname), d)).resolves.toEqual({ kind: 'proceed' });
    expect(d.validateLogin).toHaveBeenCalled();
  });

  it.each([
    {
      case: 'a token (jwt)',
      search: '?token=a.b.c&tab=2',
      ssoMode: 'jwt' as const,
      ctx: { token: 'a.b.c', ticket: null },
    },
    {
      case: 'a token (no sso)',
      search: '?token=a.b.c&tab=2',
      ssoMode: 'none' as const,
      ctx: { token: 'a.b.c', ticket: null },
    },
    {
      case: 'a cas ticket',
      search: '?ticket=ST-1&tab=2',
      ssoMode: 'cas' as const,
      ctx: { token: null, ticket: 'ST-1' },
    },
  ])(
    '$case in the query on a custom route is validated and removed from the address',
    async ({ search, ssoMode, ctx }) => {
      const { d } = deps({ ssoMode }, user('guest'));
      await expect(guardRoute(route('/home', search, { custom: true }), d)).resolves.toEqual({
        kind: 'redirect',
        to: '/home?tab=2',
      });
      expect(d.validateLogin).toHaveBeenCalledWith({ pathname: '/home', search, ...ctx });
      expect(d.fetchGuestToken).not.toHaveBeenCalled();
    },
  );

  it('a token in the query replaces a guest even on a normal route', async () => {
    const { d } = deps({}, user('guest'));
    await expect(guardRoute(route('/personal', '?token=a.b.c'), d)).resolves.toEqual({
      kind: 'redirect',
      to: '/personal',
    });
    expect(d.warn).not.toHaveBeenCalled();
  });

  const tokenOf = (sub: string, tenantId = 't2') =>
    makeJwt({ exp: Math.floor(Date.now() / 1000) + 86400, sub, account: sub, tenantId });

  it("ignores another user's token while someone is signed in and strips it from the address (login CSRF)", async () => {
    const { d } = deps({}, user());
    const token = tokenOf('u2');
    await expect(guardRoute(route('/personal', `?token=${token}&tenantCode=demo`), d)).resolves.toEqual({
      kind: 'redirect',
      to: '/personal?tenantCode=demo',
    });
    expect(d.storeQuery).not.toHaveBeenCalled();
    expect(d.validateLogin).not.toHaveBeenCalled();
    expect(d.logout).not.toHaveBeenCalled();
  });

  it('ignores an undecodable token while someone is signed in', async () => {
    const { d } = deps({}, user());
    await expect(guardRoute(route('/home', '?token=a.b.c', { custom: true }), d)).resolves.toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(d.validateLogin).not.toHaveBeenCalled();
  });

  it("adopts a token of the signed-in user's own id (a tenant switch)", async () => {
    const { d } = deps({}, user());
    const token = tokenOf('u1');
    await expect(guardRoute(route('/personal', `?token=${token}`), d)).resolves.toEqual({
      kind: 'redirect',
      to: '/personal',
    });
    expect(d.validateLogin).toHaveBeenCalledWith(expect.objectContaining({ token }));
  });

  it('a ticket outside cas mode is not a credential', async () => {
    const { d } = deps({ ssoMode: 'jwt' });
    await guardRoute(route('/home', '?ticket=ST-1&tenantCode=demo', { custom: true }), d);
    expect(d.validateLogin).not.toHaveBeenCalled();
    expect(d.fetchGuestToken).toHaveBeenCalledWith('demo');
  });
});

describe('5. custom routes with no user and no token get a guest token', () => {
  it.each([
    {
      case: 'tenant code of the query',
      target: route('/home', '?tenantCode=demo', { custom: true }),
      session: null,
    },
    {
      case: 'tenant code of the path',
      target: route('/home/demo', '', { custom: true }, { tenantCode: 'demo' }),
      session: null,
    },
    { case: 'tenant code of the session', target: route('/work', '', { custom: true }), session: 'demo' },
  ])('$case → guest token, proceed', async ({ target, session }) => {
    if (session) sessionValues.set('tenantCode', session);
    const { d, log } = deps();
    await expect(guardRoute(target, d)).resolves.toEqual({ kind: 'proceed' });
    expect(d.fetchGuestToken).toHaveBeenCalledWith('demo');
    expect(log).toEqual(['storeQuery', 'getUser', 'fetchGuestToken']);
  });

  it('a failed guest token goes to the login page', async () => {
    const { d } = deps({ fetchGuestToken: vi.fn(async () => Promise.reject(new Error('no guest'))) });
    await expect(guardRoute(route('/home', '?tenantCode=demo', { custom: true }), d)).resolves.toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/home?tenantCode=demo')}`,
    });
  });

  it('no tenant code at all goes to the login page', async () => {
    const { d } = deps();
    await expect(guardRoute(route('/home', '', { custom: true }), d)).resolves.toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fhome',
    });
    expect(d.fetchGuestToken).not.toHaveBeenCalled();
  });
});

describe('6. anonymous routes', () => {
  it.each([
    {
      case: 'signed-in user on /login',
      target: route('/login', '?redirect=%2Fhome'),
      current: user(),
      mini: true,
      result: 'proceed',
      miniLogin: false,
    },
    {
      case: 'signed-in user on /login/{tenantCode}',
      target: route('/login/demo'),
      current: user(),
      mini: true,
      result: 'proceed',
      miniLogin: false,
    },
    {
      case: '/login in a mini program',
      target: route('/login'),
      current: null,
      mini: true,
      result: 'halt',
      miniLogin: true,
    },
    {
      case: '/login in a browser',
      target: route('/login'),
      current: null,
      mini: false,
      result: 'proceed',
      miniLogin: false,
    },
    {
      case: 'another anonymous page in a mini program',
      target: route('/parking_payment'),
      current: null,
      mini: true,
      result: 'proceed',
      miniLogin: false,
    },
    {
      case: 'another anonymous page with a user',
      target: route('/dingTalk'),
      current: user(),
      mini: false,
      result: 'proceed',
      miniLogin: false,
    },
  ])('$case → $result', async ({ target, current, mini, result, miniLogin }) => {
    const { d } = deps({ isMiniProgram: vi.fn(() => mini) }, current);
    await expect(guardRoute({ ...target, meta: { anonymous: true } }, d)).resolves.toEqual({ kind: result });
    expect(d.miniProgramLogin).toHaveBeenCalledTimes(miniLogin ? 1 : 0);
    expect(d.validateLogin).not.toHaveBeenCalled();
    expect(d.warn).not.toHaveBeenCalled();
  });
});

describe('browser wiring', () => {
  function serve(handler: (config: RequestConfig) => unknown) {
    const urls: string[] = [];
    http.defaults.adapter = async (config: RequestConfig): Promise<HttpResponse> => {
      urls.push(
        `${config.url}${config.params ? `?${new URLSearchParams(config.params as Record<string, string>).toString()}` : ''}`,
      );
      return { data: handler(config), status: 200, statusText: 'OK', headers: {}, config, request: {} };
    };
    return urls;
  }

  afterEach(() => {
    useSession.getState().clearUser();
    vi.restoreAllMocks();
  });

  it('stores the session and local values of the query under the new prefix', () => {
    storeQueryValues(
      new URLSearchParams(
        'tenantId=t1&appID=a1&projectType=1&token=a.b.c&layoutAlias=L&subTenantId=s&subTenantName=S&tenantCode=demo&openId=o&platformType=p&rootTenantId=r&service=svc&other=x',
      ),
    );
    expect(Object.fromEntries(Object.entries(sessionStorage))).toEqual({
      tenantId: 't1',
      appID: 'a1',
      projectType: '1',
      token: 'a.b.c',
      layoutAlias: 'L',
      subTenantId: 's',
      subTenantName: 'S',
      tenantCode: 'demo',
    });
    expect(Object.fromEntries(Object.entries(localStorage))).toEqual({
      t1_a1_openId: 'o',
      t1_a1_platformType: 'p',
      t1_a1_rootTenantId: 'r',
      t1_a1_service: 'svc',
      t1_a1_staffToken: 'a.b.c',
    });
  });

  it('keeps the staff token only for project type 1', () => {
    storeQueryValues(new URLSearchParams('projectType=2&token=a.b.c'));
    expect(localValues.get('staffToken')).toBeNull();
  });

  it('switches to the stored user of a tenant given in the query', () => {
    const acme = user('lisi');
    localStorage.setItem('acme__currentUser', JSON.stringify(acme));
    storeQueryValues(new URLSearchParams('tenantId=acme'));
    expect(useSession.getState().currentUser).toEqual(acme);
  });

  it('a token in the query signs the user in', async () => {
    const token = makeJwt({
      exp: Math.floor(Date.now() / 1000) + 86400,
      iat: Math.floor(Date.now() / 1000),
      sub: 'u7',
      account: 'wangwu',
      tenantId: 'demo',
    });
    const urls = serve(() => ({ state: true, message: '', value: { user: { fullname: '王五' } } }));
    const d = browserGuardDeps();
    await expect(guardRoute(route('/personal', `?token=${token}`), d)).resolves.toEqual({
      kind: 'redirect',
      to: '/personal',
    });
    expect(urls).toEqual(['/api/user/v1/user/getDetailByAccountOrId?account=wangwu']);
    expect(useSession.getState().currentUser).toMatchObject({
      token,
      userId: 'u7',
      account: 'wangwu',
      username: '王五',
      userAttrs: { tenantId: 'demo' },
    });
    expect(sessionValues.get('tenantId')).toBe('demo');
    expect(JSON.parse(localStorage.getItem('demo__currentUser')!)).toMatchObject({ userId: 'u7' });
  });

  it('a tenant switch keeps the full name of the signed-in user, there and back, and after a reload', async () => {
    const urls = serve(() => ({ state: false, message: 'unexpected' }));
    const nowSec = Math.floor(Date.now() / 1000);
    const tokenOf = (tenantId: string) =>
      makeJwt({ exp: nowSec + 86400, iat: nowSec, sub: 'u1', account: 'zhangsan', tenantId });
    sessionValues.set('tenantId', 'demo');
    useSession.getState().setUser({ ...user(), username: '张三', userAttrs: { tenantId: 'demo' } });
    for (const tenantId of ['demo-east', 'demo']) {
      await guardRoute(route('/home', `?token=${tokenOf(tenantId)}`), browserGuardDeps());
      expect(useSession.getState().currentUser).toMatchObject({ username: '张三', userAttrs: { tenantId } });
      useSession.getState().reload();
      expect(useSession.getState().currentUser).toMatchObject({ username: '张三', userAttrs: { tenantId } });
    }
    expect(urls).toEqual([]);
  });

  it('takes the name a token carries without asking the server', async () => {
    const urls = serve(() => ({ state: false, message: 'unexpected' }));
    const token = makeJwt({
      exp: Math.floor(Date.now() / 1000) + 86400,
      sub: 'u8',
      account: 'zhaoliu',
      username: '赵六',
    });
    await guardRoute(route('/home', `?token=${token}`), browserGuardDeps());
    expect(useSession.getState().currentUser).toMatchObject({ account: 'zhaoliu', username: '赵六' });
    expect(urls).toEqual([]);
  });

  it("keeps the signed-in user when a link carries another user's token, and stores that token nowhere", async () => {
    const signedIn = user();
    useSession.getState().setUser(signedIn);
    sessionValues.set('projectType', '1');
    const other = makeJwt({ exp: Math.floor(Date.now() / 1000) + 86400, sub: 'u9', account: 'attacker' });
    await expect(guardRoute(route('/personal', `?token=${other}`), browserGuardDeps())).resolves.toEqual({
      kind: 'redirect',
      to: '/personal',
    });
    expect(useSession.getState().currentUser).toEqual(signedIn);
    expect(sessionValues.get('token')).toBeNull();
    expect(localValues.get('staffToken')).toBeNull();
  });

  it('an expiring token in the query is refused with 请登录', async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    serve(() => ({ state: true, message: '' }));
    const token = makeJwt({ exp: Math.floor(Date.now() / 1000) + 60, sub: 'u7', account: 'wangwu' });
    await expect(
      guardRoute(route('/personal', `?token=${token}`), browserGuardDeps()),
    ).resolves.toMatchObject({
      kind: 'redirect',
      to: expect.stringMatching(/^\/login\?redirect=/),
    });
    expect(warning).toHaveBeenCalledWith(PLEASE_LOGIN);
  });

  it('a custom route signs in the guest of the tenant through GET /sso/genGuestToken', async () => {
    const token = makeJwt({
      exp: Math.floor(Date.now() / 1000) + 86400,
      sub: 'g1',
      account: 'guest',
      tenantId: 'demo',
    });
    const urls = serve(() => ({
      state: true,
      message: '',
      value: { token, loginTime: Date.now(), expiration: 86400, userId: 'g1', account: 'guest' },
    }));
    await expect(
      guardRoute(route('/home', '?tenantCode=demo', { custom: true }), browserGuardDeps()),
    ).resolves.toEqual({
      kind: 'proceed',
    });
    expect(urls).toEqual(['/sso/genGuestToken?tenantCode=demo']);
    expect(useSession.getState().currentUser).toMatchObject({
      account: 'guest',
      userAttrs: { tenantId: 'demo' },
    });
  });

  it('resolves a short link through GET /portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl', async () => {
    const urls = serve(() => ({ state: true, message: '', value: { url: '/news' } }));
    await expect(
      guardRoute(route('/surl/Ab3x', '', { anonymous: true }), browserGuardDeps()),
    ).resolves.toEqual({
      kind: 'redirect',
      to: '/news',
    });
    expect(urls).toEqual(['/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=Ab3x']);
  });

  it('a short link answered with state false shows its message on /messageFillPage, without a notice', async () => {
    serve(() => ({ state: false, message: '链接已过期' }));
    const danger = vi.spyOn(notify, 'danger').mockImplementation(() => {});
    await expect(
      guardRoute(route('/surl/old', '', { anonymous: true }), browserGuardDeps()),
    ).resolves.toEqual({
      kind: 'redirect',
      to: `/messageFillPage/${encodeURIComponent('链接已过期')}`,
    });
    expect(danger).not.toHaveBeenCalled();
  });

  it('a short link with a guest token signs the guest in', async () => {
    const token = makeJwt({
      exp: Math.floor(Date.now() / 1000) + 86400,
      sub: 'g1',
      account: 'guest',
      tenantId: 'demo',
    });
    serve(() => ({ state: true, message: '', value: { guestToken: token, url: '/home' } }));
    await guardRoute(route('/surl/g', '', { anonymous: true }), browserGuardDeps());
    expect(useSession.getState().currentUser).toMatchObject({ account: 'guest', token });
  });

  it('paths a guest opened through a custom app join the whitelist', () => {
    sessionStorage.setItem('guestAppWhitelist', JSON.stringify(['/datavShow/sales']));
    window.__BATON_CONFIG__ = { guestWhitelist: ['/mailList'] };
    try {
      expect(browserGuardDeps().whitelist).toEqual(['/mailList', '/datavShow/sales']);
    } finally {
      delete window.__BATON_CONFIG__;
      sessionStorage.removeItem('guestAppWhitelist');
    }
  });

  it('logout is the shared sign-out: GET /signout, user and tokens forgotten; cleanup drops the history', async () => {
    const urls = serve(() => ({ state: true, message: '' }));
    useSession.getState().setUser(user());
    sessionValues.set('token', 'a.b.c');
    localValues.set('staffToken', 'a.b.c');
    localValues.set('routerStack', ['/home']);
    localValues.set('lastVisitedPath', '/personal');
    const d = browserGuardDeps();
    expect(d.logout).toBe(signOut);
    await d.logout();
    d.cleanup();
    expect(urls).toEqual(['/signout']);
    expect(useSession.getState().currentUser).toBeNull();
    expect(sessionValues.get('token')).toBeNull();
    expect(localValues.get('staffToken')).toBeNull();
    expect(localValues.get('routerStack')).toBeNull();
    expect(localValues.get('lastVisitedPath')).toBeNull();
  });

  it('takes the sso mode, cas login page and guest whitelist from the runtime config (GET /config.js)', async () => {
    window.__BATON_CONFIG__ = {
      ssoMode: 'cas',
      casLoginUrl: 'https://cas.example.com/login',
      guestWhitelist: ['/mailList'],
    };
    try {
      const d = browserGuardDeps();
      expect([d.ssoMode, d.casLoginUrl, d.whitelist]).toEqual([
        'cas',
        'https://cas.example.com/login',
        ['/mailList'],
      ]);
      vi.spyOn(notify, 'warning').mockImplementation(() => {});
      await expect(guardRoute(route('/personal'), d)).resolves.toEqual({
        kind: 'reload',
        to: `https://cas.example.com/login?service=${encodeURIComponent(`${window.location.origin}/personal`)}`,
      });
    } finally {
      delete window.__BATON_CONFIG__;
    }
  });

  it.each([
    { case: 'an older server that serves no config', config: undefined },
    { case: 'empty settings', config: { ssoMode: 'none' as const, casLoginUrl: '', guestWhitelist: [] } },
  ])('falls back to no single sign-on and no whitelist with $case', ({ config }) => {
    window.__BATON_CONFIG__ = config;
    try {
      const d = browserGuardDeps();
      expect([d.ssoMode, d.casLoginUrl, d.whitelist]).toEqual(['none', undefined, []]);
    } finally {
      delete window.__BATON_CONFIG__;
    }
  });

  it('overrides replace single dependencies', () => {
    const resolveShortLink = vi.fn();
    expect(browserGuardDeps({ resolveShortLink }).resolveShortLink).toBe(resolveShortLink);
  });
});
