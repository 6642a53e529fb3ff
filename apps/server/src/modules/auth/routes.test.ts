import { publicEncrypt, constants } from 'node:crypto';
import type { LoginToken } from '@baton/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserStatus } from '../uc/service';
import { bearer, createTestApp, DEMO_PASSWORD, encryptPassword, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (username: string, password: string, tenantId?: string, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url: tenantId ? `/auth?tenantId=${tenantId}` : '/auth',
    payload: { username, password: await encryptPassword(t.config.rsaPublicKey, password) },
    ...(ip ? { remoteAddress: ip } : {}),
  });

describe('GET /auth/publicKey', () => {
  it('answers the SPKI PEM that encrypts passwords', async () => {
    const res = await t.app.inject({ url: '/auth/publicKey' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.state).toBe(true);
    expect(body.value).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n?$/);
  });
});

describe('POST /auth', () => {
  it('logs in with a Web Crypto RSA-OAEP ciphertext and answers the token record', async () => {
    const { value: pem } = (await t.app.inject({ url: '/auth/publicKey' })).json() as { value: string };
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth?tenantId=demo',
      payload: { username: 'zhangsan', password: await encryptPassword(pem, DEMO_PASSWORD) },
    });
    expect(res.statusCode).toBe(200);
    const { state, value } = res.json() as { state: boolean; value: LoginToken };
    expect(state).toBe(true);
    expect(value).toMatchObject({ account: 'zhangsan', username: '张三', expiration: 43_200 });
    expect(value.loginTime).toBeGreaterThanOrEqual(before);
    const claims = decodeJwt(value.token);
    expect(claims).toMatchObject({ sub: value.userId, account: 'zhangsan', tenantId: value.tenantId });
    expect(claims.rootTenantId).toBe(value.tenantId);
    expect(typeof claims.jti).toBe('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(43_200);
  });

  it('accepts a ciphertext made with node:crypto OAEP too, and no tenant (the home tenant)', async () => {
    const cipher = publicEncrypt(
      { key: t.config.rsaPublicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(DEMO_PASSWORD),
    ).toString('base64');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { username: 'lisi', password: cipher },
    });
    expect(res.json()).toMatchObject({ state: true, value: { account: 'lisi', username: '李四' } });
  });

  it('logs in to the second tenant of the group, keeping the group as root', async () => {
    const home = await t.login('admin', DEMO_PASSWORD, 'demo');
    const east = await t.login('admin', DEMO_PASSWORD, 'demo-east');
    expect(east.tenantId).not.toBe(home.tenantId);
    expect(decodeJwt(east.token).rootTenantId).toBe(home.tenantId);
  });

  it.each([
    ['wrong password', 'wangwu', 'Wrong@2026'],
    ['unknown account', 'nobody', DEMO_PASSWORD],
    ['account of another tenant', 'acme', DEMO_PASSWORD, 'demo'],
  ])('%s gives the same message', async (_case, account, password, tenant?: string) => {
    const res = await post(account, password, tenant, '10.1.1.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message: '账号或密码错误' });
  });

  it('refuses a password that was not encrypted with our key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { username: 'admin', password: 'Baton@2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('password');
  });

  it('locks an account after 5 failures in 15 minutes, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post('zhaoliu', 'nope-1234', undefined, `10.2.0.${i}`)).statusCode).toBe(400);
    }
    const locked = await post('zhaoliu', DEMO_PASSWORD, undefined, '10.2.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ state: false, message: '登录失败次数过多，请15分钟后再试' });
  });

  it('counts parallel wrong attempts before checking them, so they cannot all pass the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post('dupeng', `nope-${i}x`, undefined, `10.4.0.${i}`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 400).every((s) => s === 429)).toBe(true);
    const right = await post('dupeng', DEMO_PASSWORD, undefined, '10.4.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ state: false, message: '登录失败次数过多，请15分钟后再试' });
  });

  it('counts one budget per account however the tenant is spelled', async () => {
    const demo = (await t.app.inject({ url: '/uc/tenantManage/v1/getTenantByCode?code=demo' })).json().value;
    for (const [i, tenant] of [demo.code, demo.id, undefined, demo.code, demo.id].entries()) {
      expect((await post('yeqing', 'nope-1234', tenant, `10.5.0.${i}`)).statusCode).toBe(400);
    }
    for (const tenant of [demo.code, demo.id, undefined]) {
      expect((await post('yeqing', DEMO_PASSWORD, tenant, '10.5.1.1')).statusCode).toBe(429);
    }
  });

  it('locks an address after 20 failures, whatever the accounts', async () => {
    for (let i = 0; i < 20; i++) await post(`ghost${i}`, 'nope-1234', undefined, '10.3.0.1');
    const res = await post('zhangsan', DEMO_PASSWORD, undefined, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect((await post('zhangsan', DEMO_PASSWORD, undefined, '10.3.0.2')).statusCode).toBe(200);
  });

  it('refuses a disabled account after a right password', async () => {
    const res = await post('lvwei', DEMO_PASSWORD);
    expect(res.json()).toEqual({ state: false, message: '账号已停用，请联系管理员' });
  });
});

