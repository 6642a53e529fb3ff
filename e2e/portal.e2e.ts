import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DEMO_PASSWORD, gzipSizeOf, launch, phone, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function loginAs(page: Page, account: string, redirect = '/home') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === redirect);
}

const apps = (page: Page) => page.getByRole('list', { name: '常用应用' });

describe('portal home', () => {
  it('login lands on a home that shows the layout: carousel, flow centre, apps and columns', async () => {
    const page = await (await phone(browser)).newPage();
    await page.goto('/login');
    await page.getByLabel('账号', { exact: true }).fill('zhangsan');
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('region', { name: '轮播图' }).waitFor();
    await page.getByText('你好，张三', { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: /创建流程/ }).getAttribute('href'))
      .toBe('/work/startFlowList');
    const tiles = page.getByRole('list', { name: '流程中心' });
    for (const tile of ['我的待办', '我的请求', '我的已办', '我的传阅']) {
      await tiles.getByRole('link', { name: new RegExp(`^${tile}\\(\\d+\\)$`) }).waitFor();
    }
    for (const name of ['我的请求', '帮助中心', '社区公告', '客户分布', '请假申请', '运营大屏']) {
      await apps(page).getByRole('button', { name }).waitFor();
    }
    await page.getByRole('heading', { name: '新闻动态' }).waitFor();
    await page.getByText('移动审批全面上线').first().waitFor();
    await page.getByRole('heading', { name: '通知公告' }).waitFor();
    // A column visible only to the finance role is not shown to zhangsan.
    expect(await page.getByRole('heading', { name: '财务提醒' }).count()).toBe(0);
    await shot(page, 'portal-home');
    await page.getByRole('heading', { name: '客户分布' }).scrollIntoViewIfNeeded();
    await page
      .locator('section', { has: page.getByRole('heading', { name: '客户分布' }) })
      .locator('canvas')
      .waitFor();
    await shot(page, 'portal-home-columns');
    await page.getByRole('heading', { name: '通知公告' }).scrollIntoViewIfNeeded();
    // The notice column's server template renders once it is on screen.
    await page.getByText('元旦放假通知').first().waitFor();
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    await shot(page, 'portal-home-bottom');
    await page.context().close();
  });

  it('taps each kind of app entry', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await loginAs(page, 'zhangsan');
    const outside: string[] = [];
    await context.route('https://help.baton.example/**', (route) => {
      outside.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>help</title><h1>帮助中心</h1>' });
    });

    const expectations: [string, (path: string) => boolean][] = [
      ['我的请求', (p) => p === '/work/myRequest'],
      ['社区公告', (p) => p === '/template/preview/wyglwygg'],
      ['客户分布', (p) => p === '/chart/customerDistribution?name=客户分布'],
      ['请假申请', (p) => p === '/work/agentStart/leave/0'],
      ['运营大屏', (p) => p === '/datavShow/operations'],
    ];
    for (const [name, matches] of expectations) {
      await page.goto('/home');
      await apps(page).getByRole('button', { name }).click();
      await page.waitForURL((url) => matches(decodeURIComponent(url.pathname + url.search)));
      if (name === '客户分布') {
        await page.getByRole('heading', { name: '客户分布', level: 1 }).waitFor();
        await page.locator('canvas').first().waitFor();
        await page.waitForTimeout(800);
        await shot(page, 'portal-app-chart');
      }
      if (name === '运营大屏') {
        await page.getByRole('heading', { name: '运营大屏', level: 1 }).waitFor();
        await expect.poll(() => page.locator('canvas').count()).toBeGreaterThan(1);
        await page.waitForTimeout(800);
        await shot(page, 'portal-app-datav');
      }
    }

    await page.goto('/home');
    await apps(page).getByRole('button', { name: '帮助中心' }).click();
    await page.waitForURL((url) => url.hostname === 'help.baton.example');
    const url = new URL(outside[0] ?? page.url());
    expect(url.searchParams.get('account')).toBe('zhangsan');
    expect(url.searchParams.get('user')).not.toBe('');
    expect(url.searchParams.get('tenant')).not.toBe('');
    expect(url.searchParams.get('token')?.split('.')).toHaveLength(3);
    await context.close();
  });

  it('the work bench shows the default apps, the flow summary and the application centre', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'zhangsan', '/work');
    const defaults = page.getByRole('region', { name: '常用功能' });
    for (const name of ['新建流程', '我的请求', '待办已办', '我的传阅', '我的转办']) {
      await defaults.getByRole('link', { name, exact: true }).waitFor();
    }
    await page
      .getByRole('list', { name: '流程中心' })
      .getByRole('link', { name: /^我的待办\(\d+\)$/ })
      .waitFor();
    await page.getByRole('tab', { name: '办公' }).waitFor();
    await page.getByText(/^审批 \(\d+\)$/).waitFor();
    await shot(page, 'portal-work');
    await page.getByRole('tab', { name: '社区生活' }).click();
    await page.getByRole('button', { name: '物业服务' }).waitFor();
    await shot(page, 'portal-work-life');
    await page.context().close();
  });

  it('a manager switches the home layout from the personal page', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'lisi', '/personal');
    await page.getByRole('button', { name: /切换布局/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('管理者首页').waitFor();
    await shot(page, 'portal-switch-layout');
    await dialog.getByText('管理者首页').click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { name: '待审批会议室' }).waitFor();
    expect(await apps(page).getByRole('button').count()).toBe(4);
    // The choice is remembered on the server: a fresh visit shows the same layout.
    await page.reload();
    await page.getByRole('heading', { name: '待审批会议室' }).waitFor();
    await page.context().close();
  });

  it('reads news and notices', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'zhangsan', '/news');
    await page.getByText('移动审批全面上线').waitFor();
    await shot(page, 'portal-news');
    await page.getByText('移动审批全面上线').click();
    await page.waitForURL((url) => url.pathname.startsWith('/news/'));
    await page.getByRole('heading', { name: '移动审批全面上线' }).waitFor();
    await shot(page, 'portal-news-reading');
    await page.goto('/news?kind=notice');
    await page.getByText('元旦放假通知').waitFor();
    await page.context().close();
  });
});

