import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../lib/http';
import { sessionValues } from '../../../lib/storage';
import { useSwitchTenant } from './get-tenant-token';

vi.mock('../../../lib/http', () => ({ apiGet: vi.fn(), ApiError: Error }));

afterEach(() => {
  vi.mocked(apiGet).mockReset();
  sessionStorage.clear();
});

describe('switching tenant', () => {
  it('remembers the new tenant for the next sign-in and reloads with its token', async () => {
    sessionValues.set('tenantCode', 'demo');
    vi.mocked(apiGet).mockResolvedValue({ state: true, message: '', value: 'token-of-acme' });
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/home', replace });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSwitchTenant(), { wrapper });

    act(() => result.current.mutate({ id: 't2', code: 'acme' }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(vi.mocked(apiGet)).toHaveBeenCalledWith('/uc/tenantManage/v1/getTenantToken', {
      newTenantId: 't2',
    });
    expect(sessionValues.get('tenantCode')).toBe('acme');
    vi.unstubAllGlobals();
  });
});
