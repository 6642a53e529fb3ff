import { randomUUID } from 'node:crypto';
import type {
  LoginToken,
  PageResult,
  PortalAppEntry,
  PortalAuthLayout,
  PortalMobileHome,
  PortalNewsRow,
} from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_DISTRIBUTION } from '../../db/seed/portal';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let zhangsan: LoginToken;
let lisi: LoginToken;
let wangwu: LoginToken;
let acme: LoginToken;
let guest: string;

beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await t.login('zhangsan');
  lisi = await t.login('lisi');
  wangwu = await t.login('wangwu');
  acme = await t.login('acme');
  guest = (await t.app.inject({ url: '/sso/genGuestToken?tenantCode=demo' })).json().value.token;
});
afterAll(() => t.close());

const get = async (url: string, token?: string) => {
  const res = await t.app.inject({ url, headers: token ? bearer(token) : {} });
  return { status: res.statusCode, body: res.json() };
};
const post = async (url: string, token: string, payload: unknown = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json() };
};
const home = async (token: string, selectedAlias?: string) =>
  (await get(`/portal/main/v1/myMobileHome${selectedAlias ? `?selectedAlias=${selectedAlias}` : ''}`, token))
    .body.value as PortalMobileHome;
const AUTH_LAYOUTS = '/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1/getCurrentAuthLayout?from=mobile';

