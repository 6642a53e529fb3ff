import type { ApiEnvelope, LoginToken, SsoMode, UserDetail } from '@baton/contracts';
import { runtimeConfig } from '../lib/config';
import { host, isMiniProgram } from '../lib/host';
import { apiGet } from '../lib/http';
import { notify } from '../lib/notify';
import {
  getCurrentUser,
  isGuest,
  keepProfile,
  lacksName,
  useSession,
  userFromLoginToken,
  userFromToken,
  type CurrentUser,
} from '../lib/session';
import { SESSION_KEYS, localValues, sessionValues } from '../lib/storage';
import { signOut } from '../lib/sign-out';
import { libText } from '../lib/texts';
import { decodeJwtPayload, isStoredUserValid } from '../lib/token';
import { guestAppWhitelist } from '../features/portal/model/guest-whitelist';
import { paths } from './paths';

export interface RouteMeta {
  /** Needs no login. */
  anonymous?: boolean;
  /** A custom (portal) page: guests may see it. */
  custom?: boolean;
}

export interface GuardTarget {
  pathname: string;
  /** Query string with its leading '?', or empty. */
  search: string;
  meta: RouteMeta;
  /** Route parameters; tenantCode of /home/{tenantCode} names the tenant of a guest. */
  params?: { tenantCode?: string };
}

export type GuardDecision =
  | { kind: 'proceed' }
  /** Go to another route of the app. */
  | { kind: 'redirect'; to: string }
  /** Load the URL as a new page (single sign-on login, or a route that must start afresh). */
  | { kind: 'reload'; to: string }
  /** The host took over (mini program login): stay where you are. */
  | { kind: 'halt' };

export interface ShortLinkValue {
  guestToken?: string;
  url?: string;
}

export interface LoginContext {
  pathname: string;
  search: string;
  /** Token handed over in the query (tenant switch, jwt single sign-on, user token). */
  token: string | null;
  /** CAS ticket in the query (cas mode only). */
  ticket: string | null;
}

export interface GuardDeps {
  resolveShortLink(path: string): Promise<ApiEnvelope<ShortLinkValue>>;
  /** Token of the user bound to an open id in a sub-tenant. */
  fetchUserToken(subTenantId: string, openId: string): Promise<string>;
  /** Signs in as the guest of the tenant; rejects when the tenant has no guest. */
  fetchGuestToken(tenantCode: string): Promise<void>;
  /** Makes sure a usable user is signed in, adopting a token or ticket of the query. */
  validateLogin(context: LoginContext): Promise<boolean>;
  ssoMode: SsoMode;
  casLoginUrl?: string;
  whitelist: readonly string[];
  isMiniProgram(): boolean;
  getUser(): CurrentUser | null;
  storeQuery(query: URLSearchParams): void;
  /** Signs in with the guest token a short link carries. */
  adoptToken(token: string): void;
  logout(): Promise<void>;
  cleanup(): void;
  warn(text: string): void;
  miniProgramLogin(): void;
}

export const SHORT_LINK_PREFIX = paths.shortLink.href('');
const LOGIN_PATH = paths.login.path;
const SPENT_QUERY_KEYS = ['token', 'ticket', 'subTenantId', 'openId'];

