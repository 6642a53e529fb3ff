import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { testUser } from '../test/render-app';
import { useSession } from '../lib/session';
import { loadRouterStack } from '../lib/history-stack';
import { localValues } from '../lib/storage';
import { createI18n } from './i18n';
import { AppProviders } from './providers';
import { appRoutes } from './router';
import type { GuardDeps } from './guard';

vi.mock('../components/tenant-switch/tenant-switch', () => ({ TenantSwitch: () => null }));
// The instance screen itself is tested on its own; here it says which ids its route gave it.
vi.mock('../features/workflow/task/routes/instance-page', async () => {
  const { useParams } = await import('react-router');
  return { InstancePage: () => <p data-testid="instance-screen">{JSON.stringify(useParams())}</p> };
});
vi.mock('../features/auth/api/get-tenant-by-code', () => ({
  useTenantByCode: () => ({ data: { id: 't1', name: '示例集团' }, isPending: false, isSuccess: true }),
}));

function deps(): GuardDeps {
  return {
    resolveShortLink: vi.fn(),
    fetchUserToken: vi.fn(),
    fetchGuestToken: vi.fn(async () => Promise.reject(new Error('no guest'))),
    validateLogin: vi.fn(async () => useSession.getState().currentUser !== null),
    ssoMode: 'none',
    whitelist: [],
    isMiniProgram: () => false,
    getUser: () => useSession.getState().currentUser,
    storeQuery: vi.fn(),
    adoptToken: vi.fn(),
    logout: vi.fn(async () => undefined),
    cleanup: vi.fn(),
    warn: vi.fn(),
    miniProgramLogin: vi.fn(),
  };
}

async function open(path: string) {
  const { i18n, ready } = createI18n('zh-CN');
  await ready;
  const guard = deps();
  const router = createMemoryRouter(
    appRoutes(() => guard),
    { initialEntries: [path] },
  );
  render(
    <AppProviders i18n={i18n} queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, guard };
}

beforeEach(() => {
  useSession.getState().clearUser();
});

describe('app routes', () => {
  it('shows the not-found page for an unknown path, with a way home', async () => {
    await open('/no/such/page');
    expect(await screen.findByText('啊哦，你所访问的页面不存在', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });

  it('sends / to /home', async () => {
    useSession.getState().setUser(testUser());
    const { router } = await open('/');
    expect(await screen.findByRole('heading', { name: '首页' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByText('你好，张三')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  });

  it('sends a visitor without a user from a login-only page to /login with a redirect', async () => {
    const { router, guard } = await open('/personal');
    expect(await screen.findByRole('button', { name: '登录' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/personal')}`);
    expect(guard.warn).toHaveBeenCalledWith('请登录');
  });

  it('records visited routes in the history stack', async () => {
    useSession.getState().setUser(testUser());
    const { router } = await open('/home');
    await screen.findByRole('heading', { name: '首页' });
    await router.navigate('/personal/password');
    await screen.findByRole('heading', { name: '修改密码' });
    expect(loadRouterStack()).toEqual(['/home', '/personal/password']);
    expect(localValues.get('lastVisitedPath')).toBe('/personal/password');
  });

  it('redirects /work/myMatters to its first tab', async () => {
    useSession.getState().setUser(testUser());
    const { router } = await open('/work/myMatters');
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/myMatters/0'));
    expect(screen.queryByText('啊哦，你所访问的页面不存在')).not.toBeInTheDocument();
  });

  // workflow.md §2: every detail route reaches the one instance screen, with the ids its path names.
  it.each([
    ['/inst/i1/0', { instId: 'i1', type: '0' }],
    ['/doneDetail/i1/1', { instId: 'i1', type: '1' }],
    ['/noticeTask/n1/copyto', { noticeId: 'n1', type: 'copyto' }],
    ['/instRead/i1/1', { instId: 'i1', myReadType: '1' }],
    ['/myRead/i1/n1/1', { instId: 'i1', noticeId: 'n1', myReadType: '1' }],
    ['/inst/i1', { instId: 'i1' }],
    ['/shareInst/i1/1', { instId: 'i1', isShare: '1' }],
    ['/task/t1/0', { taskId: 't1', leaderId: '0' }],
  ])('%s opens the instance screen', async (path, params) => {
    useSession.getState().setUser(testUser());
    const { router } = await open(path);
    const screenOf = await screen.findByTestId('instance-screen', {}, { timeout: 5000 });
    expect(JSON.parse(screenOf.textContent ?? '')).toEqual(params);
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByText('啊哦，你所访问的页面不存在')).not.toBeInTheDocument();
  });
});