describe('messages', () => {
  it('open a message: the alert shows it and the badge decreases; search and cancel', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'zhangsan');
    const tab = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /消息/ });
    await expect.poll(() => tab.getAttribute('aria-label')).toMatch(/^消息，\d+ 条未读$/);
    const unread = Number((await tab.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    await tab.click();
    await page.waitForURL((url) => url.pathname === '/messageReceiverList');
    const list = page.getByRole('list', { name: '消息' });
    await list.getByText('请审批：差旅报销单').waitFor();
    await page.getByText('没有更多了').waitFor();
    await shot(page, 'messages');

    await list.getByRole('button', { name: /请审批：差旅报销单/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('1,280.00').waitFor();
    await shot(page, 'messages-alert');
    await dialog.getByRole('button', { name: '知道了' }).click();
    await expect
      .poll(() => tab.getAttribute('aria-label'))
      .toBe(unread > 1 ? `消息，${unread - 1} 条未读` : null);

    const search = page.getByPlaceholder('请输入标题或内容...');
    await search.fill('周会');
    await search.press('Enter');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByText('会议通知：项目周会').waitFor();
    await shot(page, 'messages-search');
    await page.getByRole('button', { name: '取消' }).click();
    expect(await search.inputValue()).toBe('');
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    await page.context().close();
  });

  it('the badge follows the live stream: a message read in another tab lowers it here', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await loginAs(page, 'lisi');
    const tab = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /消息/ });
    await expect.poll(() => tab.getAttribute('aria-label')).toMatch(/^消息，\d+ 条未读$/);
    const before = Number((await tab.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    const other = await context.newPage();
    const tenantId = await page.evaluate(() => sessionStorage.getItem('tenantId'));
    await other.goto(`/messageReceiverList?tenantId=${tenantId ?? ''}`);
    // Other journeys send lisi many messages; the search brings the seeded one to the top of the list.
    const search = other.getByPlaceholder('请输入标题或内容...');
    await search.fill('请审批：请假申请');
    await search.press('Enter');
    await other
      .getByRole('list', { name: '消息' })
      .getByRole('button', { name: /请审批：请假申请/ })
      .click();
    await other.getByRole('dialog').waitFor();
    const after = before - 1;
    await expect
      .poll(() => tab.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe(after > 0 ? `消息，${after} 条未读` : null);
    await context.close();
  });
});

