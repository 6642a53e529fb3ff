import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpResponse, RequestConfig } from '../../../lib/http-client';
import { recordRoute } from '../../../lib/history-stack';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { makeJwt } from '../../../test/jwt';
import { createKeyPair } from '../../../test/key-pair';
import { renderPage, testUser } from '../../../test/render-app';
import { ChangePasswordPage } from './change-password-page';

const CHANGE_URL = '/api/user/v1/user/changUserPsd';

let keys: Awaited<ReturnType<typeof createKeyPair>>;
let changeReply: () => unknown;
const calls: RequestConfig[] = [];
const originalAdapter = http.defaults.adapter;

beforeAll(async () => {
  keys = await createKeyPair();
});

beforeEach(() => {
  calls.length = 0;
  changeReply = () => ({ state: true, message: '密码修改成功' });
  http.defaults.adapter = async (config): Promise<HttpResponse> => {
    calls.push(config);
    const data =
      config.url === '/auth/publicKey' ? { state: true, message: '', value: keys.pem } : changeReply();
    return { data, status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
  useSession.getState().setUser(testUser());
  vi.spyOn(notify, 'success').mockImplementation(() => {});
  vi.spyOn(notify, 'danger').mockImplementation(() => {});
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

const changeCalls = () => calls.filter((c) => c.url === CHANGE_URL);

/** Opened from the personal page, so there is a page to go back to. */
async function open() {
  const view = await renderPage(<ChangePasswordPage />, {
    path: '/personal',
    routePath: '/personal/password',
    routes: [
      { path: '/personal', element: <p>personal page</p> },
      { path: '/home', element: <p>home page</p> },
    ],
  });
  recordRoute('/personal');
  await view.router.navigate('/personal/password');
  recordRoute('/personal/password');
  await screen.findByRole('button', { name: '确认修改' });
  return view;
}

async function fill(oldPwd: string, newPwd: string, confirmPwd: string) {
  const user = userEvent.setup();
  if (oldPwd) await user.type(screen.getByLabelText('原密码'), oldPwd);
  if (newPwd) await user.type(screen.getByLabelText('新密码'), newPwd);
  if (confirmPwd) await user.type(screen.getByLabelText('确认新密码'), confirmPwd);
  await user.click(screen.getByRole('button', { name: '确认修改' }));
}

describe('change password page', () => {
  it.each([
    { case: 'all empty', values: ['', '', ''], texts: ['请输入原密码', '请输入新密码', '请再次输入新密码'] },
    {
      case: 'the two entries differ',
      values: ['Baton@2026', 'Baton@2027', 'Baton@2028'],
      texts: ['两次输入的新密码不一致'],
    },
    {
      case: 'a new password outside the rule',
      values: ['Baton@2026', 'short1', 'short1'],
      texts: ['新密码须为8到32位，且同时包含字母和数字'],
    },
  ])('$case: shows $texts and sends nothing', async ({ values: [o, n, c], texts }) => {
    await open();
    await fill(o!, n!, c!);
    for (const text of texts)
      expect(await screen.findByText(text, { selector: '[role=alert]' })).toBeVisible();
    expect(changeCalls()).toEqual([]);
  });

  it('sends both passwords encrypted, goes on with the fresh login it is given, and goes back', async () => {
    const token = makeJwt({
      sub: 'u1',
      account: 'zhangsan',
      tenantId: 't1',
      exp: Math.floor(Date.now() / 1000) + 86_400,
    });
    const record = {
      token,
      loginTime: Date.now(),
      expiration: 86_400,
      userId: 'u1',
      account: 'zhangsan',
      tenantId: 't1',
    };
    changeReply = () => ({ state: true, message: '密码修改成功', value: record });
    const { router } = await open();
    await fill('Baton@2026', 'Baton@2027', 'Baton@2027');
    expect(await screen.findByText('personal page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/personal');
    const body = JSON.parse(String(changeCalls()[0]!.data)) as { oldPwd: string; newPwd: string };
    expect(await keys.decrypt(body.oldPwd)).toBe('Baton@2026');
    expect(await keys.decrypt(body.newPwd)).toBe('Baton@2027');
    expect(notify.success).toHaveBeenCalledWith('密码修改成功');
    expect(useSession.getState().currentUser).toMatchObject({
      token,
      userId: 'u1',
      loginTime: record.loginTime,
    });
  });

  it('keeps the current user when the answer carries no token', async () => {
    const before = useSession.getState().currentUser;
    await open();
    await fill('Baton@2026', 'Baton@2027', 'Baton@2027');
    await screen.findByText('personal page');
    expect(useSession.getState().currentUser).toEqual(before);
  });

  it("stays on the page with the server's refusal", async () => {
    changeReply = () => ({ state: false, message: '原密码错误' });
    const { router } = await open();
    await fill('wrong-old1', 'Baton@2027', 'Baton@2027');
    await waitFor(() => expect(notify.danger).toHaveBeenCalledWith('原密码错误'));
    expect(router.state.location.pathname).toBe('/personal/password');
    expect(notify.success).not.toHaveBeenCalled();
  });
});
