import type { LoginToken } from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_PASSWORD, encryptPassword, type TestApp } from './helpers';

/** A tenant whose status is not `enable` lets nobody in: not by login, refresh or tenant switch. */
let t: TestApp;
let adminDemo: LoginToken;
let adminEast: LoginToken;
let sunli: LoginToken;
let eastId: string;

const DISABLED = { state: false, message: '租户已停用' };

const setTenantStatus = (code: string, status: string) =>
  t.database.db.updateTable('tenants').set({ status }).where('code', '=', code).execute();

const login = async (account: string, tenantId?: string) =>
  t.app.inject({
    method: 'POST',
    url: tenantId ? `/auth?tenantId=${tenantId}` : '/auth',
    payload: { username: account, password: await encryptPassword(t.config.rsaPublicKey, DEMO_PASSWORD) },
  });

beforeAll(async () => {
  t = await createTestApp();
  adminDemo = await t.login('admin', DEMO_PASSWORD, 'demo');
  adminEast = await t.login('admin', DEMO_PASSWORD, 'demo-east');
  sunli = await t.login('sunli');
  eastId = adminEast.tenantId!;
  await setTenantStatus('demo-east', 'disable');
  await setTenantStatus('acme', 'disable');
});
afterAll(() => t.close());

describe('a disabled tenant', () => {
  it('refuses a login into it, by code or by id', async () => {
    for (const tenant of ['demo-east', eastId]) {
      const res = await login('admin', tenant);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(DISABLED);
    }
  });

  it('refuses a login into it as the home tenant', async () => {
    const res = await login('sunli');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(DISABLED);
  });

  it('still tells a wrong password as such', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth?tenantId=acme',
      payload: { username: 'sunli', password: await encryptPassword(t.config.rsaPublicKey, 'Wrong@2026') },
    });
    expect(res.json()).toEqual({ state: false, message: '账号或密码错误' });
  });

  it('refuses to refresh a token of it', async () => {
    for (const token of [adminEast.token, sunli.token]) {
      const res = await t.app.inject({ url: '/refresh', headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(DISABLED);
    }
  });

  it('refuses a tenant switch into it', async () => {
    const res = await t.app.inject({
      url: `/uc/tenantManage/v1/getTenantToken?newTenantId=${eastId}`,
      headers: bearer(adminDemo.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(DISABLED);
  });

  it('leaves the other tenants of the group alone', async () => {
    expect((await login('admin', 'demo')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/refresh', headers: bearer(adminDemo.token) })).statusCode).toBe(200);
  });
});
