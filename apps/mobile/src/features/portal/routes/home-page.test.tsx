import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalAppEntry, PortalColumn, PortalMobileHome } from '@baton/contracts';
import { renderPage, testUser } from '../../../test/render-app';
import { makeJwt } from '../../../test/jwt';
import { useSession } from '../../../lib/session';
import { localValues } from '../../../lib/storage';
import { notify } from '../../../lib/notify';
import { guestAppWhitelist } from '../model/guest-whitelist';
import { ok, serve } from '../../../test/serve';
import { emitLiveEvent } from '../../../lib/live-events';
import { HomePage } from './home-page';

vi.mock('../../../components/tenant-switch/tenant-switch', () => ({ TenantSwitch: () => null }));

const app = (id: string, name: string, mode: number, content: string, custom = 0): PortalAppEntry => ({
  id,
  name,
  mode,
  content,
  custom,
  iconColor: '#1677ff',
});

const APPS = [
  app('a1', '我的请求', 1, '/work/myRequest'),
  app(
    'a2',
    '外部系统',
    2,
    'https://ext.example.com/sso?token=${token}&u=${userId}&a=${account}&t=${tenantId}',
  ),
  app('a3', '社区公告', 3, 'wyglwygg'),
  app('a4', '销售报表', 4, 'sales-report'),
  app('a5', '代理发起', 5, 'leave'),
  app('a9', '运营大屏', 9, 'ops'),
  app('a6', '桌面列表', 6, 'x'),
  app('a7', '桌面图表', 7, 'x'),
  app('g1', '访客指南', 1, '/news', 1),
  app('g2', '访客外链', 2, 'https://ext.example.com/guide?a=${account}', 1),
];

const column = (over: Partial<PortalColumn>): PortalColumn => ({
  id: over.alias ?? 'c',
  alias: 'c',
  name: '栏目',
  colType: 'list',
  requestType: 'GET',
  needPage: 0,
  displayRights: true,
  ...over,
});

function home(over: Partial<PortalMobileHome> = {}): PortalMobileHome {
  return {
    layoutId: 'l1',
    alias: 'mobile-default',
    name: '百特移动门户',
    carousel: [
      { id: 'b1', image: '/files/banner-1.png', title: '缴费', bindAppId: 'a3' },
      { id: 'b2', image: '/files/banner-2.png', title: '无绑定' },
    ],
    apps: APPS,
    columns: [],
    ...over,
  };
}

const locationAssign = vi.fn();

beforeEach(() => {
  useSession.getState().setUser(testUser());
  sessionStorage.clear();
  vi.spyOn(notify, 'warning').mockImplementation(() => {});
  locationAssign.mockReset();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: {
      ...window.location,
      assign: locationAssign,
      pathname: '/home',
      search: '',
      origin: 'http://localhost',
    },
  });
});

afterEach(() => {
  useSession.getState().clearUser();
  vi.restoreAllMocks();
});

async function renderHome(
  answer: PortalMobileHome = home(),
  summary: unknown = ok({ myTaks: { dataText: 3 } }),
) {
  const calls = serve({
    '/portal/main/v1/myMobileHome': ok(answer),
    '/runtime/task/v1/getFlowSummary': summary as never,
    '/api/news': ok({
      rows: [{ id: 'n1', title: '园区通知', createTime: 1767225600000 }],
      total: 1,
      page: 1,
      pageSize: 10,
    }),
    '/api/broken': { status: 500, data: { state: false, message: '栏目数据源不可用' } },
    '/api/html': ok({ rows: [{ title: '<img src=x onerror="window.__xss=1">周报' }] }),
  });
  const view = await renderPage(<HomePage />, {
    path: '/home',
    routes: [{ path: '*', element: <p>elsewhere</p> }],
  });
  await screen.findByRole('region', { name: '轮播图' });
  return { ...view, calls };
}

async function tap(name: string) {
  await userEvent.click(within(screen.getByRole('list', { name: '常用应用' })).getByRole('button', { name }));
}

