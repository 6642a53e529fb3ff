import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { methodRights } from '../../../lib/storage';
import { makeJwt } from '../../../test/jwt';
import { useUserRights } from './get-user-rights';

vi.mock('../../../lib/http', () => ({ apiGet: vi.fn() }));

const MENU_URL = '/sys/sysMenu/v1/getCurrentUserMenu';
const METHOD_URL = '/sys/sysMenu/v1/getCurrentUserMethodAuth';
const methods = { allMethod: ['bpm.start', 'bpm.revoke'], curUserMethod: ['bpm.start'] };
const menus = [{ id: 'm1', alias: 'mobile', name: '移动端', menuUrl: '', code: 'mobile', children: [] }];

function answer(url: string) {
  return Promise.resolve({ state: true, message: '', value: url === MENU_URL ? menus : methods });
}

function signIn(account: string, userId: string) {
  useSession.getState().setUser({
    token: makeJwt({ exp: Math.floor(Date.now() / 1000) + 86400, sub: userId }),
    userId,
    account,
    username: account,
    userAttrs: { tenantId: 't1' },
    loginTime: Date.now(),
    expiration: 86400,
  });
}

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => {
  vi.mocked(apiGet).mockReset();
  useSession.getState().clearUser();
  methodRights.clear();
});

describe('the user rights', () => {
  it('come from the menu and method-right calls, once per user, with the method rights kept in the session', async () => {
    vi.mocked(apiGet).mockImplementation((url) => answer(url) as never);
    signIn('zhangsan', 'u1');
    const wrapper = wrapperOf(new QueryClient());
    const first = renderHook(() => useUserRights(), { wrapper });
    expect(first.result.current).toEqual({ menus: null, allMethod: null, curUserMethod: null });
    await waitFor(() => expect(first.result.current.menus).toEqual(menus));
    await waitFor(() => expect(first.result.current.curUserMethod).toEqual(['bpm.start']));
    first.unmount();
    const second = renderHook(() => useUserRights(), { wrapper });
    expect(second.result.current.allMethod).toEqual(methods.allMethod);

    expect(
      vi
        .mocked(apiGet)
        .mock.calls.map(([url]) => url)
        .sort(),
    ).toEqual([MENU_URL, METHOD_URL]);
    expect(methodRights.get()).toEqual(methods);

    signIn('lisi', 'u2');
    await waitFor(() => expect(apiGet).toHaveBeenCalledTimes(4));
  });

  it('are not asked for a guest', () => {
    signIn('guest', 'guest');
    const { result } = renderHook(() => useUserRights(), { wrapper: wrapperOf(new QueryClient()) });
    expect(result.current.menus).toBeNull();
    expect(apiGet).not.toHaveBeenCalled();
  });
});
