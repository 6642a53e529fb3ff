import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJwt, testUser } from '../test/jwt';
import type { CurrentUser } from './current-user';

const nowSec = () => Math.floor(Date.now() / 1000);

const user = testUser;

async function freshSession() {
  vi.resetModules();
  return import('./session');
}

afterEach(() => {
  vi.resetModules();
});

describe('useSession', () => {
  it('starts with the stored user when it is valid', async () => {
    const stored = user();
    localStorage.setItem('__currentUser', JSON.stringify(stored));
    const { useSession, getToken, getCurrentUser } = await freshSession();
    expect(useSession.getState().currentUser).toEqual(stored);
    expect(getCurrentUser()).toEqual(stored);
    expect(getToken()).toBe(stored.token);
  });

  it.each([
    { case: 'expiring within 7200 s', stored: user({}, 7000) },
    { case: 'a token of two parts', stored: user({ token: 'a.b' }) },
  ])('drops a stored user $case and removes it from storage', async ({ stored }) => {
    localStorage.setItem('__currentUser', JSON.stringify(stored));
    const { useSession, getToken } = await freshSession();
    expect(useSession.getState().currentUser).toBeNull();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('__currentUser')).toBeNull();
  });

  it('persists setUser and clearUser under the prefixed key', async () => {
    sessionStorage.setItem('tenantId', 't1');
    sessionStorage.setItem('appID', 'app');
    const { useSession } = await freshSession();
    const u = user();
    useSession.getState().setUser(u);
    expect(JSON.parse(localStorage.getItem('t1_app_currentUser')!)).toEqual(u);
    useSession.getState().clearUser();
    expect(localStorage.getItem('t1_app_currentUser')).toBeNull();
    expect(useSession.getState().currentUser).toBeNull();
  });

  it.each([
    { case: 'no tenant yet', before: null, key: 't1__currentUser' },
    { case: 'another tenant (tenant switch)', before: 'acme', key: 't1__currentUser' },
  ])("setUser with $case makes the user's tenant the prefix of the stored key", async ({ before, key }) => {
    if (before) sessionStorage.setItem('tenantId', before);
    const { useSession } = await freshSession();
    const u = user();
    useSession.getState().setUser(u);
    expect(sessionStorage.getItem('tenantId')).toBe('t1');
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual(u);
    expect(localStorage.getItem('__currentUser')).toBeNull();
  });

  it('reload reads the user of the current prefix', async () => {
    const { useSession } = await freshSession();
    const u = user();
    localStorage.setItem('acme__currentUser', JSON.stringify(u));
    sessionStorage.setItem('tenantId', 'acme');
    useSession.getState().reload();
    expect(useSession.getState().currentUser).toEqual(u);
  });

  it.each([
    { account: 'guest', guest: true },
    { account: 'zhangsan', guest: false },
  ])('isGuest for account $account → $guest', async ({ account, guest }) => {
    const { useSession, isGuest } = await freshSession();
    expect(isGuest()).toBe(false);
    useSession.getState().setUser(user({ account }));
    expect(isGuest()).toBe(guest);
  });
});

describe('users from tokens', () => {
  it('userFromLoginToken keeps the record and takes the tenant from the token when absent', async () => {
    const { userFromLoginToken } = await freshSession();
    const token = makeJwt({ exp: nowSec() + 86400, tenantId: 'tX' });
    expect(
      userFromLoginToken({ token, loginTime: 1000, expiration: 86400, userId: 'u9', account: 'lisi' }),
    ).toEqual({
      token,
      userId: 'u9',
      account: 'lisi',
      username: 'lisi',
      userAttrs: { tenantId: 'tX' },
      loginTime: 1000,
      expiration: 86400,
    });
  });

  it('userFromToken derives login time and lifetime from iat and exp', async () => {
    const { userFromToken } = await freshSession();
    const token = makeJwt({
      iat: 1_700_000_000,
      exp: 1_700_086_400,
      sub: 'u2',
      account: 'guest',
      tenantId: 't2',
    });
    expect(userFromToken(token)).toEqual({
      token,
      userId: 'u2',
      account: 'guest',
      username: 'guest',
      userAttrs: { tenantId: 't2' },
      loginTime: 1_700_000_000_000,
      expiration: 86400,
    });
    expect(userFromToken('not-a-token')).toBeNull();
  });
});

describe('followOtherTabs', () => {
  async function watched(path = '/personal?tab=1') {
    window.history.replaceState(null, '', path);
    const u = user();
    localStorage.setItem('__currentUser', JSON.stringify(u));
    const session = await freshSession();
    const { registerNavigator } = await import('./navigation');
    const visits: string[] = [];
    const unregister = registerNavigator((to) => visits.push(to));
    const stop = session.followOtherTabs();
    const change = (value: CurrentUser | null, key: string | null = '__currentUser') => {
      if (value) localStorage.setItem('__currentUser', JSON.stringify(value));
      else localStorage.removeItem('__currentUser');
      window.dispatchEvent(new StorageEvent('storage', { key }));
    };
    return {
      session,
      visits,
      change,
      u,
      stop: () => {
        stop();
        unregister();
      },
    };
  }

  it.each([
    { case: 'signed out there', next: null, key: '__currentUser' },
    { case: 'cleared all storage there', next: null, key: null },
    {
      case: 'signed in another user there',
      next: user({ userId: 'u2', account: 'lisi' }),
      key: '__currentUser',
    },
  ])('another tab $case: this tab forgets its user and goes to the login', async ({ next, key }) => {
    const { session, visits, change, stop } = await watched();
    change(next, key);
    expect(session.getCurrentUser()).toBeNull();
    expect(visits).toEqual([`/login?redirect=${encodeURIComponent('/personal?tab=1')}`]);
    stop();
  });

  it('takes over a refreshed token of the same user and stays', async () => {
    const { session, visits, change, u, stop } = await watched();
    const refreshed = user({ token: makeJwt({ exp: nowSec() + 90000, sub: 'u1', account: 'zhangsan' }) });
    change(refreshed);
    expect(session.getCurrentUser()).toEqual(refreshed);
    expect(session.getCurrentUser()?.token).not.toBe(u.token);
    expect(visits).toEqual([]);
    stop();
  });

  it('ignores other keys and other tenants', async () => {
    const { session, visits, u, stop } = await watched();
    localStorage.setItem('t9__currentUser', 'x');
    window.dispatchEvent(new StorageEvent('storage', { key: 't9__currentUser' }));
    window.dispatchEvent(new StorageEvent('storage', { key: '__locale' }));
    expect(session.getCurrentUser()).toEqual(u);
    expect(visits).toEqual([]);
    stop();
  });
});
