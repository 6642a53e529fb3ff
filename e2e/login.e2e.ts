import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launch, phone, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function fillLogin(
  page: Page,
  account: string,
  password: string,
  labels = { account: '账号', password: '密码' },
) {
  await page.getByLabel(labels.account, { exact: true }).fill(account);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
}

describe('login', () => {
  it('logs zhangsan in (zh-CN) and lands on home with his name', async () => {
    const page = await (await phone(browser)).newPage();
    await page.goto('/login/demo');
    await expect.poll(() => page.getByText('百特科技').count()).toBeGreaterThan(0);
    // The deployment's settings (GET /config.js) are in place before the app runs.
    expect(
      await page.evaluate(() => typeof (window as { __BATON_CONFIG__?: unknown }).__BATON_CONFIG__),
    ).toBe('object');
    await shot(page, 'login-zh-CN');
    await fillLogin(page, 'zhangsan', DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByText('张三').count()).toBeGreaterThan(0);
    await shot(page, 'home-zh-CN');
    await page.context().close();
  });

  it('logs an acme user in on /login: no tenant is named, the server picks his home tenant', async () => {
    const page = await (await phone(browser)).newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(await page.getByText('百特科技').count()).toBe(0);
    await fillLogin(page, 'acme', DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByText('艾克美管理员').count()).toBeGreaterThan(0);
    // Local keys carry the tenant the user signed in to.
    const stored = await page.evaluate(() => {
      const tenantId = sessionStorage.getItem('tenantId') ?? '';
      return {
        tenantId,
        user: localStorage.getItem(`${tenantId}_${sessionStorage.getItem('appID') ?? ''}_currentUser`),
      };
    });
    expect(stored.tenantId).not.toBe('');
    expect(stored.user).not.toBeNull();
    await page.context().close();
  });

  it('shows both required-field texts when the form is sent empty, and stays on /login', async () => {
    const page = await (await phone(browser)).newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByText('请输入账号', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('请输入密码', { exact: true }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    await shot(page, 'login-empty');
    await page.context().close();
  });

  it('refuses a wrong password without telling which part was wrong', async () => {
    const page = await (await phone(browser)).newPage();
    await page.goto('/login');
    await fillLogin(page, 'lisi', 'not-the-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.first().waitFor();
    expect(await alert.first().textContent()).toContain('账号或密码错误');
    expect(new URL(page.url()).pathname).toBe('/login');

    await fillLogin(page, 'nobody-here', 'not-the-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('账号或密码错误');
    await shot(page, 'login-wrong-password');
    await page.context().close();
  });

  it('switches to English, remembers it, and logs in', async () => {
    const page = await (await phone(browser, 'en-US')).newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await shot(page, 'login-en-US');
    // The server answers in the language of the app, too.
    await fillLogin(page, 'wangwu', 'not-the-password', { account: 'Account', password: 'Password' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('Wrong account or password');
    await fillLogin(page, 'wangwu', DEMO_PASSWORD, { account: 'Account', password: 'Password' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/home');
    await page.getByText('Me', { exact: true }).click();
    await page.waitForURL('**/personal');
    await expect.poll(() => page.getByText('Sign out').count()).toBeGreaterThan(0);
    await shot(page, 'personal-en-US');
    await page.context().close();
  });

  it('goes back to /login with the redirect when the token stops working, and returns there after login', async () => {
    const page = await (await phone(browser)).newPage();
    await page.goto('/login?redirect=%2Fpersonal');
    await fillLogin(page, 'zhaoliu', DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/personal');

    // The server revokes the token (as a sign-out on another device would); the next call answers 401.
    const revoked = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('currentUser'));
      const user = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { token?: string };
      const res = await fetch('/signout', { headers: { authorization: `Bearer ${user.token}` } });
      return res.ok;
    });
    expect(revoked).toBe(true);
    await page.goto('/personal');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/personal');

    await fillLogin(page, 'zhaoliu', DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/personal');
    await page.context().close();
  });

  it('drops a stored user whose token expires within 7200 s and asks for a login', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.evaluate(() => {
      const b64 = (o: object) =>
        btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', exp, tenantId: 't' })}.sig`;
      const key = Object.keys(sessionStorage).includes('tenantId')
        ? `${sessionStorage.getItem('tenantId')}_${sessionStorage.getItem('appID') ?? ''}_currentUser`
        : '__currentUser';
      localStorage.setItem(
        key,
        JSON.stringify({
          token,
          userId: 'x',
          account: 'zhangsan',
          username: '张三',
          loginTime: Date.now(),
          expiration: 3600,
          userAttrs: { tenantId: 't' },
        }),
      );
    });
    await page.goto('/personal');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/personal');
    await context.close();
  });
});
