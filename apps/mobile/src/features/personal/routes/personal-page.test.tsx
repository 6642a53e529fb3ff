import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpResponse, RequestConfig } from '../../../lib/http-client';
import { useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@baton/contracts';
import { renderPage, testUser } from '../../../test/render-app';
import { useSession } from '../../../lib/session';
import { http } from '../../../lib/http';
import { localValues, sessionValues } from '../../../lib/storage';
import { PersonalPage } from './personal-page';

const api = vi.hoisted(() => ({ getUserDetail: vi.fn() }));
const host = vi.hoisted(() => ({ native: false, mini: false }));

vi.mock('../api/get-user-detail', () => ({
  useUserDetail: (account: string) =>
    useQuery({ queryKey: ['detail', account], queryFn: () => api.getUserDetail(account) }),
}));
vi.mock('../../../lib/host', () => ({
  isNativeShell: () => host.native,
  isMiniProgram: () => host.mini,
}));
vi.mock('../../../components/tenant-switch/tenant-switch', () => ({ TenantSwitch: () => null }));
const layouts = vi.hoisted(() => ({ count: 0, open: vi.fn() }));
vi.mock('../../../app/layouts/tab-context', () => ({
  useTabContext: () => ({ menus: null, allMethod: null, curUserMethod: null, layoutSwitch: layouts }),
}));

function detail(user: Partial<UserDetail['user']> = {}): UserDetail {
  return {
    account: 'zhangsan',
    user: {
      id: 'u1',
      account: 'zhangsan',
      fullname: '张三',
      sex: '男',
      status: 1,
      mobile: '13800000001',
      email: 'zhangsan@demo.cn',
      address: '上海市浦东新区',
      ...user,
    },
    org: [{ id: 'o1', name: '财务部', code: 'cw' }],
    post: {
      p1: {
        postId: 'p1',
        postName: '会计',
        postCode: 'kj',
        orgId: 'o1',
        orgName: '财务部',
        orgCode: 'cw',
        isMaster: '1',
      },
    },
    role: { roleName: '普通员工|部门经理' },
  };
}

function row(label: string): HTMLElement {
  const labelNode = screen.getByText(label, { selector: 'span' });
  return labelNode.parentElement as HTMLElement;
}

beforeEach(() => {
  host.native = false;
  host.mini = false;
  api.getUserDetail.mockReset().mockResolvedValue(detail());
  useSession.getState().setUser(testUser());
});

describe('personal page', () => {
  it('titles the tab 我的 · Baton', async () => {
    await renderPage(<PersonalPage />, { path: '/personal' });
    await waitFor(() => expect(document.title).toBe('我的 · Baton'));
  });

  it('shows the user card and details', async () => {
    await renderPage(<PersonalPage />, { path: '/personal' });
    expect(await screen.findByText('13800000001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /张三/ })).toBeInTheDocument();
    expect(screen.getByText('账号: zhangsan')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '男' })).toBeInTheDocument();
    expect(within(row('邮箱')).getByText('zhangsan@demo.cn')).toBeInTheDocument();
    expect(within(row('地址')).getByText('上海市浦东新区')).toBeInTheDocument();
    expect(within(row('角色')).getByText('普通员工')).toBeInTheDocument();
    expect(within(row('角色')).getByText('部门经理')).toBeInTheDocument();
    expect(within(row('岗位')).getByText('会计')).toBeInTheDocument();
    expect(within(row('部门')).getByText('财务部')).toBeInTheDocument();
    expect(api.getUserDetail).toHaveBeenCalledWith('zhangsan');
  });

  it.each([
    [1, '正常'],
    [0, '禁用'],
    [-1, '未激活'],
    [2, '离职'],
  ])('status %i reads %s', async (status, text) => {
    api.getUserDetail.mockResolvedValue(detail({ status }));
    await renderPage(<PersonalPage />, { path: '/personal' });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows 无 for a missing email and address', async () => {
    api.getUserDetail.mockResolvedValue(detail({ email: '', address: undefined }));
    await renderPage(<PersonalPage />, { path: '/personal' });
    await screen.findByText('13800000001');
    expect(within(row('邮箱')).getByText('无')).toBeInTheDocument();
    expect(within(row('地址')).getByText('无')).toBeInTheDocument();
  });

  it('in a browser offers signature and password change, not update or binding', async () => {
    await renderPage(<PersonalPage />, { path: '/personal' });
    await screen.findByText('13800000001');
    expect(screen.getByRole('link', { name: '电子签名' })).toHaveAttribute('href', '/canvas');
    expect(screen.getByRole('link', { name: '修改密码' })).toHaveAttribute('href', '/personal/password');
    expect(screen.queryByRole('button', { name: '软件更新' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '绑定小程序' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '切换布局' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });

  it('in the native shell offers the software update', async () => {
    host.native = true;
    await renderPage(<PersonalPage />, { path: '/personal' });
    expect(await screen.findByRole('button', { name: '软件更新' })).toBeInTheDocument();
  });

  it('in a mini program offers binding only once an open id is stored', async () => {
    host.mini = true;
    const first = await renderPage(<PersonalPage />, { path: '/personal' });
    await screen.findByText('13800000001');
    expect(screen.queryByRole('button', { name: '绑定小程序' })).not.toBeInTheDocument();
    first.unmount();

    localValues.set('openId', 'o-123');
    await renderPage(<PersonalPage />, { path: '/personal' });
    expect(await screen.findByRole('button', { name: '绑定小程序' })).toBeInTheDocument();
  });

  it('offers the seven theme colours and the three languages', async () => {
    await renderPage(<PersonalPage />, { path: '/personal' });
    const themes = screen.getByRole('radiogroup', { name: '主题颜色' });
    expect(
      within(themes)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['默认蓝', '红', '橙', '黄', '绿', '浅蓝', '紫']);
    expect(within(themes).getByRole('radio', { name: '默认蓝' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('group', { name: '语言' })).toBeInTheDocument();
  });

  it('remembers a chosen theme colour', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await renderPage(<PersonalPage />, { path: '/personal' });
    await user.click(screen.getByRole('radio', { name: '紫' }));
    expect(screen.getByRole('radio', { name: '紫' })).toHaveAttribute('aria-checked', 'true');
    expect(localValues.get('theme')).toBe('purple');
    expect(document.documentElement.style.getPropertyValue('--adm-color-primary')).toBe('#7a3fd1');
  });

  it('reads in English after switching language', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    api.getUserDetail.mockResolvedValue(detail({ email: '' }));
    await renderPage(<PersonalPage />, { path: '/personal' });
    await screen.findByText('13800000001');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Active', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(row('Email')).getByText('None')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it.each([
    [1, false],
    [2, true],
  ])('with %s authorised layouts the switch-layout entry shows: %s', async (count, shown) => {
    layouts.count = count;
    try {
      await renderPage(<PersonalPage />, { path: '/personal' });
      await screen.findByText('13800000001');
      const entry = screen.queryByRole('button', { name: /切换布局/ });
      expect(entry !== null).toBe(shown);
      if (entry) {
        await userEvent.click(entry);
        expect(layouts.open).toHaveBeenCalled();
      }
    } finally {
      layouts.count = 0;
    }
  });

  it('exit asks first, then signs out through GET /signout, forgets the tokens and opens /login', async () => {
    // The dialog fades in; its buttons are real buttons all along.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls: string[] = [];
    const original = http.defaults.adapter;
    http.defaults.adapter = async (config: RequestConfig): Promise<HttpResponse> => {
      calls.push(config.url ?? '');
      return {
        data: { state: true, message: '' },
        status: 200,
        statusText: '',
        headers: {},
        config,
        request: {},
      };
    };
    try {
      sessionValues.set('token', 'session.token.x');
      localValues.set('staffToken', 'staff.token.x');
      const { router } = await renderPage(<PersonalPage />, {
        path: '/personal',
        routes: [{ path: '/login', element: <p>login page</p> }],
      });
      await user.click(await screen.findByRole('button', { name: '退出登录' }));
      expect(await screen.findByText('确定要退出登录吗？')).toBeInTheDocument();
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: '退出登录' }));
      expect(await screen.findByText('login page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      await waitFor(() => expect(calls).toEqual(['/signout']));
      expect(useSession.getState().currentUser).toBeNull();
      expect(sessionValues.get('token')).toBeNull();
      expect(localValues.get('staffToken')).toBeNull();
    } finally {
      http.defaults.adapter = original;
    }
  });
});