describe('token lifecycle', () => {
  it('refresh answers a new token for the same user and tenant', async () => {
    const first = await t.login('zhangsan', DEMO_PASSWORD, 'demo-east');
    const res = await t.app.inject({ url: '/refresh', headers: bearer(first.token) });
    const { value } = res.json() as { value: LoginToken };
    expect(res.statusCode).toBe(200);
    expect(value.token).not.toBe(first.token);
    expect(value).toMatchObject({ userId: first.userId, tenantId: first.tenantId, account: 'zhangsan' });
  });

  const status = async (token: string) =>
    (await t.app.inject({ url: '/uc/tenantManage/v1/getCurrentUserTenant', headers: bearer(token) }))
      .statusCode;

  const switchTo = async (token: string, code: string) => {
    const tenants = (
      await t.app.inject({ url: '/uc/tenantManage/v1/getCurrentUserTenant', headers: bearer(token) })
    ).json().value as { id: string; code: string }[];
    const target = tenants.find((x) => x.code === code)!;
    return (
      await t.app.inject({
        url: `/uc/tenantManage/v1/getTenantToken?newTenantId=${target.id}`,
        headers: bearer(token),
      })
    ).json().value as string;
  };

  it('carries one session id through refresh and tenant switch; a new login starts another', async () => {
    const first = await t.login('admin', DEMO_PASSWORD, 'demo');
    const sid = decodeJwt(first.token).sid;
    expect(typeof sid).toBe('string');
    const refreshed = (await t.app.inject({ url: '/refresh', headers: bearer(first.token) })).json().value;
    expect(decodeJwt(refreshed.token).sid).toBe(sid);
    expect(decodeJwt(await switchTo(first.token, 'demo-east')).sid).toBe(sid);
    expect(decodeJwt((await t.login('admin')).token).sid).not.toBe(sid);
  });

  it('signout ends every token of that login (refreshed or switched), not other logins', async () => {
    const a = await t.login('admin', DEMO_PASSWORD, 'demo');
    const other = await t.login('admin', DEMO_PASSWORD, 'demo');
    const refreshed = (await t.app.inject({ url: '/refresh', headers: bearer(a.token) })).json().value
      .token as string;
    const switched = await switchTo(a.token, 'demo-east');

    const out = await t.app.inject({ url: '/signout', headers: bearer(refreshed) });
    expect(out.json()).toMatchObject({ state: true, message: '退出成功' });
    for (const token of [a.token, refreshed, switched]) {
      const res = await t.app.inject({ url: '/refresh', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ state: false, message: '未登录或登录已过期' });
    }
    expect(await status(other.token)).toBe(200);
  });

  it('a guest can sign out too', async () => {
    const guest = (await t.app.inject({ url: '/sso/genGuestToken?tenantCode=demo' })).json().value.token;
    expect(await status(guest)).toBe(200);
    await t.app.inject({ url: '/signout', headers: bearer(guest) });
    expect(await status(guest)).toBe(401);
  });

  it('refuses the tokens of a user who is disabled, at once', async () => {
    const weidong = await t.login('weidong');
    expect(await status(weidong.token)).toBe(200);
    await t.database.db.updateTable('users').set({ status: 0 }).where('id', '=', weidong.userId).execute();
    expect(await status(weidong.token)).toBe(401);
    await t.database.db.updateTable('users').set({ status: 1 }).where('id', '=', weidong.userId).execute();
    expect(await status(weidong.token)).toBe(200);
  });

  it('refuses tokens issued before the user was disabled, even once enabled again', async () => {
    const suqian = await t.login('suqian');
    await setUserStatus(t.database.db, suqian.userId, 0);
    await setUserStatus(t.database.db, suqian.userId, 1);
    expect(await status(suqian.token)).toBe(401);
    expect(await status((await t.login('suqian')).token)).toBe(200);
  });

  it('gives a guest token by tenant code, which sees no directory data', async () => {
    const res = await t.app.inject({ url: '/sso/genGuestToken?tenantCode=demo' });
    const { value } = res.json() as { value: LoginToken };
    expect(value).toMatchObject({ account: 'guest', userId: 'guest' });
    expect(decodeJwt(value.token).tenantId).toBe(value.tenantId);
    const detail = await t.app.inject({
      url: '/api/user/v1/user/getDetailByAccountOrId?account=admin',
      headers: bearer(value.token),
    });
    expect(detail.statusCode).toBe(403);
    const rights = await t.app.inject({
      url: '/sys/authUser/v1/getUserRightMap',
      headers: bearer(value.token),
    });
    expect(rights.json().value.curUserMethod).toEqual([]);
  });

  it('has no guest token for an unknown tenant', async () => {
    const res = await t.app.inject({ url: '/sso/genGuestToken?tenantCode=nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ state: false, message: '租户不存在' });
  });
});