function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`);
}

export function loginRedirect(pathAndSearch: string): string {
  return paths.login.href(pathAndSearch);
}

function isWhitelisted(pathname: string, whitelist: readonly string[]): boolean {
  return whitelist.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
}

function withQuery(pathname: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Where a failed login check sends the user, after logging out and cleaning up. */
async function toLogin(target: GuardTarget, deps: GuardDeps): Promise<GuardDecision> {
  await deps.logout().catch(() => undefined);
  deps.cleanup();
  deps.warn(libText('pleaseLogin'));
  // Credentials that just failed must not come back after the login, or the user would be sent round again.
  const query = new URLSearchParams(target.search);
  for (const key of SPENT_QUERY_KEYS) query.delete(key);
  const here = withQuery(target.pathname, query);
  if (deps.ssoMode === 'cas' && deps.casLoginUrl) {
    const service = encodeURIComponent(window.location.origin + here);
    const separator = deps.casLoginUrl.includes('?') ? '&' : '?';
    return { kind: 'reload', to: `${deps.casLoginUrl}${separator}service=${service}` };
  }
  return { kind: 'redirect', to: loginRedirect(here) };
}

/** A token of another user than the one signed in; a guest may be replaced by anyone. */
function isForeignToken(token: string, user: CurrentUser | null): boolean {
  return user !== null && !isGuest(user) && decodeJwtPayload(token)?.sub !== user.userId;
}

async function followShortLink(target: GuardTarget, deps: GuardDeps): Promise<GuardDecision> {
  let answer: ApiEnvelope<ShortLinkValue>;
  try {
    answer = await deps.resolveShortLink(target.pathname);
  } catch {
    await deps.logout().catch(() => undefined);
    deps.cleanup();
    return { kind: 'redirect', to: LOGIN_PATH };
  }
  if (!answer.state) return { kind: 'redirect', to: paths.messageFillPage.href(answer.message) };
  const { guestToken, url } = answer.value ?? {};
  if (guestToken && !deps.getUser()) deps.adoptToken(guestToken);
  if (!url) return { kind: 'redirect', to: paths.root.href() };
  return /^https?:\/\//i.test(url) ? { kind: 'reload', to: url } : { kind: 'redirect', to: url };
}

/**
 * The route guard of spec workflow.md §4, in its order of checks: short link, query values, user token for a
 * sub-tenant open id, then the anonymous or login-only branch.
 */
export async function guardRoute(target: GuardTarget, deps: GuardDeps): Promise<GuardDecision> {
  const { pathname, meta } = target;
  if (pathname.startsWith(SHORT_LINK_PREFIX)) return followShortLink(target, deps);

  const query = new URLSearchParams(target.search);
  const offered = query.get('token');
  if (offered && isForeignToken(offered, deps.getUser())) {
    // A link must not swap the signed-in user for someone else's account (login CSRF). A tenant switch hands
    // over a token of the same user, so only such a token is adopted; any other is dropped, stored nowhere.
    query.delete('token');
    return { kind: 'redirect', to: withQuery(pathname, query) };
  }
  deps.storeQuery(query);

  const subTenantId = query.get('subTenantId');
  const openId = query.get('openId');
  if (subTenantId && openId) {
    let token: string;
    try {
      token = await deps.fetchUserToken(subTenantId, openId);
    } catch {
      return toLogin(target, deps);
    }
    const next = new URLSearchParams(query);
    next.delete('subTenantId');
    next.delete('openId');
    next.set('token', token);
    return { kind: 'redirect', to: withQuery(pathname, next) };
  }

  const user = deps.getUser();

  if (meta.anonymous) {
    if (isLoginPath(pathname) && user) return { kind: 'proceed' };
    if (isLoginPath(pathname) && deps.isMiniProgram()) {
      deps.miniProgramLogin();
      return { kind: 'halt' };
    }
    return { kind: 'proceed' };
  }

  const token = query.get('token');
  const ticket = deps.ssoMode === 'cas' ? query.get('ticket') : null;

  if (token || ticket || !meta.custom || user) {
    // A token or ticket in the query replaces the guest, so only a guest without one is refused here.
    if (!token && !ticket && isGuest(user) && !meta.custom && !isWhitelisted(pathname, deps.whitelist)) {
      deps.warn(libText('pleaseLogin'));
      return { kind: 'redirect', to: loginRedirect(pathname + target.search) };
    }
    const valid = await deps
      .validateLogin({ pathname, search: target.search, token, ticket })
      .catch(() => false);
    if (!valid) return toLogin(target, deps);
    if (token || ticket) {
      // Keep credentials out of the address bar and history once they are adopted.
      const clean = new URLSearchParams(query);
      clean.delete('token');
      clean.delete('ticket');
      return { kind: 'redirect', to: withQuery(pathname, clean) };
    }
    return { kind: 'proceed' };
  }

  const tenantCode = query.get('tenantCode') ?? target.params?.tenantCode ?? sessionValues.get('tenantCode');
  if (!tenantCode) return { kind: 'redirect', to: loginRedirect(pathname + target.search) };
  try {
    await deps.fetchGuestToken(tenantCode);
    return { kind: 'proceed' };
  } catch {
    return { kind: 'redirect', to: loginRedirect(pathname + target.search) };
  }
}

const LOCAL_QUERY_KEYS = ['openId', 'platformType', 'rootTenantId', 'service'] as const;

/** Stores the session and local values of spec §3 that arrive in the query. */
export function storeQueryValues(query: URLSearchParams): void {
  const prefixBefore = `${sessionValues.get('tenantId')}_${sessionValues.get('appID')}`;
  for (const key of SESSION_KEYS) {
    const value = query.get(key);
    if (value !== null) sessionValues.set(key, value);
  }
  if (`${sessionValues.get('tenantId')}_${sessionValues.get('appID')}` !== prefixBefore) {
    // Local keys carry the tenant and app: the stored user of the new prefix applies from now on.
    useSession.getState().reload();
  }
  for (const key of LOCAL_QUERY_KEYS) {
    const value = query.get(key);
    if (value !== null) localValues.set(key, value);
  }
  const token = query.get('token');
  if (token && sessionValues.get('projectType') === '1') localValues.set('staffToken', token);
}

function adoptUser(user: CurrentUser | null): boolean {
  if (!user || !isStoredUserValid(user)) return false;
  useSession.getState().setUser(user);
  return true;
}

/** Puts the full name of the user detail in place of the account (best effort: the account still reads). */
async function fillFullname(user: CurrentUser): Promise<void> {
  const answer = await apiGet<UserDetail>(
    '/api/user/v1/user/getDetailByAccountOrId',
    { account: user.account },
    { silent: true },
  ).catch(() => null);
  const fullname = answer?.value?.user?.fullname?.trim();
  if (!fullname || getCurrentUser()?.token !== user.token) return;
  useSession.getState().setUser({ ...user, username: fullname });
}

function loginRecord(value: LoginToken | string | undefined): CurrentUser | null {
  if (!value) return null;
  return typeof value === 'string' ? userFromToken(value) : userFromLoginToken(value);
}

/**
 * Guard dependencies that talk to Baton's server and the browser. `overrides` replaces any of them (later
 * issues plug in the short-link and open-id calls of their hosts here).
 */
export function browserGuardDeps(overrides: Partial<GuardDeps> = {}): GuardDeps {
  const config = runtimeConfig();
  return {
    // GET /portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl: the code after /surl/; a state-false answer is
    // a message to show (/messageFillPage), so it resolves instead of rejecting.
    resolveShortLink: (path) =>
      apiGet<ShortLinkValue>(
        '/portal/shorturlManage/v1/getLongUrlByShortUrl',
        { shortUrl: path.slice(SHORT_LINK_PREFIX.length) },
        { silent: true, allowFailure: true },
      ),
    async fetchUserToken(subTenantId, openId) {
      const answer = await apiGet<string>(
        '/sso/getUserToken',
        { tenantId: subTenantId, openId },
        { silent: true },
      );
      if (!answer.state || !answer.value) throw new Error(answer.message);
      return answer.value;
    },
    async fetchGuestToken(tenantCode) {
      const answer = await apiGet<LoginToken | string>(
        '/sso/genGuestToken',
        { tenantCode },
        { silent: true },
      );
      if (!answer.state || !adoptUser(loginRecord(answer.value))) throw new Error(answer.message);
    },
    async validateLogin({ token, ticket, pathname, search }) {
      if (ticket) {
        const params = new URLSearchParams(search);
        params.delete('ticket');
        const service = window.location.origin + withQuery(pathname, params);
        const answer = await apiGet<LoginToken>('/sso/auth', { ticket, service }, { silent: true });
        return answer.state && adoptUser(loginRecord(answer.value));
      }
      if (token) {
        const offered = userFromToken(token);
        if (!offered) return false;
        const adopted = keepProfile(offered, getCurrentUser());
        if (!adoptUser(adopted)) return false;
        if (lacksName(adopted)) await fillFullname(adopted);
        return true;
      }
      return isStoredUserValid(getCurrentUser());
    },
    ssoMode: config.ssoMode ?? 'none',
    casLoginUrl: config.casLoginUrl || undefined,
    // The deployment's paths, and those a guest opened through a custom app (community.md §6).
    get whitelist() {
      return [...(config.guestWhitelist ?? []), ...guestAppWhitelist()];
    },
    isMiniProgram,
    getUser: getCurrentUser,
    storeQuery: storeQueryValues,
    adoptToken(token) {
      adoptUser(userFromToken(token));
    },
    logout: signOut,
    cleanup() {
      localValues.remove('routerStack');
      localValues.remove('lastVisitedPath');
    },
    warn: notify.warning,
    miniProgramLogin: host.miniProgramLogin,
    ...overrides,
  };
}
