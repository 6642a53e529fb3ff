import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DEMO_PASSWORD, launch, phone, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function loginAs(page: Page, account: string, redirect = '/personal') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(`**${redirect}`);
}

describe('app shell', () => {
  it('shows the not-found page for an unknown path', async () => {
    const page = await (await phone(browser)).newPage();
    await page.goto('/no/such/page');
    await page.getByText('啊哦，你所访问的页面不存在').waitFor();
    await shot(page, 'not-found');
    await page.context().close();
  });

  it('asks someone not logged in on / to log in, then lands on /home', async () => {
    const page = await (await phone(browser)).newPage();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/');
    await page.getByLabel('账号', { exact: true }).fill('wangwu');
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.context().close();
  });

  it('shows the personal page of zhangsan with his profile, roles, posts and departments', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'zhangsan');
    await page.getByText('研发部').first().waitFor();
    const text = await page.locator('body').innerText();
    for (const expected of [
      'zhangsan',
      '正常',
      '研发部',
      '岗位',
      '角色',
      '退出登录',
      '修改密码',
      '电子签名',
    ]) {
      expect(text).toContain(expected);
    }
    // Entries that belong to the app shell or a mini program are not shown in a browser.
    expect(text).not.toContain('软件更新');
    expect(text).not.toContain('绑定小程序');
    await shot(page, 'personal');
    await page.context().close();
  });

  it('switches tenant: the popup marks the current one, choosing another reloads into it', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'zhangsan');
    await page
      .getByRole('button', { name: /百特科技/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('百特东区物业').waitFor();
    expect(await dialog.getByText('已选').count()).toBe(1);
    await shot(page, 'tenant-switch');
    await dialog.getByText('百特东区物业').click();
    // The popup stays open until the page reloads into the chosen tenant.
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.getByRole('button', { name: /百特东区物业/ }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    // The token of the other tenant names only the account: the full name stays, also after a reload.
    await page.goto('/home');
    await page.getByText('你好，张三', { exact: true }).waitFor();
    await page.reload();
    await page.getByText('你好，张三', { exact: true }).waitFor();
    await page.context().close();
  });

  it('a guest of acme sees the tenant name, no refused calls, and is offered to sign in there', async () => {
    const page = await (await phone(browser)).newPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/home/acme');
    const header = page.getByRole('button', { name: /艾克美集团/ });
    await header.waitFor();
    expect(refused).toEqual([]);
    await header.click();
    await page.waitForURL((url) => url.pathname === '/login/acme');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/home/acme');
    await page.context().close();
  });

  it('signs out from the personal page', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'lisi');
    await page.getByText('退出登录').click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: '退出登录' });
    await confirm.waitFor();
    const fonts = await confirm.evaluate((button) => [
      getComputedStyle(button).fontFamily,
      getComputedStyle(document.body).fontFamily,
    ]);
    expect(fonts[0]).toBe(fonts[1]);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/personal');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });

  it('a sign-out in one tab takes the other tab of the same login to /login', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await loginAs(page, 'wangwu');
    const other = await context.newPage();
    // A new tab starts without the session values of the first: it is opened on the first tab's tenant.
    const tenantId = await page.evaluate(() => sessionStorage.getItem('tenantId'));
    await other.goto(`/personal?tenantId=${tenantId ?? ''}`);
    await other.waitForURL((url) => url.pathname === '/personal');
    await page.getByText('退出登录').click();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await other.waitForURL((url) => url.pathname === '/login');
    expect(new URL(other.url()).searchParams.get('redirect')).toBe(`/personal?tenantId=${tenantId ?? ''}`);
    await context.close();
  });

  it('changes the password: stays signed in with the fresh login, back on the personal page, and the new one works', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'sunli');
    await page.getByText('修改密码', { exact: true }).click();
    await page.waitForURL('**/personal/password');
    await page.getByLabel('原密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('新密码', { exact: true }).fill('Sunli2027x');
    await page.getByLabel('确认新密码', { exact: true }).fill('Sunli2028x');
    await page.getByRole('button', { name: '确认修改', exact: true }).click();
    await page.getByText('两次输入的新密码不一致', { exact: true }).waitFor();
    await page.getByLabel('确认新密码', { exact: true }).fill('Sunli2027x');
    await page.getByRole('button', { name: '确认修改', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/personal');
    // The older tokens ended with the change: a reload only stays signed in on the token the answer carried.
    await page.reload();
    await expect.poll(() => page.getByText('孙丽').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/personal');
    await page.context().close();

    const again = await (await phone(browser)).newPage();
    await again.goto('/login?redirect=%2Fpersonal');
    await again.getByLabel('账号', { exact: true }).fill('sunli');
    await again.getByLabel('密码', { exact: true }).fill('Sunli2027x');
    await again.getByRole('button', { name: '登录', exact: true }).click();
    await again.waitForURL('**/personal');
    await again.context().close();
  });

  it('has no axe violations on /login and /personal', async () => {
    const page = await (await phone(browser)).newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await loginAs(page, 'zhangsan');
    await page.getByText('张三').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
