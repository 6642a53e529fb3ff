import type { Dimension, DirectoryUser, LoginToken, OrgNode, PageResult } from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let zhangsan: LoginToken;
let acme: LoginToken;
let guest: string;
let dem: Dimension;

beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await t.login('zhangsan');
  acme = await t.login('acme');
  guest = (await t.app.inject({ url: '/sso/genGuestToken?tenantCode=demo' })).json().value.token;
  dem = (await get('/api/demension/v1/dems/getAll', zhangsan.token)).body.value[0];
});
afterAll(() => t.close());

async function get(url: string, token: string) {
  const res = await t.app.inject({ url, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
}
async function post(url: string, token: string, payload: unknown = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json() };
}
const children = async (parentId?: string, token = zhangsan.token) =>
  (
    await post('/api/org/v1/orgs/getByParentAndDem', token, {
      demId: dem.id,
      ...(parentId ? { parentId } : {}),
    })
  ).body.value as OrgNode[];
const people = async (querys: object[], token = zhangsan.token) =>
  (await post('/api/user/v1/users/queryUserWithMainOrgPost', token, { querys, pageBean: { pageSize: 100 } }))
    .body.value as PageResult<DirectoryUser>;

describe('dimensions and the org tree', () => {
  it('lists the dimensions', async () => {
    expect(dem).toMatchObject({ demName: '行政维度', name: '行政维度', code: 'org', isDefault: 1 });
    const all = await post('/api/demension/v1/dems/getDemListAll', zhangsan.token, {});
    expect(all.body.value).toHaveLength(1);
  });

  it('walks the tree from the top by dimension', async () => {
    const top = await children();
    expect(top.map((o) => [o.name, o.isParent])).toEqual([['百特科技', true]]);
    const second = await children(top[0]!.id);
    expect(second.map((o) => o.name)).toEqual([
      '总经办',
      '研发部',
      '产品部',
      '市场部',
      '财务部',
      '人力资源部',
      '行政部',
    ]);
    const rd = second.find((o) => o.name === '研发部')!;
    expect(rd.isParent).toBe(true);
    expect(rd.userCount).toBeGreaterThanOrEqual(2);
    expect((await children(rd.id)).map((o) => [o.name, o.isParent])).toEqual([
      ['前端组', false],
      ['后端组', false],
    ]);
    expect(await children('0')).toEqual(top);
  });

  it('refuses a dimension of another tenant and malformed bodies', async () => {
    const res = await post('/api/org/v1/orgs/getByParentAndDem', acme.token, { demId: dem.id });
    expect(res).toEqual({ status: 404, body: { state: false, message: '维度不存在' } });
    const bad = await post('/api/org/v1/orgs/getByParentAndDem', zhangsan.token, { parentId: 'x' });
    expect(bad.body).toEqual({ state: false, message: 'body/demId 为必填项' });
  });
});

describe('people', () => {
  it('lists the people of an org with their main org and post', async () => {
    const rd = (await children((await children())[0]!.id)).find((o) => o.name === '研发部')!;
    const page = await people([{ property: 'orgId', value: rd.id, operation: 'EQUAL' }]);
    const zs = page.rows.find((u) => u.account === 'zhangsan');
    expect(zs).toMatchObject({ fullname: '张三', orgName: '研发部', postName: '研发工程师', status: 1 });
    expect(zs?.mobile).toMatch(/^1\d{10}$/);
    expect(page.rows.map((u) => u.account)).toContain('lisi');
  });

  it('searches by name and leaves out people not in service', async () => {
    const found = await people([{ property: 'fullname', value: '张', operation: 'LIKE' }]);
    expect(found.rows.map((u) => u.fullname)).toContain('张三');
    expect(found.rows.every((u) => u.fullname.includes('张'))).toBe(true);
    const all = await people([]);
    expect(all.rows.map((u) => u.account)).not.toContain('lvwei');
    const disabled = await people([{ property: 'status', value: 0 }]);
    expect(disabled.rows.map((u) => u.account)).toEqual(['lvwei']);
  });

  it('never shows people of another tenant', async () => {
    const other = await people([], acme.token);
    expect(other.rows.map((u) => u.account).sort()).toEqual(['acme', 'qianhao', 'sunli', 'wuyue', 'zhoujie']);
    expect((await people([{ property: 'fullname', value: '张三' }], acme.token)).total).toBe(0);
  });

  it('lists people by role, post and group, and the masters of an org', async () => {
    const managers = await post('/api/user/v1/users/queryByType', zhangsan.token, {
      type: 'role',
      value: 'manager',
    });
    expect(managers.body.value.rows.map((u: DirectoryUser) => u.account)).toEqual(
      expect.arrayContaining(['lisi', 'wangwu', 'admin']),
    );
    const bad = await post('/api/user/v1/users/queryByType', zhangsan.token, { type: 'planet', value: 'x' });
    expect(bad.body).toEqual({ state: false, message: '不支持的类型：planet' });
    const masters = await get('/api/org/v1/org/getOrgMaster', zhangsan.token);
    expect(masters.body.value.map((u: DirectoryUser) => u.account)).toEqual(['lisi']);
    const posts = await post('/api/org/v1/orgPosts/getOrgPostPage', zhangsan.token, {
      querys: [{ property: 'orgName', value: '研发部', operation: 'EQUAL' }],
    });
    expect(posts.body.value.rows.map((p: { name: string }) => p.name).sort()).toEqual([
      '研发工程师',
      '研发部经理',
    ]);
    const managerPost = posts.body.value.rows.find((p: { isManager: number }) => p.isManager === 1);
    const holders = await post('/api/user/v1/users/queryByType', zhangsan.token, {
      type: 'post',
      value: managerPost.id,
    });
    expect(holders.body.value.rows.map((u: DirectoryUser) => u.account)).toEqual(['lisi']);
  });
});

describe('groups', () => {
  it('lists the groups and their people', async () => {
    const groups = (await post('/uc/ucGroup/v1/query', zhangsan.token, {})).body.value;
    expect(groups.rows.map((g: { name: string; userCount: number }) => [g.name, g.userCount])).toEqual([
      ['项目攻坚组', 4],
      ['羽毛球俱乐部', 3],
    ]);
    const members = await post('/uc/ucGroupUser/v1/loadUserByGroupId', zhangsan.token, {
      groupId: groups.rows[0].id,
    });
    expect(members.body.value.rows.map((u: DirectoryUser) => u.account).sort()).toEqual(
      ['lisi', 'wangwu', 'zhangsan', 'zhaoliu'].sort(),
    );
    const foreign = await post('/uc/ucGroupUser/v1/loadUserByGroupId', acme.token, {
      groupId: groups.rows[0].id,
    });
    expect(foreign).toEqual({ status: 404, body: { state: false, message: '群组不存在' } });
  });
});

describe('pages for the pickers', () => {
  it('pages orgs, roles and jobs', async () => {
    const orgs = await post('/api/org/v1/orgs/getOrgPage', zhangsan.token, {
      querys: [{ property: 'name', value: '组' }],
      pageBean: { page: 1, pageSize: 1 },
    });
    expect(orgs.body.value).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(orgs.body.value.rows).toHaveLength(1);
    const roles = await post('/api/role/v1/roles/getRolePage', zhangsan.token, {});
    expect(roles.body.value.rows.map((r: { code: string }) => r.code)).toEqual([
      'admin',
      'finance',
      'manager',
      'staff',
    ]);
    const jobs = await post('/api/job/v1/jobs/getJobPage', zhangsan.token, {});
    expect(jobs.body.value.rows.map((j: { name: string }) => j.name)).toEqual([
      '经理',
      '总监',
      '工程师',
      '高级工程师',
    ]);
  });
});

describe('other tenants and malformed bodies', () => {
  const ids = (res: { body: { value: { rows: { id: string }[] } } }) => res.body.value.rows.map((r) => r.id);

  it("the pickers' pages, groups, masters and people by type show only the caller's tenant", async () => {
    for (const url of [
      '/api/org/v1/orgs/getOrgPage',
      '/api/org/v1/orgPosts/getOrgPostPage',
      '/api/role/v1/roles/getRolePage',
      '/api/job/v1/jobs/getJobPage',
      '/uc/ucGroup/v1/query',
    ]) {
      const demo = ids(await post(url, zhangsan.token, { pageBean: { pageSize: 100 } }));
      const theirs = ids(await post(url, acme.token, { pageBean: { pageSize: 100 } }));
      expect(demo.length, url).toBeGreaterThan(0);
      expect(
        theirs.filter((id) => demo.includes(id)),
        url,
      ).toEqual([]);
    }
    const orgNames = (
      await post('/api/org/v1/orgs/getOrgPage', acme.token, { pageBean: { pageSize: 100 } })
    ).body.value.rows.map((o: { name: string }) => o.name);
    expect(orgNames).not.toContain('研发部');
    const masters = await get('/api/org/v1/org/getOrgMaster', acme.token);
    expect(masters.body.value.map((u: DirectoryUser) => u.account)).not.toContain('lisi');
    const managers = await post('/api/user/v1/users/queryByType', acme.token, {
      type: 'role',
      value: 'manager',
    });
    const accounts = managers.body.value.rows.map((u: DirectoryUser) => u.account);
    expect(accounts).toContain('sunli');
    expect(accounts).not.toContain('lisi');
  });

  it('answers 400 and changes nothing for malformed bodies', async () => {
    const cases: [string, unknown][] = [
      ['/api/org/v1/orgs/getOrgPage', { pageBean: { page: 'one' } }],
      ['/api/org/v1/orgPosts/getOrgPostPage', { querys: 'orgName=研发部' }],
      ['/api/role/v1/roles/getRolePage', { pageBean: { pageSize: -1 } }],
      ['/api/job/v1/jobs/getJobPage', { sorter: {} }],
      ['/uc/ucGroup/v1/query', { querys: [{ value: 'x' }] }],
      ['/uc/ucGroupUser/v1/loadUserByGroupId', {}],
      ['/api/user/v1/users/queryByType', { type: 'role' }],
      ['/api/org/v1/orgs/getByParentAndDem', { parentId: 'x' }],
    ];
    for (const [url, body] of cases) {
      const res = await post(url, zhangsan.token, body);
      expect(res.status, url).toBe(400);
      expect(res.body.state, url).toBe(false);
    }
  });
});

describe('guests and open ids', () => {
  it('keeps the directory from guests', async () => {
    expect((await get('/api/demension/v1/dems/getAll', guest)).status).toBe(403);
    expect((await post('/uc/ucGroup/v1/query', guest, {})).body).toEqual({
      state: false,
      message: '游客无权访问，请先登录',
    });
  });

  it("binds an open id to the caller's own account only", async () => {
    const ok = await get('/api/user/v1/user/bindMpOpenId?account=zhangsan&mpOpenid=mp-123', zhangsan.token);
    expect(ok.body).toEqual({ state: true, message: '绑定成功' });
    const other = await get('/api/user/v1/user/bindOpenId?account=lisi&openid=o-1', zhangsan.token);
    expect(other).toEqual({ status: 403, body: { state: false, message: '只能绑定自己的账号' } });
    const rows = await t.database.db.selectFrom('uc_open_ids').selectAll().execute();
    expect(rows).toMatchObject([{ user_id: zhangsan.userId, kind: 'mpOpenid', open_id: 'mp-123' }]);
  });
});
