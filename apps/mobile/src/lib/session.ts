import { create } from 'zustand';
import { GUEST_ACCOUNT } from '@baton/contracts/limits';
import type { LoginToken } from '@baton/contracts';
import type { CurrentUser } from './current-user';
import { LOGIN_PATH, currentLocation, navigateTo } from './navigation';
import { localKey, localValues, sessionValues } from './storage';
import { decodeJwtPayload, isStoredUserValid } from './token';

export type { CurrentUser } from './current-user';

interface SessionState {
  currentUser: CurrentUser | null;
  setUser(user: CurrentUser): void;
  clearUser(): void;
  /** Reads the stored user again, e.g. after the tenant of the tab (and so the storage prefix) changed. */
  reload(): void;
}

function readStoredUser(): CurrentUser | null {
  const stored = localValues.get('currentUser');
  if (stored && isStoredUserValid(stored)) return stored;
  if (stored) localValues.remove('currentUser');
  return null;
}

export const useSession = create<SessionState>((set) => ({
  currentUser: readStoredUser(),
  setUser(user) {
    // Local keys carry the tenant of the tab: a login or an adopted token (tenant switch) names the tenant the
    // user now belongs to, so the user is stored under `${tenantId}_${appID}_currentUser`.
    const tenantId = user.userAttrs.tenantId;
    if (tenantId) sessionValues.set('tenantId', tenantId);
    localValues.set('currentUser', user);
    set({ currentUser: user });
  },
  clearUser() {
    localValues.remove('currentUser');
    set({ currentUser: null });
  },
  reload() {
    set({ currentUser: readStoredUser() });
  },
}));

export function getCurrentUser(): CurrentUser | null {
  return useSession.getState().currentUser;
}

export function getToken(): string | null {
  return getCurrentUser()?.token ?? null;
}

export function isGuest(user: CurrentUser | null = getCurrentUser()): boolean {
  return user?.account === GUEST_ACCOUNT;
}

/** The client user for a login token record (POST /auth, /refresh, /sso/genGuestToken). */
export function userFromLoginToken(record: LoginToken): CurrentUser {
  const claims = decodeJwtPayload(record.token);
  return {
    token: record.token,
    userId: record.userId,
    account: record.account,
    username: record.username ?? record.account,
    userAttrs: { tenantId: record.tenantId ?? claims?.tenantId ?? '' },
    loginTime: record.loginTime,
    expiration: record.expiration,
  };
}

/** The client user for a bare token handed over in a URL (tenant switch, single sign-on, native shell). */
export function userFromToken(token: string, nowMs: number = Date.now()): CurrentUser | null {
  const claims = decodeJwtPayload(token);
  if (!claims || typeof claims.exp !== 'number') return null;
  const issuedSec = typeof claims.iat === 'number' ? claims.iat : Math.floor(nowMs / 1000);
  const account = claims.account ?? '';
  const named = [claims.username, claims.fullname].find((n) => typeof n === 'string' && n.trim() !== '');
  return {
    token,
    userId: claims.sub ?? '',
    account,
    username: typeof named === 'string' ? named : account,
    userAttrs: { tenantId: claims.tenantId ?? '' },
    loginTime: issuedSec * 1000,
    expiration: claims.exp - issuedSec,
  };
}

/**
 * A token of the signed-in user in another tenant (tenant switch) names only the account: the profile the
 * client already holds stays. Another user keeps what the token gave.
 */
export function keepProfile(adopted: CurrentUser, previous: CurrentUser | null): CurrentUser {
  if (!previous || isGuest(previous) || previous.userId !== adopted.userId) return adopted;
  return { ...adopted, username: previous.username || adopted.username };
}

/** The token carried no name and none was kept: the account stands in until the user detail is read. */
export function lacksName(user: CurrentUser): boolean {
  return !isGuest(user) && (!user.username || user.username === user.account);
}

/**
 * Another tab of this tenant signed out, or signed in someone else: this tab forgets its user too and goes to
 * the login, back here afterwards. A refreshed token of the same user is simply taken over.
 */
export function followOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== localKey('currentUser')) return;
    const before = getCurrentUser();
    if (!before) return;
    const now = readStoredUser();
    if (now && now.userId === before.userId) {
      if (now.token !== before.token) useSession.setState({ currentUser: now });
      return;
    }
    useSession.setState({ currentUser: null });
    const here = currentLocation();
    if (here === LOGIN_PATH || here.startsWith(`${LOGIN_PATH}/`) || here.startsWith(`${LOGIN_PATH}?`)) return;
    navigateTo(`${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`, { replace: true });
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