describe('home layout', () => {
  it('answers the default layout with its columns in order, carousel and app entries of every mode', async () => {
    const value = await home(zhangsan.token);
    expect(value).toMatchObject({ alias: 'mobileHome', name: '默认首页' });
    expect(value.columns.map((c) => c.alias)).toEqual([
      'todo',
      'welcome',
      'news',
      'customerChart',
      'notice',
      'finance',
    ]);
    const todo = value.columns[0]!;
    expect(todo).toMatchObject({
      name: '我的待办',
      colUrl: '/runtime/task/v1/getTodoList',
      colType: 'todo',
      requestType: 'POST',
      needPage: 1,
      displayRights: true,
    });
    expect(value.columns.find((c) => c.alias === 'customerChart')).toMatchObject({
      colType: 'chart',
      colHeight: 280,
    });
    expect(value.columns.find((c) => c.alias === 'welcome')?.templateHtml).toContain(
      '<h3>百特科技移动办公</h3>',
    );
    expect(value.carousel).toHaveLength(3);
    expect(value.carousel.filter((c) => !c.bindAppId)).toHaveLength(1);
    expect(value.carousel[0]?.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(new Set(value.apps.map((a) => a.mode))).toEqual(new Set([1, 2, 3, 4, 5, 9]));
    expect(value.apps.filter((a) => a.custom === 1).map((a) => a.name)).toEqual(['物业服务', '社区公告']);
    const external = value.apps.find((a) => a.name === '帮助中心');
    expect(external?.content).toContain('${token}');
  });

  it("every demo column's own data call answers as the app calls it", async () => {
    const value = await home(lisi.token, 'managerHome');
    const columns = [...(await home(zhangsan.token)).columns, ...value.columns].filter(
      (c) => c.colUrl && !c.colUrl.startsWith('/runtime/task/'),
    );
    expect(columns.length).toBeGreaterThanOrEqual(4);
    for (const c of columns) {
      const parsed = c.dataParam ? (JSON.parse(c.dataParam) as unknown) : {};
      const params: Record<string, unknown> = Array.isArray(parsed)
        ? Object.fromEntries(parsed.map((p: { name: string; value: unknown }) => [p.name, p.value]))
        : (parsed as Record<string, unknown>);
      const res =
        c.requestType === 'POST'
          ? await post(c.colUrl!, lisi.token, {
              pageBean: { page: 1, pageSize: 10, showTotal: true },
              ...params,
            })
          : await get(`${c.colUrl}?${new URLSearchParams(params as Record<string, string>)}`, lisi.token);
      expect(res.status, c.alias).toBe(200);
      expect(res.body.state, c.alias).toBe(true);
    }
  });

  it('every demo app that previews a template names one that exists, with records to show', async () => {
    const templates = (await home(zhangsan.token)).apps.filter((a) => a.mode === 3);
    expect(templates.length).toBeGreaterThan(0);
    for (const app of templates) {
      const info = await get(
        `/form/dataTemplate/v1/getBpmDataTemplateInfo?alias=${app.content}`,
        zhangsan.token,
      );
      expect(info.status, app.name).toBe(200);
      const key = info.body.value.template.key as string;
      const rows = await post(`/form/dataTemplate/v1/dataList_${key}`, zhangsan.token, {});
      expect(rows.body.value.total, app.name).toBeGreaterThan(0);
    }
  });

  it("my bookings lists, counts and searches only the caller's own records", async () => {
    const list = async (token: string, body: object = {}) =>
      (await post('/form/dataTemplate/v1/dataList_booking_list', token, body)).body.value as {
        rows: { facility: string }[];
        total: number;
      };
    expect((await list(zhangsan.token)).total).toBe(2);
    expect((await list(lisi.token)).total).toBe(0);
    const saved = await post('/form/dataTemplate/v1/boSave/booking', lisi.token, {
      data: { facility: '网球场 2 号场', bookDate: '2026-12-01', slot: '18:00-19:00' },
    });
    expect(saved.body.state).toBe(true);
    expect((await list(lisi.token)).rows.map((r) => r.facility)).toEqual(['网球场 2 号场']);
    expect((await list(zhangsan.token)).total).toBe(2);
    // Asking for someone else's records by name changes nothing: the owner condition stands on its own.
    const { id: zhangsanId } = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'zhangsan')
      .executeTakeFirstOrThrow();
    const probe = await list(lisi.token, {
      queryFilter: {
        querys: [{ property: 'createBy', value: zhangsanId, operation: 'EQUAL', relation: 'OR' }],
      },
    });
    expect(probe.total).toBe(0);
    const counts = await get('/form/dataTemplate/v1/loadMobileCounts?aliases=wdyylb,wyglwygg', lisi.token);
    expect(counts.body.value).toEqual({ wdyylb: 1, wyglwygg: 3 });
  });

  it('computes displayRights per user', async () => {
    const rights = async (token: string) =>
      Object.fromEntries((await home(token)).columns.map((c) => [c.alias, c.displayRights]));
    expect(await rights(zhangsan.token)).toMatchObject({ todo: true, news: true, finance: false });
    expect(await rights(wangwu.token)).toMatchObject({ todo: true, finance: true });
    expect(await rights(guest)).toMatchObject({ todo: false, news: true, welcome: true, finance: false });
  });

  it('lists the authorised layouts: one for staff, two for a manager', async () => {
    const staff = (await get(AUTH_LAYOUTS, zhangsan.token)).body.value as PortalAuthLayout[];
    expect(staff.map((l) => [l.alias, l.current])).toEqual([['mobileHome', true]]);
    const manager = (await get(AUTH_LAYOUTS, wangwu.token)).body.value as PortalAuthLayout[];
    expect(manager.map((l) => l.alias)).toEqual(['mobileHome', 'managerHome']);
  });

  it('remembers the chosen layout and shows it on the home page', async () => {
    const layouts = (await get(AUTH_LAYOUTS, lisi.token)).body.value as PortalAuthLayout[];
    const manager = layouts.find((l) => l.alias === 'managerHome')!;
    const saved = await post('/portal/main/v1/cacheUserLayout', lisi.token, {
      type: 'mobile',
      layoutId: manager.id,
      layoutType: 'mobile',
    });
    expect(saved).toEqual({ status: 200, body: { state: true, message: '操作成功' } });
    expect((await home(lisi.token)).alias).toBe('managerHome');
    const after = (await get(AUTH_LAYOUTS, lisi.token)).body.value as PortalAuthLayout[];
    expect(after.find((l) => l.current)?.alias).toBe('managerHome');
    expect((await home(lisi.token, 'mobileHome')).alias).toBe('mobileHome');
    expect((await home(lisi.token)).columns.map((c) => c.alias)).toEqual([
      'customerChart',
      'meetings',
      'todo',
      'news',
    ]);
  });

  it('refuses a layout the user may not choose, and a selected one they may not see falls back', async () => {
    const layouts = (await get(AUTH_LAYOUTS, wangwu.token)).body.value as PortalAuthLayout[];
    const manager = layouts.find((l) => l.alias === 'managerHome')!;
    const refused = await post('/portal/main/v1/cacheUserLayout', zhangsan.token, { layoutId: manager.id });
    expect(refused).toEqual({ status: 404, body: { state: false, message: '布局不存在' } });
    expect((await home(zhangsan.token, 'managerHome')).alias).toBe('mobileHome');
    const asGuest = await post('/portal/main/v1/cacheUserLayout', guest, { layoutId: manager.id });
    expect(asGuest.status).toBe(403);
    const malformed = await post('/portal/main/v1/cacheUserLayout', zhangsan.token, { layoutType: 'mobile' });
    expect(malformed).toEqual({ status: 400, body: { state: false, message: 'body/layoutId 为必填项' } });
  });

  it('keeps tenants apart', async () => {
    const other = await home(acme.token);
    expect(other.columns.find((c) => c.alias === 'welcome')?.name).toBe('欢迎使用艾克美集团');
    const demoApps = new Set((await home(zhangsan.token)).apps.map((a) => a.id));
    expect(other.apps.some((a) => demoApps.has(a.id))).toBe(false);
    const acmeLayout = other.layoutId!;
    const refused = await post('/portal/main/v1/cacheUserLayout', zhangsan.token, { layoutId: acmeLayout });
    expect(refused.status).toBe(404);
    const app = other.apps[0]!;
    expect((await get(`/portal/appModel/v1/${app.id}`, zhangsan.token)).status).toBe(404);
    expect((await get(`/portal/appModel/v1/${app.id}`, acme.token)).body.value).toMatchObject({
      name: app.name,
    });
  });

  it('answers a column by alias', async () => {
    const { body } = await get(
      '/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias?alias=news',
      zhangsan.token,
    );
    expect(body.value).toMatchObject({ alias: 'news', colUrl: '/portal/messageNews/v1/list?isPublic=true' });
    expect(
      (await get('/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias?alias=nope', zhangsan.token)).body,
    ).toEqual({
      state: false,
      message: '栏目不存在',
    });
  });
});

