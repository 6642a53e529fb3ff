import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Org, Tenant } from '@baton/contracts';
import { renderPage, testUser } from '../../test/render-app';
import { useSession } from '../../lib/session';
import { TenantSwitch } from './tenant-switch';

const api = vi.hoisted(() => ({
  getTenant: vi.fn(),
  getCurrentUserTenant: vi.fn(),
  getOrgListByUserId: vi.fn(),
  getTenantToken: vi.fn(),
}));
const host = vi.hoisted(() => ({ native: false }));

vi.mock('./api/get-tenant', () => ({
  useTenant: (id: string) => useQuery({ queryKey: ['tenant', id], queryFn: () => api.getTenant(id) }),
}));
vi.mock('./api/get-current-user-tenant', () => ({
  useCurrentUserTenant: (userId: string, enabled: boolean) =>
    useQuery({ queryKey: ['tenants', userId], queryFn: api.getCurrentUserTenant, enabled }),
}));
vi.mock('./api/get-org-list-by-user-id', () => ({
  useOrgListByUserId: (userId: string, enabled: boolean) =>
    useQuery({ queryKey: ['orgs', userId], queryFn: () => api.getOrgListByUserId(userId), enabled }),
}));
vi.mock('./api/get-tenant-token', () => ({
  useSwitchTenant: () => useMutation({ mutationFn: ({ id }: { id: string }) => api.getTenantToken(id) }),
}));
vi.mock('../../lib/host', () => ({ isNativeShell: () => host.native }));

const demo: Tenant = { id: 't1', name: '示例集团', code: 'demo', orgSwitchType: 'tenant' };
const acme: Tenant = { id: 't2', name: 'Acme 物业', code: 'acme', orgSwitchType: 'tenant' };

beforeEach(() => {
  host.native = false;
  for (const fn of Object.values(api)) fn.mockReset();
  api.getTenant.mockResolvedValue(demo);
  api.getCurrentUserTenant.mockResolvedValue([demo, acme]);
  useSession.getState().setUser(testUser());
});

describe('tenant switch', () => {
  it('shows the current tenant and marks it 已选 in the select popup', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderPage(<TenantSwitch />);
    await user.click(await screen.findByRole('button', { name: /示例集团/ }));
    const dialog = await screen.findByRole('dialog', { name: '选择租户' });
    const current = await within(dialog).findByRole('button', { name: /示例集团/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(current).getByText('已选')).toBeInTheDocument();
    const other = within(dialog).getByRole('button', { name: /Acme 物业/ });
    expect(other).not.toHaveAttribute('aria-current');
    expect(within(other).queryByText('已选')).not.toBeInTheDocument();
  });

  it('asks for a token of the chosen tenant', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    api.getTenantToken.mockReturnValue(new Promise(() => undefined));
    await renderPage(<TenantSwitch />);
    await user.click(await screen.findByRole('button', { name: /示例集团/ }));
    await user.click(await screen.findByRole('button', { name: /Acme 物业/ }));
    expect(api.getTenantToken.mock.calls[0]?.[0]).toBe('t2');
  });

  it('shows 暂无更多 when there is nothing to choose', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    api.getCurrentUserTenant.mockResolvedValue([]);
    await renderPage(<TenantSwitch />);
    await user.click(await screen.findByRole('button', { name: /示例集团/ }));
    expect(await screen.findByText('暂无更多')).toBeInTheDocument();
  });

  it('in organisation mode shows the main organisation and switches in place', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const orgs: Org[] = [
      { id: 'o1', name: '财务部', code: 'cw', isMaster: '0' },
      { id: 'o2', name: '行政部', code: 'xz', isMaster: '1' },
    ];
    api.getTenant.mockResolvedValue({ ...demo, orgSwitchType: 'org' });
    api.getOrgListByUserId.mockResolvedValue(orgs);
    await renderPage(<TenantSwitch />);
    await user.click(await screen.findByRole('button', { name: /行政部/ }));
    const dialog = await screen.findByRole('dialog', { name: '选择组织' });
    expect(within(dialog).getByRole('button', { name: /行政部/ })).toHaveAttribute('aria-current', 'true');
    await user.click(within(dialog).getByRole('button', { name: /财务部/ }));
    expect(await screen.findByRole('button', { name: /财务部/, expanded: false })).toBeInTheDocument();
    expect(api.getOrgListByUserId).toHaveBeenCalledWith('u1');
  });

  it.each([
    ['zh-CN', '选择租户', '下拉刷新'],
    ['en-US', 'Select tenant', 'Pull to refresh'],
    ['zh-TW', '選擇租戶', '下拉重新整理'],
  ])('in %s the popup is titled %s and the pull text is %s', async (locale, title, pulling) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderPage(<TenantSwitch />, { locale });
    await user.click(await screen.findByRole('button', { name: /示例集团/ }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(pulling)).toBeInTheDocument();
  });

  it('a guest sees the tenant name, asks for no lists, and is offered to sign in there', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    useSession.getState().setUser(testUser({ userId: 'guest', account: 'guest', username: 'guest' }));
    api.getTenant.mockResolvedValue({ ...acme, orgSwitchType: 'org' });
    const { router } = await renderPage(<TenantSwitch />, {
      path: '/home/acme?x=1',
      routePath: '/home/:tenantCode',
      routes: [{ path: '/login/:tenantCode', element: <p>login page</p> }],
    });
    await user.click(await screen.findByRole('button', { name: /Acme 物业.*登录/ }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/acme');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/home/acme?x=1')}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.getOrgListByUserId).not.toHaveBeenCalled();
    expect(api.getCurrentUserTenant).not.toHaveBeenCalled();
  });

  it('offers to switch tenant while the name is unknown, except in the native shell', async () => {
    api.getTenant.mockResolvedValue({ ...demo, name: '' });
    const first = await renderPage(<TenantSwitch />);
    expect(await screen.findByRole('button', { name: /切换租户/ })).toBeInTheDocument();
    first.unmount();

    host.native = true;
    const { container } = await renderPage(<TenantSwitch />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
  });
});