describe('home page', () => {
  it('draws the layout kept from the last visit when the server cannot be reached, and keeps the new one', async () => {
    localValues.set('homeLayout', {
      userId: 'u1',
      alias: '',
      at: Date.now() - 60_000,
      home: home({ apps: [app('k1', '上次的应用', 1, '/work')] }),
    });
    serve({ '/portal/main/v1/myMobileHome': { status: 500, data: { state: false, message: '服务不可用' } } });
    await renderPage(<HomePage />, { path: '/home' });
    expect(screen.getByRole('list', { name: '常用应用' })).toHaveTextContent('上次的应用');
    await waitFor(() => expect(screen.queryByText('首页加载失败，请下拉或稍后重试')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: '常用应用' })).toHaveTextContent('上次的应用');
  });

  it("never draws another user's kept layout, and remembers the one the server sends", async () => {
    localValues.set('homeLayout', {
      userId: 'someone-else',
      alias: '',
      at: Date.now(),
      home: home({ apps: [app('k1', '别人的应用', 1, '/work')] }),
    });
    serve({ '/portal/main/v1/myMobileHome': ok(home()) });
    await renderPage(<HomePage />, { path: '/home' });
    await screen.findByRole('region', { name: '轮播图' });
    expect(screen.queryByText('别人的应用')).not.toBeInTheDocument();
    await waitFor(() => expect(localValues.get('homeLayout')).toMatchObject({ userId: 'u1', alias: '' }));
  });

  it('the flow centre counts follow the live stream without a reload', async () => {
    let todo = 3;
    serve({
      '/portal/main/v1/myMobileHome': ok(home()),
      '/runtime/task/v1/getFlowSummary': () => ok({ myTaks: { dataText: todo } }),
    });
    await renderPage(<HomePage />, { path: '/home' });
    const tiles = await screen.findByRole('list', { name: '流程中心' });
    await within(tiles).findByRole('link', { name: '我的待办(3)' });
    todo = 4;
    emitLiveEvent({ type: 'task', data: '{}' });
    expect(await within(tiles).findByRole('link', { name: '我的待办(4)' })).toBeInTheDocument();
  });

  it('shows the layout: title, 创建流程, carousel, flow centre counts and app entries', async () => {
    const { calls } = await renderHome();
    expect(screen.getByRole('link', { name: /创建流程/ })).toHaveAttribute('href', '/work/startFlowList');
    expect(screen.getByRole('region', { name: '轮播图' })).toBeInTheDocument();
    const tiles = screen.getByRole('list', { name: '流程中心' });
    expect(await within(tiles).findByRole('link', { name: '我的待办(3)' })).toHaveAttribute(
      'href',
      '/work/myMatters/0',
    );
    expect(within(tiles).getByRole('link', { name: /我的请求/ })).toHaveAttribute('href', '/work/myRequest');
    expect(within(tiles).getByRole('link', { name: /我的已办\(0\)/ })).toHaveAttribute(
      'href',
      '/work/myMatters/1',
    );
    expect(within(tiles).getByRole('link', { name: /我的传阅\(0\)/ })).toHaveAttribute(
      'href',
      '/work/myNotice',
    );
    expect(calls.find((c) => c.url === '/portal/main/v1/myMobileHome')).toBeDefined();
  });

  it('a failing flow summary shows 0 in every tile', async () => {
    await renderHome(home(), { status: 500, data: { state: false, message: 'down' } });
    const tiles = screen.getByRole('list', { name: '流程中心' });
    for (const name of ['我的待办(0)', '我的请求(0)', '我的已办(0)', '我的传阅(0)']) {
      expect(await within(tiles).findByRole('link', { name })).toBeInTheDocument();
    }
  });

  it.each([
    ['我的请求', '/work/myRequest'],
    ['社区公告', '/template/preview/wyglwygg'],
    ['销售报表', '/chart/sales-report?name=%E9%94%80%E5%94%AE%E6%8A%A5%E8%A1%A8'],
    ['代理发起', '/work/agentStart/leave/0'],
    ['运营大屏', '/datavShow/ops'],
  ])('mode entry %s goes to %s', async (name, to) => {
    const { router } = await renderHome();
    await tap(name);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(to));
  });

  it('mode 2 leaves for the outside address with the variables resolved', async () => {
    await renderHome();
    await tap('外部系统');
    const token = useSession.getState().currentUser?.token ?? '';
    expect(locationAssign).toHaveBeenCalledWith(
      `https://ext.example.com/sso?token=${token}&u=u1&a=zhangsan&t=t1`,
    );
  });

  it.each([
    ['桌面列表', '暂不支持移动端数据列表应用'],
    ['桌面图表', '暂不支持移动端图表应用'],
  ])('%s says %s', async (name, text) => {
    const { router } = await renderHome();
    await tap(name);
    expect(notify.warning).toHaveBeenCalledWith(text);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('a carousel item bound to an app opens it; one without bindAppId does nothing', async () => {
    const { router } = await renderHome();
    const carousel = screen.getByRole('region', { name: '轮播图' });
    expect(within(carousel).queryAllByRole('button', { name: '无绑定' })).toHaveLength(0);
    await userEvent.click(within(carousel).getAllByRole('button', { name: '缴费' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/template/preview/wyglwygg'));
  });
});

describe('home page for a guest', () => {
  beforeEach(() => {
    const now = Math.floor(Date.now() / 1000);
    useSession.getState().setUser(
      testUser({
        account: 'guest',
        userId: 'g1',
        username: 'guest',
        token: makeJwt({ sub: 'g1', account: 'guest', tenantId: 't1', iat: now, exp: now + 86400 }),
      }),
    );
  });

  it('shows no flow centre and asks for no summary', async () => {
    const { calls } = await renderHome();
    expect(screen.queryByRole('list', { name: '流程中心' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('getFlowSummary'))).toBe(false);
  });

  it('an external link that is not custom: 请登录 and the login page', async () => {
    const { router } = await renderHome();
    await tap('外部系统');
    expect(notify.warning).toHaveBeenCalledWith('请登录');
    expect(locationAssign).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fhome');
  });

  it('a custom external link opens for a guest', async () => {
    await renderHome();
    await tap('访客外链');
    expect(locationAssign).toHaveBeenCalledWith('https://ext.example.com/guide?a=guest');
  });

  it('a custom app opens and its path joins the guest whitelist', async () => {
    const { router } = await renderHome();
    await tap('访客指南');
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
    expect(guestAppWhitelist()).toEqual(['/news']);
  });

  it('any other app that is not custom: 请登录', async () => {
    const { router } = await renderHome();
    await tap('运营大屏');
    expect(notify.warning).toHaveBeenCalledWith('请登录');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(guestAppWhitelist()).toEqual([]);
  });
});

describe('portal columns', () => {
  beforeEach(() => {
    // Every column is on screen: the parts that wait for it (server HTML, charts) render at once.
    class OnScreen {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', OnScreen);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a failing column shows its error in red in its place; the others render', async () => {
    await renderHome(
      home({
        columns: [
          column({ alias: 'news', name: '新闻动态', colType: 'news', colUrl: '/api/news' }),
          column({ alias: 'broken', name: '待办事项', colType: 'todo', colUrl: '/api/broken' }),
          column({ alias: 'hidden', name: '隐藏栏目', colUrl: '/api/news', displayRights: false }),
        ],
      }),
    );
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('栏目数据源不可用');
    // The error style of the column (red: --adm-color-danger).
    expect(failed.className).toMatch(/error/);
    expect(failed.closest('section')).toHaveAccessibleName('待办事项');
    expect(await screen.findByText('园区通知')).toBeInTheDocument();
    expect(screen.queryByText('隐藏栏目')).not.toBeInTheDocument();
  });

  it('renders a server template with its data, inert against script and event-handler payloads', async () => {
    const { container } = await renderHome(
      home({
        columns: [
          column({
            alias: 'html',
            name: '周报',
            colType: 'html',
            colUrl: '/api/html',
            templateHtml:
              '<div class="weekly">{{#rows}}<b>{{title}}</b>{{/rows}}<img src="x" onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:alert(1)">链接</a></div>',
          }),
        ],
      }),
    );
    await waitFor(() => expect(container.querySelector('.weekly')).not.toBeNull());
    const weekly = container.querySelector('.weekly')!;
    expect(weekly.querySelector('b')?.textContent).toBe('<img src=x onerror="window.__xss=1">周报');
    expect(weekly.querySelector('script')).toBeNull();
    expect(weekly.querySelector('[onerror]')).toBeNull();
    expect(weekly.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