describe('stored XSS', () => {
  it('a column template with script and event-handler payloads comes out inert', async () => {
    const db = t.database.db;
    const tenantId = zhangsan.tenantId!;
    await db
      .insertInto('portal_columns')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        alias: 'evil',
        name: '恶意栏目',
        col_url: null,
        col_type: 'html',
        data_mode: null,
        data_from: null,
        data_param: null,
        request_type: 'GET',
        need_page: 0,
        template_html:
          '<div onmouseover="alert(1)">安全<script>alert(document.cookie)</script>' +
          '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">点</a><iframe src="//evil"></iframe>' +
          '<svg onload="alert(4)"></svg>{{title}}</div>',
        display_rights: null,
        col_height: null,
        sort: 99,
      })
      .execute();
    const layout = await db
      .selectFrom('portal_layouts')
      .select(['id', 'columns'])
      .where('tenant_id', '=', tenantId)
      .where('alias', '=', 'mobileHome')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('portal_layouts')
      .set({ columns: JSON.stringify([...JSON.parse(layout.columns), 'evil']) })
      .where('id', '=', layout.id)
      .execute();
    const fromHome = (await home(zhangsan.token)).columns.find((c) => c.alias === 'evil')?.templateHtml ?? '';
    const byAlias = (
      await get('/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias?alias=evil', zhangsan.token)
    ).body.value.templateHtml as string;
    for (const html of [fromHome, byAlias]) {
      expect(html).toContain('安全');
      expect(html).toContain('{{title}}');
      expect(html).not.toMatch(/<script|onerror|onmouseover|onload|javascript:|<iframe|<svg/i);
    }
  });
});

describe('stored XSS in news', () => {
  it('a news body with script and event-handler payloads comes out inert', async () => {
    const id = randomUUID();
    await t.database.db
      .insertInto('portal_news')
      .values({
        id,
        tenant_id: zhangsan.tenantId!,
        kind: 'news',
        title: '带脚本的新闻',
        summary: '摘要',
        content: '<p onclick="alert(1)">正文</p><script>alert(2)</script><img src="x" onerror="alert(3)">',
        cover: null,
        author: '测试',
        is_public: 0,
        is_top: 0,
        publish_time: Date.now() - 1000,
        create_time: Date.now() - 1000,
      })
      .execute();
    const html = (await get(`/portal/messageNews/v1/getById?id=${id}`, zhangsan.token)).body.value
      .content as string;
    expect(html).toContain('正文');
    expect(html).not.toMatch(/<script|onerror|onclick/i);
  });
});

