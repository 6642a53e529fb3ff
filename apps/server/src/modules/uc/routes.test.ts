import type { LoginToken, Tenant, UserDetail } from '@baton/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_PASSWORD, encryptPassword, type TestApp } from '../../../test/helpers';

let t: TestApp;
let zhangsan: LoginToken;
let admin: LoginToken;
beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await t.login('zhangsan');
  admin = await t.login('admin');
});
afterAll(() => t.close());

const get = async (url: string, token: string) => {
  const res = await t.app.inject({ url, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};

describe('tenants', () => {
  it.each([
    ['demo', '百特科技', 'tenant'],
    ['demo-east', '百特东区物业', 'tenant'],
    ['acme', '艾克美集团', 'org'],
  ])('getTenantByCode %s answers without a token', async (code, name, orgSwitchType) => {
    const res = await t.app.inject({ url: `/uc/tenantManage/v1/getTenantByCode?code=${code}` });
    expect(res.json()).toMatchObject({ state: true, value: { code, name, orgSwitchType } });
    expect(Object.keys(res.json().value).sort()).toEqual(['code', 'id', 'name', 'orgSwitchType']);
  });

  it('getTenantByCode of an unknown code says so', async () => {
    const res = await t.app.inject({ url: '/uc/tenantManage/v1/getTenantByCode?code=nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ state: false, message: '租户不存在' });
  });

  it('lists the tenants of the user and switches with a token for the other one', async () => {
    const { body } = await get('/uc/tenantManage/v1/getCurrentUserTenant', admin.token);
    const tenants = body.value as Tenant[];
    expect(tenants.map((x) => x.code)).toEqual(['demo', 'demo-east']);
    const east = tenants[1]!;
    const switched = await get(`/uc/tenantManage/v1/getTenantToken?newTenantId=${east.id}`, admin.token);
    expect(switched.body.state).toBe(true);
    const claims = decodeJwt(switched.body.value as string);
    expect(claims).toMatchObject({ sub: admin.userId, tenantId: east.id, rootTenantId: admin.tenantId });
    const byId = await get(`/uc/tenantManage/v1/${east.id}`, switched.body.value as string);
    expect(byId.body.value).toMatchObject({ code: 'demo-east', orgSwitchType: 'tenant' });
  });

  it('refuses a token for a tenant the user does not belong to', async () => {
    const acme = (await t.app.inject({ url: '/uc/tenantManage/v1/getTenantByCode?code=acme' })).json()
      .value as Tenant;
    const res = await get(`/uc/tenantManage/v1/getTenantToken?newTenantId=${acme.id}`, zhangsan.token);
    expect(res.status).toBe(403);
  });
});

describe('current user', () => {
  it('getDetailByAccountOrId answers user, orgs, posts keyed by post id and roles', async () => {
    const { body } = await get('/api/user/v1/user/getDetailByAccountOrId?account=zhangsan', zhangsan.token);
    const detail = body.value as UserDetail;
    expect(detail.account).toBe('zhangsan');
    expect(detail.user).toMatchObject({
      id: zhangsan.userId,
      account: 'zhangsan',
      fullname: '张三',
      sex: '男',
      status: 1,
    });
    expect(detail.user.mobile).toMatch(/^1[3-9]\d{9}$/);
    expect(detail.org.map((o) => [o.name, o.isMaster])).toEqual([
      ['研发部', '1'],
      ['后端组', '0'],
    ]);
    const posts = Object.entries(detail.post);
    expect(posts).toHaveLength(2);
    for (const [key, post] of posts) expect(key).toBe(post.postId);
    const main = posts.find(([, p]) => p.isMaster === '1')?.[1];
    expect(main).toMatchObject({ postName: '研发工程师', orgName: '研发部', orgCode: 'yfb' });
    expect(detail.role.roleName.split('|')).toEqual(['普通员工']);
  });

  it('getDetailByAccountOrId takes an id, and the caller when left out', async () => {
    const byId = await get(
      `/api/user/v1/user/getDetailByAccountOrId?account=${admin.userId}`,
      zhangsan.token,
    );
    expect(byId.body.value.user.account).toBe('admin');
    expect(byId.body.value.role.roleName.split('|').sort()).toEqual(['系统管理员', '部门经理'].sort());
    const self = await get('/api/user/v1/user/getDetailByAccountOrId', zhangsan.token);
    expect(self.body.value.account).toBe('zhangsan');
  });

  it('shows the same person with the orgs of the tenant the token is for', async () => {
    const east = await t.login('zhangsan', DEMO_PASSWORD, 'demo-east');
    const { body } = await get('/api/user/v1/user/getDetailByAccountOrId', east.token);
    expect(body.value.org.map((o: { name: string }) => o.name)).toEqual(['客服中心']);
  });

  it('getByAccount answers the user without secrets', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/user/getByAccount',
      headers: bearer(zhangsan.token),
      payload: { account: 'lisi' },
    });
    expect(res.json().value).toMatchObject({ account: 'lisi', fullname: '李四' });
    expect(res.body).not.toMatch(/password|argon2/);
  });

  it.each([
    [1, 'zhangsan'],
    [0, 'lvwei'],
    [-1, 'dingning'],
    [2, 'renjie'],
  ])('demo data has status %i (%s) for the personal page', async (status, account) => {
    const { body } = await get(`/api/user/v1/user/getDetailByAccountOrId?account=${account}`, admin.token);
    expect(body.value.user.status).toBe(status);
  });

  it('getOrgListByUserId lists the main organisation first', async () => {
    const { body } = await get(`/api/org/v1/orgs/getOrgListByUserId?userId=${zhangsan.userId}`, admin.token);
    expect(body.value[0]).toMatchObject({ name: '研发部', code: 'yfb', isMaster: '1' });
  });
});

describe('rights', () => {
  it('admin holds every method and sees every menu group', async () => {
    const { body } = await get('/sys/authUser/v1/getUserRightMap', admin.token);
    expect(body.value.curUserMethod).toEqual(body.value.allMethod);
    expect(body.value.menus.map((m: { name: string }) => m.name)).toEqual(['工作', '通讯录', '个人中心']);
    expect(body.value.rightMap.user).toEqual([admin.userId]);
    expect(body.value.rightMap.role.sort()).toEqual(['admin', 'manager']);
  });

  it('staff hold fewer methods', async () => {
    const { body } = await get('/sys/authUser/v1/getUserRightMap', zhangsan.token);
    expect(body.value.curUserMethod).toEqual(['uc:user:query', 'bpm:instance:start']);
    expect(body.value.allMethod.length).toBeGreaterThan(body.value.curUserMethod.length);
  });

  it('getUserRightMapByIds answers identities keyed by user id, unknown ids left out', async () => {
    const { body } = await get(
      `/api/user/v1/user/getUserRightMapByIds?ids=${zhangsan.userId},nobody`,
      admin.token,
    );
    expect(Object.keys(body.value)).toEqual([zhangsan.userId]);
    expect(body.value[zhangsan.userId]).toMatchObject({ user: [zhangsan.userId], role: ['staff'] });
    expect(body.value[zhangsan.userId].org).toHaveLength(2);
  });
});

describe('change password', () => {
  const change = async (token: string, oldPwd: string, newPwd: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/user/changUserPsd',
      headers: bearer(token),
      payload: {
        oldPwd: await encryptPassword(t.config.rsaPublicKey, oldPwd),
        newPwd: await encryptPassword(t.config.rsaPublicKey, newPwd),
      },
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('refuses a wrong old password', async () => {
    expect(await change(zhangsan.token, 'Wrong@2026', 'NewPass2026')).toEqual({
      status: 400,
      body: { state: false, message: '原密码错误' },
    });
  });

  it('counts wrong old passwords like failed logins: 5 in 15 minutes, then 429 even for the right one', async () => {
    const dupeng = await t.login('dupeng');
    for (let i = 0; i < 5; i++) {
      expect((await change(dupeng.token, `Wrong@${i}x`, 'NewPass2026')).status).toBe(400);
    }
    expect(await change(dupeng.token, DEMO_PASSWORD, 'NewPass2026')).toEqual({
      status: 429,
      body: { state: false, message: '登录失败次数过多，请15分钟后再试' },
    });
    await expect(t.login('dupeng')).rejects.toThrow('登录失败次数过多，请15分钟后再试');
  });

  it.each(['short1A', 'onlyletters', '1234567890', 'a1'.repeat(17)])(
    'refuses the new password %s',
    async (pwd) => {
      expect((await change(zhangsan.token, DEMO_PASSWORD, pwd)).body).toEqual({
        state: false,
        message: '新密码须为8到32位，且同时包含字母和数字',
      });
    },
  );

  it('changes it: the new password logs in, the old one no longer does', async () => {
    const wangwu = await t.login('wangwu');
    const { status, body } = await change(wangwu.token, DEMO_PASSWORD, 'Spring2026x');
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: true, message: '密码修改成功', value: { account: 'wangwu' } });
    await expect(t.login('wangwu', 'Spring2026x')).resolves.toMatchObject({ account: 'wangwu' });
    await expect(t.login('wangwu', DEMO_PASSWORD)).rejects.toThrow('账号或密码错误');
  });

  it('ends every other login, and answers a fresh token that keeps the caller signed in', async () => {
    const here = await t.login('chengliang');
    const elsewhere = await t.login('chengliang');
    const { body } = await change(here.token, DEMO_PASSWORD, 'Autumn2026x');
    const fresh = body.value as LoginToken;
    expect(fresh).toMatchObject({ userId: here.userId, tenantId: here.tenantId, account: 'chengliang' });
    expect(decodeJwt(fresh.token).sid).toBe(decodeJwt(here.token).sid);
    expect((await get('/uc/tenantManage/v1/getCurrentUserTenant', elsewhere.token)).status).toBe(401);
    expect((await get('/uc/tenantManage/v1/getCurrentUserTenant', here.token)).status).toBe(401);
    expect((await get('/uc/tenantManage/v1/getCurrentUserTenant', fresh.token)).status).toBe(200);
    const after = await t.login('chengliang', 'Autumn2026x');
    expect((await get('/uc/tenantManage/v1/getCurrentUserTenant', after.token)).status).toBe(200);
  });
});
