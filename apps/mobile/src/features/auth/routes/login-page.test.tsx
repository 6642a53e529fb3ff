import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type HttpResponse, type RequestConfig } from '../../../lib/http-client';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { renderPage } from '../../../test/render-app';
import { makeJwt } from '../../../test/jwt';
import { createKeyPair } from '../../../test/key-pair';
import { LoginPage } from './login-page';

type Reply = (config: RequestConfig) => unknown;

const tenants: Record<string, { id: string; name: string; code: string; orgSwitchType: string }> = {
  demo: { id: 't-demo', name: '示例集团', code: 'demo', orgSwitchType: 'tenant' },
  acme: { id: 't-acme', name: 'Acme', code: 'acme', orgSwitchType: 'tenant' },
};

let keys: Awaited<ReturnType<typeof createKeyPair>>;
let loginReply: Reply;
const calls: RequestConfig[] = [];
const originalAdapter = http.defaults.adapter;

function loginRecord(tenantId: string) {
  return {
    token: makeJwt({ sub: 'u1', account: 'zhangsan', tenantId, exp: Math.floor(Date.now() / 1000) + 86_400 }),
    loginTime: Date.now(),
    expiration: 86_400,
    userId: 'u1',
    account: 'zhangsan',
    tenantId,
  };
}

const ok = (value: unknown) => ({ state: true, message: '', value });

beforeAll(async () => {
  keys = await createKeyPair();
});