describe('application centre', () => {
  it('lists every app filed under appType, and the categories by parent', async () => {
    const apps = (await get('/portal/appModel/v1/getApp?typeKey=appType', zhangsan.token)).body
      .value as PortalAppEntry[];
    expect(apps).toHaveLength(10);
    expect(apps.every((a) => a.typeId)).toBe(true);
    const tabs = (await get('/sys/sysType/v1/getByParentId?catId=appType', zhangsan.token)).body.value as {
      id: string;
      name: string;
    }[];
    expect(tabs.map((x) => x.name)).toEqual(['办公', '社区生活', '数据']);
    const sub = (await get(`/sys/sysType/v1/getByParentId?catId=${tabs[0]!.id}`, zhangsan.token)).body.value;
    expect(sub.map((x: { name: string }) => x.name)).toEqual(['审批', '协同']);
    expect((await get('/sys/sysType/v1/getByParentId?catId=nothing', zhangsan.token)).body.value).toEqual([]);
    expect((await get('/sys/sysType/v1/getByParentId', zhangsan.token)).status).toBe(400);
  });
});

describe('news and notices', () => {
  const titles = (page: PageResult<PortalNewsRow>) => page.rows.map((r) => r.title);

  it('lists public published news, pinned first; members also see internal news', async () => {
    const open = (await post('/portal/messageNews/v1/list?isPublic=true', zhangsan.token, {})).body.value;
    expect(titles(open)).toEqual([
      '百特科技荣获年度最佳协同平台',
      '移动审批全面上线',
      '第四季度员工大会回顾',
    ]);
    expect(open.rows[0].isTop).toBe(1);
    const all = (await post('/portal/messageNews/v1/list', zhangsan.token, {})).body.value;
    expect(titles(all)).toContain('内部：新版薪酬制度征求意见');
    expect(titles(all)).not.toContain('下周发布：年终福利安排');
    const asGuest = (await post('/portal/messageNews/v1/list', guest, {})).body.value;
    expect(asGuest.total).toBe(3);
  });

  it('lists notices and searches titles', async () => {
    const notices = (await post('/portal/messageNews/v1/listNotice?isPublic=true', zhangsan.token, {})).body
      .value;
    expect(titles(notices)).toEqual(['元旦放假通知', '办公区空调检修', '消防演练通知']);
    const found = (
      await post('/portal/messageNews/v1/listNotice?isPublic=true', zhangsan.token, {
        querys: [{ property: 'title', value: '消防', operation: 'LIKE' }],
        pageBean: { page: 1, pageSize: 5, showTotal: true },
      })
    ).body.value;
    expect(found).toMatchObject({ total: 1, page: 1, pageSize: 5 });
  });

  it('reads one item with sanitised content; internal ones only for members, others not at all', async () => {
    const all = (await post('/portal/messageNews/v1/list', zhangsan.token, {})).body
      .value as PageResult<PortalNewsRow>;
    const internal = all.rows.find((r) => r.isPublic === 0)!;
    const read = await get(`/portal/messageNews/v1/getById?id=${internal.id}`, zhangsan.token);
    expect(read.body.value).toMatchObject({ title: internal.title });
    expect(read.body.value.content).toContain('<p>');
    expect((await get(`/portal/messageNews/v1/getById?id=${internal.id}`, guest)).status).toBe(404);
    expect((await get(`/portal/messageNews/v1/getById?id=${internal.id}`, acme.token)).body).toEqual({
      state: false,
      message: '新闻公告不存在',
    });
  });

  it('answers 400 to a malformed list body', async () => {
    const res = await post('/portal/messageNews/v1/list?isPublic=true', zhangsan.token, {
      pageBean: { pageSize: 0 },
    });
    expect(res.status).toBe(400);
    const field = await post('/portal/messageNews/v1/list', zhangsan.token, {
      querys: [{ property: 'content' }],
    });
    expect(field.body).toEqual({ state: false, message: '不支持的查询字段：content' });
  });
});

describe('charts and dashboards', () => {
  it('answers the customer-distribution chart with its fixed figures, by alias or id', async () => {
    const { body } = await get(
      '/runtime/report/v1/getEchartsData?reportId=customerDistribution',
      zhangsan.token,
    );
    expect(body.value.series[0].data).toEqual(CUSTOMER_DISTRIBUTION);
    const rows = await t.database.db
      .selectFrom('portal_reports')
      .select('id')
      .where('tenant_id', '=', zhangsan.tenantId!)
      .where('alias', '=', 'customerDistribution')
      .executeTakeFirstOrThrow();
    expect(
      (await get(`/runtime/report/v1/getEchartsData?reportId=${rows.id}`, zhangsan.token)).body.value,
    ).toEqual(body.value);
    expect((await get(`/runtime/report/v1/getEchartsData?reportId=${rows.id}`, acme.token)).status).toBe(404);
    expect((await get('/runtime/report/v1/getEchartsData?reportId=nope', zhangsan.token)).body.message).toBe(
      '报表不存在',
    );
  });

  it('answers a dashboard by alias with its charts', async () => {
    const { body } = await get('/portal/datav/v1/getByAlias?alias=operations', zhangsan.token);
    expect(body.value.name).toBe('运营大屏');
    expect(body.value.charts.map((c: { alias: string }) => c.alias)).toEqual([
      'customerDistribution',
      'monthlyApprovals',
    ]);
    expect((await get('/portal/datav/v1/getByAlias?alias=nope', zhangsan.token)).status).toBe(404);
  });
});

