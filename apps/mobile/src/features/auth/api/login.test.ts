import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as Http from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useLogin } from './login';

const lib = vi.hoisted(() => ({
  apiPost: vi.fn(),
  encryptForServer: vi.fn(async (plain: string) => `enc(${plain})`),
}));

vi.mock('../../../lib/http', async (original) => ({
  ...(await original<typeof Http>()),
  apiPost: lib.apiPost,
}));
vi.mock('../../../lib/crypto', () => ({
  encryptForServer: lib.encryptForServer,
}));

const record = {
  token: 'h.p.s',
  loginTime: 1_700_000_000_000,
  expiration: 86_400,
  userId: 'u1',
  account: 'zhangsan',
};

function wrapper({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: new QueryClient() }, children);
}

beforeEach(() => {
  lib.apiPost.mockReset();
  useSession.getState().clearUser();
});

describe('useLogin', () => {
  it('sends the encrypted password to POST /auth?tenantId= and stores the user', async () => {
    lib.apiPost.mockResolvedValue({ state: true, message: '', value: record });
    const { result } = renderHook(() => useLogin(), { wrapper });
    result.current.mutate({ tenantId: 't1', username: 'zhangsan', password: 'Baton@2026' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(lib.encryptForServer).toHaveBeenCalledWith('Baton@2026');
    expect(lib.apiPost).toHaveBeenCalledWith(
      '/auth',
      { username: 'zhangsan', password: 'enc(Baton@2026)' },
      expect.objectContaining({ params: { tenantId: 't1' } }),
    );
    expect(useSession.getState().currentUser).toMatchObject({
      token: 'h.p.s',
      userId: 'u1',
      account: 'zhangsan',
      loginTime: record.loginTime,
      expiration: 86_400,
    });
  });

  it('fails with the server message and stores nobody', async () => {
    lib.apiPost.mockResolvedValue({ state: false, message: '账号或密码错误' });
    const { result } = renderHook(() => useLogin(), { wrapper });
    result.current.mutate({ tenantId: 't1', username: 'zhangsan', password: 'x' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('账号或密码错误');
    expect(useSession.getState().currentUser).toBeNull();
  });
});
