import type { LoginToken, UserDetail } from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers';

/**
 * A user of acme asks every user-centre route about demo's tenants and people, by id and by account, and
 * never gets any of it back.
 */
let t: TestApp;
let acme: LoginToken;
let demoMarkers: string[];
let probes: string[];

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  acme = await t.login('acme');
  const admin = await t.login('admin', undefined, 'demo');
  const east = await t.login('admin', undefined, 'demo-east');
  const tenants = (await get('/uc/tenantManage/v1/getCurrentUserTenant', admin.token)).json().value as {
    id: string;
  }[];
  const accounts = ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'chenjing'];
  const details = await Promise.all(
    accounts.map(
      async (a) =>
        (await get(`/api/user/v1/user/getDetailByAccountOrId?account=${a}`, admin.token)).json()
          .value as UserDetail,
    ),
  );
  const userIds = details.map((d) => d.user.id);
  const orgIds = details.flatMap((d) => d.org.map((o) => o.id));
  const postIds = details.flatMap((d) => Object.keys(d.post));
  expect(tenants).toHaveLength(2);
  expect(userIds).toHaveLength(accounts.length);
  demoMarkers = [
    ...tenants.map((x) => x.id),
    east.tenantId ?? '',
    ...userIds,
    ...orgIds,
    ...postIds,
    ...details.map((d) => d.user.fullname),
    ...details.flatMap((d) => [d.user.mobile ?? '', d.user.email ?? '']).filter(Boolean),
    '百特',
    'baton-tech.cn',
  ];
  probes = [...tenants.map((x) => x.id), 'demo', 'demo-east', ...accounts, ...userIds, userIds.join(',')];
});
afterAll(() => t.close());

describe('an acme user gets no demo data', () => {
  it('from any user-centre route, whatever demo id or account it sends', async () => {
    const routes = t.routes.filter(
      (r) =>
        !r.anonymous &&
        !r.url.startsWith('/api-docs') &&
        !['/signout', '/refresh', '/auth'].includes(r.url) &&
        // A live stream never ends; its own tests check it carries only the caller's events.
        !r.url.endsWith('/stream'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(9);
    let calls = 0;
    for (const route of routes) {
      const queryFields = Object.keys(
        (route.querystring as { properties?: object } | undefined)?.properties ?? {},
      );
      const bodyFields = Object.keys((route.body as { properties?: object } | undefined)?.properties ?? {});
      for (const probe of probes) {
        const url = route.url.replace(/:(\w+)/g, encodeURIComponent(probe));
        const query = queryFields.map((f) => `${f}=${encodeURIComponent(probe)}`).join('&');
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: query ? `${url}?${query}` : url,
          headers: bearer(acme.token),
          ...(route.method === 'POST'
            ? { payload: Object.fromEntries(bodyFields.map((f) => [f, probe])) }
            : {}),
        });
        calls++;
        expect(res.statusCode, `${route.url} ${probe}`).toBeLessThan(500);
        for (const marker of demoMarkers) {
          expect(res.body, `${route.method} ${route.url} with ${probe}`).not.toContain(marker);
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
  });

  it('sees only its own tenant and cannot switch into demo', async () => {
    const tenants = (await get('/uc/tenantManage/v1/getCurrentUserTenant', acme.token)).json().value;
    expect(tenants).toEqual([
      { id: acme.tenantId, name: '艾克美集团', code: 'acme', orgSwitchType: 'org', status: 'enable' },
    ]);
    for (const probe of probes.slice(0, 2)) {
      const res = await get(`/uc/tenantManage/v1/getTenantToken?newTenantId=${probe}`, acme.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ state: false, message: '无权切换到该租户' });
      expect((await get(`/uc/tenantManage/v1/${probe}`, acme.token)).statusCode).toBe(404);
    }
  });

  it('finds demo people nowhere in its directory', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/user/getByAccount',
      headers: bearer(acme.token),
      payload: { account: 'zhangsan' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ state: false, message: '用户不存在' });
    const own = (await get('/api/user/v1/user/getDetailByAccountOrId?account=sunli', acme.token)).json();
    expect(own.value.user.fullname).toBe('孙丽');
  });

  it('cannot log in to demo with an acme account', async () => {
    await expect(t.login('acme', undefined, 'demo')).rejects.toThrow('账号或密码错误');
  });
});