describe('short links', () => {
  const resolve = (shortUrl: string, token?: string) =>
    get(`/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=${encodeURIComponent(shortUrl)}`, token);

  it('resolves a guest link without a token and hands out a working guest token', async () => {
    const { status, body } = await resolve('/surl/baton');
    expect(status).toBe(200);
    expect(body.value.url).toBe('/home/demo');
    const asGuest = await home(body.value.guestToken);
    expect(asGuest.alias).toBe('mobileHome');
  });

  it('resolves a members-only link without a guest token, and says so for an unknown one', async () => {
    const { body } = await resolve('https://baton.example/surl/todo');
    expect(body).toEqual({ state: true, message: '操作成功', value: { url: '/work/myMatters/0' } });
    expect((await resolve('/surl/unknown')).body).toEqual({ state: false, message: '短链接不存在或已失效' });
    expect((await resolve('/surl/unknown')).status).toBe(200);
    const english = await t.app.inject({
      url: '/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=nope',
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().message).toBe('This short link does not exist or has expired');
  });

  it('creates a short link for an in-app path once and refuses other sites', async () => {
    const make = (longUrl: string, token = zhangsan.token) =>
      get(`/portal/shorturlManage/v1/getShortUrlByLong?longUrl=${encodeURIComponent(longUrl)}`, token);
    const first = await make('/work/myRequest');
    expect(first.body.value.shortUrl).toMatch(/^\/surl\/[A-Za-z0-9]{8}$/);
    expect((await make('/work/myRequest')).body.value.code).toBe(first.body.value.code);
    expect((await resolve(first.body.value.shortUrl)).body.value).toEqual({ url: '/work/myRequest' });
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil', 'work']) {
      expect((await make(bad)).body).toEqual({ state: false, message: '长链接须为本应用内以 / 开头的路径' });
    }
    expect((await make('/work', guest)).status).toBe(403);
  });
});

describe('menus and method rights', () => {
  it("answers the menus, a group's entries, and the method rights", async () => {
    const menus = (await get('/sys/sysMenu/v1/getCurrentUserMenu', zhangsan.token)).body.value;
    expect(menus.map((m: { alias: string }) => m.alias)).toEqual(['work', 'contacts', 'personal']);
    const work = (await get('/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=work', zhangsan.token)).body.value;
    expect(work.map((m: { name: string }) => m.name)).toContain('我的待办');
    const methods = (await get('/sys/sysMenu/v1/getCurrentUserMethodAuth', zhangsan.token)).body.value;
    expect(methods.curUserMethod).toEqual(['uc:user:query', 'bpm:instance:start']);
    expect(methods.allMethod.length).toBeGreaterThan(2);
  });
});