beforeEach(() => {
  calls.length = 0;
  loginReply = (config) => ok(loginRecord(String(config.params?.tenantId ?? 't-home')));
  // The server, at the HTTP boundary: every call of the page goes through the app's real client.
  http.defaults.adapter = async (config): Promise<HttpResponse> => {
    calls.push(config);
    let data: unknown;
    if (config.url === '/uc/tenantManage/v1/getTenantByCode') {
      data = ok(tenants[String(config.params?.code)] ?? null);
    } else if (config.url === '/auth/publicKey') {
      data = ok(keys.pem);
    } else if (config.url === '/auth') {
      data = loginReply(config);
    } else {
      throw new Error(`unexpected call ${config.url}`);
    }
    return { data, status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
  useSession.getState().clearUser();
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const tenantCalls = () =>
  calls.filter((c) => c.url === '/uc/tenantManage/v1/getTenantByCode').map((c) => c.params?.code);
const loginCalls = () => calls.filter((c) => c.url === '/auth');

async function renderLogin(path = '/login', locale = 'zh-CN') {
  return renderPage(<LoginPage />, {
    path,
    routePath: path.startsWith('/login/') ? '/login/:tenantCode' : '/login',
    locale,
    routes: [
      { path: '/home', element: <p>home page</p> },
      { path: '/personal', element: <p>personal page</p> },
    ],
  });
}

async function signIn(account = 'zhangsan', password = 'Baton@2026') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('账号'), account);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('login page: the tenant', () => {
  it.each([
    ['the path', '/login/acme', 'Acme', 'acme'],
    ['the tenantCode query', '/login?tenantCode=acme', 'Acme', 'acme'],
    ['the path before the query', '/login/demo?tenantCode=acme', '示例集团', 'demo'],
  ])('comes from %s', async (_from, path, name, code) => {
    await renderLogin(path);
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(tenantCalls()).toEqual([code]);
  });

  it('comes from the tenant this tab signed in to when the address names none (after a 401)', async () => {
    sessionStorage.setItem('tenantCode', 'acme');
    await renderLogin('/login?redirect=%2Fpersonal');
    expect(await screen.findByText('Acme')).toBeInTheDocument();
    await signIn();
    expect(await screen.findByText('personal page')).toBeInTheDocument();
    expect(loginCalls()[0]?.params).toEqual({ tenantId: 't-acme' });
  });

  it('is left to the server when nothing names one: no tenant shown, no tenantId sent', async () => {
    await renderLogin('/login');
    await signIn();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(tenantCalls()).toEqual([]);
    expect(screen.queryByText('示例集团')).not.toBeInTheDocument();
    expect(loginCalls()[0]?.params).toBeUndefined();
  });

  it('refuses to sign in to a tenant code that does not exist: the error is told, the code is no name', async () => {
    await renderLogin('/login/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到租户 nope，请检查登录地址');
    expect(screen.getByRole('button', { name: '登录' })).toBeDisabled();
    expect(screen.getAllByText(/nope/)).toHaveLength(1);
    await signIn();
    expect(loginCalls()).toEqual([]);
  });

  it('finds a tenant whose code is typed with capitals', async () => {
    await renderLogin('/login/ACME');
    expect(await screen.findByText('Acme')).toBeInTheDocument();
    expect(tenantCalls()).toEqual(['ACME', 'acme']);
    await signIn();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(sessionStorage.getItem('tenantCode')).toBe('acme');
  });
});

describe('login page: signing in', () => {
  it.each([
    ['', '', ['请输入账号', '请输入密码']],
    ['', 'Baton@2026', ['请输入账号']],
    ['zhangsan', '', ['请输入密码']],
  ])('account "%s" and password "%s" give %o', async (account, password, texts) => {
    const user = userEvent.setup();
    await renderLogin('/login/demo');
    await screen.findByText('示例集团');
    if (account) await user.type(screen.getByLabelText('账号'), account);
    if (password) await user.type(screen.getByLabelText('密码'), password);
    await user.click(screen.getByRole('button', { name: '登录' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(texts);
    expect(loginCalls()).toEqual([]);
  });

  it('starts with the account field focused', async () => {
    await renderLogin('/login/demo');
    await screen.findByText('示例集团');
    expect(screen.getByLabelText('账号')).toHaveFocus();
  });

  it('takes at most 64 characters in either field', async () => {
    const user = userEvent.setup();
    await renderLogin('/login/demo');
    await screen.findByText('示例集团');
    await user.type(screen.getByLabelText('账号'), 'a'.repeat(100));
    expect(screen.getByLabelText('账号')).toHaveValue('a'.repeat(64));
    expect(screen.getByLabelText('密码')).toHaveAttribute('maxLength', '64');
  });

  it.each([
    ['zh-CN', '登录', '账号不能超过 64 个字符', '密码过长，最多 64 个字符'],
    [
      'en-US',
      'Sign in',
      'The account can have at most 64 characters',
      'The password is too long (at most 64 characters)',
    ],
    ['zh-TW', '登入', '帳號不能超過 64 個字元', '密碼過長，最多 64 個字元'],
  ])(
    'in %s refuses values too long for the server or the encryption with a plain text',
    async (locale, submit, accountText, passwordText) => {
      const user = userEvent.setup();
      await renderLogin('/login', locale);
      const [account, password] = (await screen.findAllByRole('textbox', { hidden: true }))
        .concat([...document.querySelectorAll<HTMLInputElement>('input[type=password]')])
        .slice(0, 2) as [HTMLInputElement, HTMLInputElement];
      // A value set by the host or an autofill is not cut by maxLength.
      fireEvent.change(account, { target: { value: 'a'.repeat(100) } });
      fireEvent.change(password, { target: { value: '密'.repeat(64) } });
      await user.click(screen.getByRole('button', { name: submit }));
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([accountText, passwordText]);
      expect(loginCalls()).toEqual([]);
    },
  );

  it('sends the trimmed account and the encrypted password with the tenant id, then follows the redirect', async () => {
    const { router } = await renderLogin('/login/demo?redirect=%2Fpersonal');
    await screen.findByText('示例集团');
    await signIn(' zhangsan ');
    expect(await screen.findByText('personal page')).toBeInTheDocument();
    const call = loginCalls()[0]!;
    expect(call.params).toEqual({ tenantId: 't-demo' });
    const body = JSON.parse(String(call.data)) as { username: string; password: string };
    expect(body.username).toBe('zhangsan');
    expect(body.password).not.toBe('Baton@2026');
    expect(await keys.decrypt(body.password)).toBe('Baton@2026');
    expect(router.state.location.pathname).toBe('/personal');
    expect(sessionStorage.getItem('tenantCode')).toBe('demo');
  });

  it('stores the signed-in user under a key that carries the tenant id', async () => {
    sessionStorage.setItem('appID', 'app1');
    await renderLogin('/login/demo');
    await screen.findByText('示例集团');
    await signIn();
    await screen.findByText('home page');
    expect(sessionStorage.getItem('tenantId')).toBe('t-demo');
    expect(JSON.parse(localStorage.getItem('t-demo_app1_currentUser')!)).toMatchObject({ userId: 'u1' });
    expect(Object.keys(localStorage)).toEqual(['t-demo_app1_currentUser']);
  });

  it('goes home when there is no redirect', async () => {
    await renderLogin('/login/demo');
    await screen.findByText('示例集团');
    await signIn();
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it("shows the server's failure message", async () => {
    loginReply = () => ({ state: false, message: '账号或密码错误' });
    await renderLogin('/login/demo');
    await screen.findByText('示例集团');
    await signIn('zhangsan', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(useSession.getState().currentUser).toBeNull();
  });

  it('shows 登录超时 when the call timed out', async () => {
    loginReply = (config) => {
      throw new HttpError('timeout of 100000ms exceeded', 'ECONNABORTED', config);
    };
    await renderLogin('/login/demo');
    await screen.findByText('示例集团');
    const danger = vi.spyOn(notify, 'danger').mockImplementation(() => {});
    await signIn('zhangsan', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录超时');
    expect(danger).toHaveBeenCalledWith('登录超时');
    danger.mockRestore();
  });

  it('shows no notice for a refused login: the page tells it next to the form', async () => {
    loginReply = () => ({ state: false, message: '账号或密码错误' });
    const danger = vi.spyOn(notify, 'danger').mockImplementation(() => {});
    await renderLogin('/login/demo');
    await screen.findByText('示例集团');
    await signIn('zhangsan', 'wrong');
    await screen.findByRole('alert');
    expect(danger).not.toHaveBeenCalled();
    danger.mockRestore();
  });
});

describe('login page: someone already signed in', () => {
  const signedIn = (account: string) => ({
    token: makeJwt({ sub: 'u1', account, exp: Math.floor(Date.now() / 1000) + 86_400 }),
    userId: 'u1',
    account,
    username: account,
    userAttrs: { tenantId: 't-demo' },
    loginTime: Date.now(),
    expiration: 86_400,
  });

  it.each([
    ['/login', 'home page', '/home'],
    ['/login/demo?redirect=%2Fpersonal', 'personal page', '/personal'],
    ['/login?redirect=https%3A%2F%2Fevil.example', 'home page', '/home'],
  ])('%s goes on to %s', async (path, text, pathname) => {
    useSession.getState().setUser(signedIn('zhangsan'));
    const { router } = await renderLogin(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(pathname);
    expect(screen.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
  });

  it('a guest gets the form', async () => {
    useSession.getState().setUser(signedIn('guest'));
    await renderLogin('/login/demo');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  });
});

describe('login page: languages', () => {
  it('switches to English: labels and validation texts follow', async () => {
    const user = userEvent.setup();
    await renderLogin('/login/demo');
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

  it.each([
    ['zh-CN', '登录 · Baton'],
    ['en-US', 'Sign in · Baton'],
    ['zh-TW', '登入 · Baton'],
  ])('in %s the tab is titled %s', async (locale, title) => {
    await renderLogin('/login', locale);
    await waitFor(() => expect(document.title).toBe(title));
  });
});

vi.setConfig({ testTimeout: 15_000 });
