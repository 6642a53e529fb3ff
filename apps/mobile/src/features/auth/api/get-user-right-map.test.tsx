import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { methodRights } from '../../../lib/storage';
import { makeJwt } from '../../../test/jwt';
import { useUserRightMap } from './get-user-right-map';

vi.mock('../../../lib/http', () => ({ apiGet: vi.fn() }));

const rights = {
  allMethod: ['bpm.start', 'bpm.revoke'],
  curUserMethod: ['bpm.start'],
  menus: [],
  rightMap: {},
};

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

afterEach(() => {
  vi.mocked(apiGet).mockReset();
  useSession.getState().clearUser();
});

describe('the user right map', () => {
  it('is fetched once per user and its method permissions are kept in the session', async () => {
    vi.mocked(apiGet).mockResolvedValue({ state: true, message: '', value: rights });
    signIn('zhangsan', 'u1');
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const first = renderHook(() => useUserRightMap(), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    const second = renderHook(() => useUserRightMap(), { wrapper });
    await waitFor(() => expect(second.result.current.data).toEqual(rights));

    expect(apiGet).toHaveBeenCalledTimes(1);
    expect(apiGet).toHaveBeenCalledWith('/sys/authUser/v1/getUserRightMap');
    expect(methodRights.get()).toEqual({ allMethod: rights.allMethod, curUserMethod: ['bpm.start'] });

    signIn('lisi', 'u2');
    await waitFor(() => expect(apiGet).toHaveBeenCalledTimes(2));
  });

  it('is not asked for a guest', async () => {
    signIn('guest', 'guest');
    const client = new QueryClient();
    const { result } = renderHook(() => useUserRightMap(), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(apiGet).not.toHaveBeenCalled();
  });
});