describe('tags, external systems and meeting rooms', () => {
  it('queries tags by type and saves new and renamed ones', async () => {
    const news = await post('/portal/sysTag/v1/query', zhangsan.token, {
      querys: [{ property: 'typeKey', value: 'news' }],
    });
    expect(news.body.value.rows.map((r: { name: string }) => r.name)).toEqual(['公司动态', '行业资讯']);
    const created = await post('/portal/sysTag/v1/save', zhangsan.token, {
      typeKey: 'news',
      name: '产品发布',
    });
    expect(created.body).toMatchObject({ state: true, message: '保存成功', value: { name: '产品发布' } });
    const clash = await post('/portal/sysTag/v1/save', zhangsan.token, { typeKey: 'news', name: '公司动态' });
    expect(clash).toEqual({ status: 400, body: { state: false, message: '标签已存在' } });
    const renamed = await post('/portal/sysTag/v1/save', zhangsan.token, {
      id: created.body.value.id,
      typeKey: 'news',
      name: '新品发布',
    });
    expect(renamed.body.value.name).toBe('新品发布');
    const foreign = await post('/portal/sysTag/v1/save', acme.token, {
      id: created.body.value.id,
      typeKey: 'news',
      name: '抢走',
    });
    expect(foreign.status).toBe(404);
    const acmeTags = await post('/portal/sysTag/v1/query', acme.token, {});
    expect(acmeTags.body.value.rows.map((r: { name: string }) => r.name)).not.toContain('新品发布');
    expect((await post('/portal/sysTag/v1/save', zhangsan.token, { typeKey: 'news' })).status).toBe(400);
  });

  it('lists external systems and the meeting rooms waiting for the caller', async () => {
    const unites = await post('/portal/sysExternalUnite/v1/listJson', zhangsan.token, {});
    expect(unites.body.value.rows.map((r: { code: string }) => r.code).sort()).toEqual(
      ['dingtalk', 'weChatOffAcc', 'weixin'].sort(),
    );
    const pending = await post('/portal/meetingRoomAppointment/v1/pendingJson', lisi.token, {});
    expect(pending.body.value.rows.map((r: { subject: string }) => r.subject)).toEqual([
      '项目周会',
      '需求评审',
    ]);
    expect(pending.body.value.rows[0].applicantName).toBe('张三');
    const none = await post('/portal/meetingRoomAppointment/v1/pendingJson', zhangsan.token, {});
    expect(none.body.value.total).toBe(0);
  });
});

describe('other tenants and malformed input', () => {
  const idsOf = (value: { id: string }[] | { rows: { id: string }[] }) =>
    (Array.isArray(value) ? value : value.rows).map((r) => r.id);
  const disjoint = async (label: string, read: (token: string) => Promise<{ body: { value: never } }>) => {
    const demo = idsOf((await read(zhangsan.token)).body.value);
    const theirs = idsOf((await read(acme.token)).body.value);
    expect(demo.length, label).toBeGreaterThan(0);
    expect(
      theirs.filter((id) => demo.includes(id)),
      label,
    ).toEqual([]);
  };

  it("every list answers only the caller's tenant", async () => {
    await disjoint('layouts', (token) => get(AUTH_LAYOUTS, token));
    await disjoint('apps', (token) => get('/portal/appModel/v1/getApp?typeKey=appType', token));
    await disjoint('categories', (token) => get('/sys/sysType/v1/getByParentId?catId=appType', token));
    await disjoint('external systems', (token) => post('/portal/sysExternalUnite/v1/listJson', token, {}));
    const meetings = await post('/portal/meetingRoomAppointment/v1/pendingJson', acme.token, {});
    expect(meetings.body.value.rows.map((r: { subject: string }) => r.subject)).not.toContain('项目周会');
    // The same alias names each tenant's own dashboard.
    const board = async (token: string) =>
      (await get('/portal/datav/v1/getByAlias?alias=operations', token)).body.value as { id: string };
    expect((await board(acme.token)).id).not.toBe((await board(zhangsan.token)).id);
  });

  it('answers 400 and changes nothing for malformed queries and bodies', async () => {
    const long = 'x'.repeat(65);
    const gets = [
      `/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=${long}`,
      `/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1/getCurrentAuthLayout?from=${long}`,
      `/portal/appModel/v1/getApp?typeKey=${long}`,
      '/portal/datav/v1/getByAlias',
      '/portal/shorturlManage/v1/getShortUrlByLong',
      `/portal/shorturlManage/v1/getShortUrlByLong?longUrl=/${'a'.repeat(2000)}`,
    ];
    for (const url of gets) {
      const res = await get(url, zhangsan.token);
      expect(res.status, url).toBe(400);
      expect(res.body.state, url).toBe(false);
    }
    const posts: [string, unknown][] = [
      ['/portal/sysExternalUnite/v1/listJson', { pageBean: { page: 'one' } }],
      ['/portal/sysExternalUnite/v1/listJson', { extra: true }],
      ['/portal/meetingRoomAppointment/v1/pendingJson', { querys: 'subject=周会' }],
      ['/portal/main/v1/cacheUserLayout', { layoutId: 42 }],
    ];
    for (const [url, body] of posts) {
      const res = await post(url, zhangsan.token, body);
      expect(res.status, url).toBe(400);
    }
    // The remembered layout is still the one it was.
    expect((await home(zhangsan.token)).alias).toBe('mobileHome');
  });
});
