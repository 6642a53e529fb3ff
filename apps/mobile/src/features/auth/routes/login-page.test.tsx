import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation, useQuery } from '@tanstack/react-query';
import { renderPage } from '../../../test/render-app';
import { useSession } from '../../../lib/session';
import { LoginPage } from './login-page';

const api = vi.hoisted(() => ({
  getTenantByCode: vi.fn(),
  login: vi.fn(),
}));

vi.mock('../api/get-tenant-by-code', () => ({
  useTenantByCode: (code: string) =>
    useQuery({ queryKey: ['tenantByCode', code], queryFn: () => api.getTenantByCode(code) }),
}));

vi.mock('../api/login', () => ({
  useLogin: () => useMutation({ mutationFn: api.login }),
}));

const demo = { id: 't-demo', name: '示例集团', code: 'demo', orgSwitchType: 'tenant' };

async function renderLogin(path = '/login', locale = 'zh-CN') {
  const view = await renderPage(<LoginPage />, {
    path,
    routePath: path.startsWith('/login/') ? '/login/:tenantCode' : '/login',
    locale,
    routes: [
      { path: '/home', element: <p>home page</p> },
      { path: '/personal', element: <p>personal page</p> },
    ],
  });
  return view;
}

beforeEach(() => {
  api.getTenantByCode.mockReset().mockResolvedValue(demo);
  api.login.mockReset();
  useSession.getState().clearUser();
});

describe('login page', () => {
  it('shows the tenant of the default code demo', async () => {
    await renderLogin();
    expect(await screen.findByText('示例集团')).toBeInTheDocument();
    expect(api.getTenantByCode).toHaveBeenCalledWith('demo');
  });

  it('takes the tenant code from the path', async () => {
    api.getTenantByCode.mockResolvedValue({ ...demo, code: 'acme', name: 'Acme' });
    await renderLogin('/login/acme');
    expect(await screen.findByText('Acme')).toBeInTheDocument();
    expect(api.getTenantByCode).toHaveBeenCalledWith('acme');
  });

  it.each([
    ['', '', ['请输入账号', '请输入密码']],
    ['', 'Baton@2026', ['请输入账号']],
    ['zhangsan', '', ['请输入密码']],
  ])('account "%s" and password "%s" give %o', async (account, password, texts) => {
    const user = userEvent.setup();
    await renderLogin();
    await screen.findByText('示例集团');
    if (account) await user.type(screen.getByLabelText('账号'), account);
    if (password) await user.type(screen.getByLabelText('密码'), password);
    await user.click(screen.getByRole('button', { name: '登录' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(texts);
    expect(api.login).not.toHaveBeenCalled();
  });

  it('signs in with the tenant id and goes to the redirect', async () => {
    const user = userEvent.setup();
    api.login.mockResolvedValue({
      token: 'a.b.c',
      loginTime: Date.now(),
      expiration: 86_400,
      userId: 'u1',
      account: 'zhangsan',
    });
    const { router } = await renderLogin('/login?redirect=%2Fpersonal');
    await screen.findByText('示例集团');
    await user.type(screen.getByLabelText('账号'), ' zhangsan ');
    await user.type(screen.getByLabelText('密码'), 'Baton@2026');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('personal page')).toBeInTheDocument();
    expect(api.login.mock.calls[0]?.[0]).toEqual({
      tenantId: 't-demo',
      username: 'zhangsan',
      password: 'Baton@2026',
    });
    expect(router.state.location.pathname).toBe('/personal');
  });

  it('goes home when there is no redirect', async () => {
    const user = userEvent.setup();
    api.login.mockResolvedValue({
      token: 'a.b.c',
      loginTime: Date.now(),
      expiration: 86_400,
      userId: 'u1',
      account: 'zhangsan',
    });
    await renderLogin();
    await screen.findByText('示例集团');
    await user.type(screen.getByLabelText('账号'), 'zhangsan');
    await user.type(screen.getByLabelText('密码'), 'Baton@2026');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it("shows the server's failure message", async () => {
    const user = userEvent.setup();
    api.login.mockRejectedValue(new Error('账号或密码错误'));
    await renderLogin();
    await screen.findByText('示例集团');
    await user.type(screen.getByLabelText('账号'), 'zhangsan');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
  });

  it('shows 登录超时 when the call timed out', async () => {
    const user = userEvent.setup();
    api.login.mockRejectedValue(new Error('timeout of 100000ms exceeded'));
    await renderLogin();
    await screen.findByText('示例集团');
    await user.type(screen.getByLabelText('账号'), 'zhangsan');
    await user.type(screen.getByLabelText('密码'), 'x');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('登录超时');
  });

  it('switches to English: labels and validation texts follow', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await screen.findByText('示例集团');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please enter your account',
      'Please enter your password',
    ]);
  });

  it('opens in the language it is given', async () => {
    await renderLogin('/login', 'zh-TW');
    await waitFor(() => expect(screen.getByRole('button', { name: '登入' })).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('zh-TW');
  });
});