describe('contacts', () => {
  it('browse the organisation to a person and see tap-to-call and tap-to-mail; search by name', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'zhangsan', '/mailList');
    // The tree has one top organisation, so the address book opens on it.
    const orgs = page.getByRole('list', { name: '下级组织' });
    await orgs.getByRole('button', { name: /研发部/ }).waitFor();
    await page.getByRole('navigation', { name: '当前位置' }).getByText('百特科技').waitFor();
    await shot(page, 'contacts');
    await orgs.getByRole('button', { name: /研发部/ }).click();
    await page.getByRole('list', { name: '成员' }).getByRole('link', { name: /张三/ }).waitFor();
    await shot(page, 'contacts-org');
    await page.getByRole('list', { name: '成员' }).getByRole('link', { name: /张三/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/mailList/user/'));
    await page.getByRole('heading', { name: '张三' }).waitFor();
    expect(await page.getByRole('link', { name: /拨打/ }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await page.getByRole('link', { name: /写邮件/ }).getAttribute('href')).toMatch(/^mailto:.+@.+/);
    await shot(page, 'contacts-person');

    await page.goto('/mailList');
    const search = page.getByPlaceholder('搜索姓名');
    await search.fill('李');
    await search.press('Enter');
    await page.getByRole('list', { name: '搜索结果' }).getByRole('link', { name: /李四/ }).waitFor();
    await shot(page, 'contacts-search');

    await page.goto('/mailList?tab=group');
    await page.getByRole('button', { name: /项目攻坚组/ }).click();
    await page.getByRole('list', { name: '项目攻坚组' }).getByRole('link', { name: /张三/ }).waitFor();
    await shot(page, 'contacts-group');
    await page.context().close();
  });
});

describe('short links', () => {
  it('a guest opens a short link: signed in as the guest of its tenant, on its page', async () => {
    const page = await (await phone(browser)).newPage();
    await page.goto('/surl/baton');
    await page.waitForURL((url) => url.pathname === '/home/demo');
    await page.getByRole('region', { name: '轮播图' }).waitFor();
    const account = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('_currentUser'));
      return key
        ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { account?: string }).account
        : undefined;
    });
    expect(account).toBe('guest');
    expect(await page.getByRole('list', { name: '流程中心' }).count()).toBe(0);
    await shot(page, 'short-link-guest-home');

    await apps(page).getByRole('button', { name: '帮助中心' }).click();
    await page.getByText('请登录').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });

  it('an unknown short link shows its message on /messageFillPage', async () => {
    const page = await (await phone(browser)).newPage();
    await page.goto('/surl/no-such-code');
    await page.waitForURL((url) => url.pathname.startsWith('/messageFillPage/'));
    const message = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(message).not.toBe('');
    await page.getByText(message).waitFor();
    await shot(page, 'short-link-invalid');
    await page.context().close();
  });
});

describe('budgets and accessibility', () => {
  it('the home route adds at most 60 KB gzip over the first route, echarts not among it', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    const login = new Set<string>();
    const home = new Set<string>();
    let target = login;
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') target.add(r.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByLabel('账号', { exact: true }).fill('zhangsan');
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    target = home;
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/home');
    await page.getByRole('region', { name: '轮播图' }).waitFor();
    await page.getByRole('heading', { name: '新闻动态' }).waitFor();
    // The message stream stays open, so the network never idles: give late chunks a moment instead.
    await page.waitForTimeout(1500);
    const added = [...home].filter((url) => !login.has(url));
    const kb = added.reduce((sum, url) => sum + gzipSizeOf(url), 0) / 1024;
    console.info(`home route adds ${kb.toFixed(1)} KB gzip in ${added.length} scripts`);
    expect(added.length).toBeGreaterThan(0);
    expect(added.some((url) => /echart/.test(url))).toBe(false);
    expect(kb).toBeLessThanOrEqual(60);
    await context.close();
  });

  it('axe finds no violation on home, messages and contacts', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'zhangsan');
    await page.getByRole('heading', { name: '新闻动态' }).waitFor();
    // Bring every column on screen once, so that charts and server HTML are checked too.
    await page.getByRole('heading', { name: '通知公告' }).scrollIntoViewIfNeeded();
    await page.getByText('元旦放假通知').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page, '[data-server-html]')).toEqual([]);
    await page.goto('/messageReceiverList');
    await page.getByRole('list', { name: '消息' }).waitFor();
    expect(await axeViolations(page, '[data-server-html]')).toEqual([]);
    await page.goto('/mailList');
    await page.getByRole('list', { name: '下级组织' }).waitFor();
    expect(await axeViolations(page, '[data-server-html]')).toEqual([]);
    await page.context().close();
  });
});
