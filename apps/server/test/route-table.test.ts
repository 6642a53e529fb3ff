import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type RouteInfo, type TestApp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  token = (await t.login('admin')).token;
});
afterAll(() => t.close());

const isApiRoute = (r: RouteInfo) => !r.url.startsWith('/api-docs');
const concrete = (url: string) => url.replace(/:(\w+)/g, 'x-$1').replace(/\*$/, 'x');
const protectedRoutes = () => t.routes.filter((r) => isApiRoute(r) && !r.anonymous);

async function signed(claims: Record<string, unknown>, secret: Uint8Array, exp: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('u1')
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .setJti(crypto.randomUUID())
    .sign(secret);
}

describe('the route table', () => {
  it('declares the platform routes', () => {
    const paths = t.routes.filter(isApiRoute).map((r) => `${r.method} ${r.url}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /auth/publicKey',
        'POST /auth',
        'GET /refresh',
        'GET /signout',
        'GET /sso/genGuestToken',
        'GET /uc/tenantManage/v1/:tenantId',
        'GET /uc/tenantManage/v1/getTenantByCode',
        'GET /uc/tenantManage/v1/getCurrentUserTenant',
        'GET /uc/tenantManage/v1/getTenantToken',
        'POST /api/user/v1/user/getByAccount',
        'GET /api/user/v1/user/getDetailByAccountOrId',
        'POST /api/user/v1/user/changUserPsd',
        'GET /api/org/v1/orgs/getOrgListByUserId',
        'GET /sys/authUser/v1/getUserRightMap',
        'GET /api/user/v1/user/getUserRightMapByIds',
      ]),
    );
    expect(protectedRoutes().length).toBeGreaterThanOrEqual(10);
  });

  it('keeps anonymous only the calls a signed-out page needs', () => {
    const anonymous = t.routes.filter((r) => isApiRoute(r) && r.anonymous).map((r) => `${r.method} ${r.url}`);
    expect(anonymous.sort()).toEqual(
      [
        'GET /auth/publicKey',
        'POST /auth',
        'GET /sso/genGuestToken',
        'GET /uc/tenantManage/v1/getTenantByCode',
        'GET /config.js',
        'GET /portal/shorturlManage/v1/getLongUrlByShortUrl',
      ].sort(),
    );
  });
});

describe('every non-anonymous route answers 401', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (tenantId: string) => ({ account: 'admin', tenantId, rootTenantId: tenantId });

  const badHeaders: [string, () => Promise<Record<string, string>>][] = [
    ['without a token', async () => ({})],
    ['with a header that is not Bearer', async () => ({ authorization: `Basic ${token}` })],
    ['with a token that is not a JWT', async () => bearer('not.a.jwt')],
    [
      'with a forged token',
      async () => bearer(await signed(claims('t'), new TextEncoder().encode('x'.repeat(32)), now() + 600)),
    ],
    ['with an expired token', async () => bearer(await signed(claims('t'), t.config.jwtSecret, now() - 10))],
    [
      'with an unsigned (alg none) token',
      async () => {
        const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        return bearer(
          `${part({ alg: 'none' })}.${part({ sub: 'u1', ...claims('t'), exp: now() + 600, jti: 'j' })}.`,
        );
      },
    ],
    [
      'with a signed-out token',
      async () => {
        const { token: old } = await t.login('zhangsan');
        await t.app.inject({ url: '/signout', headers: bearer(old) });
        return bearer(old);
      },
    ],
  ];

  it.each(badHeaders)('%s', async (_case, headers) => {
    const h = await headers();
    for (const route of protectedRoutes()) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: h,
        ...(route.body ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual({ state: false, message: '未登录或登录已过期' });
    }
  });
});

interface ObjectSchema {
  type?: string;
  properties?: Record<string, { type?: string; minLength?: number; maxLength?: number }>;
  required?: string[];
}

const validValue = (p: { type?: string; minLength?: number }) =>
  p.type === 'string'
    ? 'a'.repeat(Math.max(p.minLength ?? 0, 1))
    : p.type === 'integer'
      ? 1
      : p.type === 'object'
        ? {}
        : p.type === 'array'
          ? []
          : true;

/**
 * Bodies that break the schema in one place, each with the field its 400 message must name. Prototype keys are
 * left out: they are refused earlier as unsafe JSON, which a test below covers.
 */
function malformedBodies(schema: ObjectSchema): fc.Arbitrary<{ payload: unknown; field: string }> {
  const props = schema.properties ?? {};
  const names = Object.keys(props);
  const valid = Object.fromEntries(names.map((n) => [n, validValue(props[n] ?? {})]));
  const notAnObject = fc
    .oneof(
      fc.string(),
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
    )
    .map((payload) => ({ payload, field: 'body' }));
  const required = schema.required ?? [];
  const missing = required.length
    ? [
        fc.constantFrom(...required).map((name) => ({
          payload: Object.fromEntries(Object.entries(valid).filter(([k]) => k !== name)),
          field: name,
        })),
      ]
    : [];
  const wrongType = fc.constantFrom(...names).chain((name) => {
    const p = props[name] ?? {};
    const wrong: fc.Arbitrary<unknown>[] =
      p.type === 'string'
        ? [
            fc.integer(),
            fc.boolean(),
            fc.constant(null),
            fc.array(fc.string()),
            fc.dictionary(fc.string(), fc.string()),
          ]
        : [fc.string()];
    if (p.type === 'string' && p.maxLength)
      wrong.push(fc.nat(20).map((n) => 'x'.repeat((p.maxLength ?? 0) + 1 + n)));
    if (p.type === 'string' && p.minLength) wrong.push(fc.constant(''));
    return fc.oneof(...wrong).map((value) => ({ payload: { ...valid, [name]: value }, field: name }));
  });
  const junk = fc
    .stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,15}$/)
    .filter((k) => !names.includes(k) && !['constructor', 'prototype'].includes(k))
    .chain((key) => fc.jsonValue().map((value) => ({ payload: { ...valid, [key]: value }, field: key })));
  return fc
    .oneof(notAnObject, ...missing, wrongType, junk)
    .filter(({ payload }) => !/"(__proto__|constructor)"/.test(JSON.stringify(payload)));
}

describe('every route with a body answers 400 to malformed bodies', () => {
  it('never 500, always state false and the field named', async () => {
    const withBody = t.routes.filter((r) => isApiRoute(r) && r.body);
    expect(withBody.length).toBeGreaterThanOrEqual(3);
    for (const route of withBody) {
      await fc.assert(
        fc.asyncProperty(malformedBodies(route.body as ObjectSchema), async ({ payload, field }) => {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: concrete(route.url),
            headers: { ...bearer(token), 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          const body = res.json();
          expect(res.statusCode, `${route.url} ${JSON.stringify(payload)}`).toBe(400);
          expect(body.state).toBe(false);
          expect(body.message).toContain(field);
          expect(body.message).toMatch(/^body/);
          expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);
        }),
        // Hundreds of routes times this many bodies: enough to hit every branch of each schema's checks.
        { numRuns: 30 },
      );
    }
  }, 240_000);

  it('says which field and what is wrong with it', async () => {
    const cases: [unknown, string][] = [
      [{ username: '', password: 'x' }, 'body/username 长度不能少于 1 个字符'],
      [{ password: 'x' }, 'body/username 为必填项'],
      [{ username: 7, password: 'x' }, 'body/username 类型应为 string'],
      [{ username: 'a', password: 'x', role: 'admin' }, 'body/role 是不允许的字段'],
      [{ username: 'a'.repeat(65), password: 'x' }, 'body/username 长度不能超过 64 个字符'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/auth', payload: payload as object });
      expect(res.json()).toEqual({ state: false, message });
    }
  });

  it('answers 400 to a body that tries prototype pollution', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/user/getByAccount',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"account":"admin","x":{"__proto__":{"isAdmin":true}}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message: 'body 不是有效的 JSON' });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message: 'body 不是有效的 JSON' });
  });
});

describe('every route with a required query field answers 400 without it', () => {
  it('names the missing field', async () => {
    const withQuery = t.routes.filter(
      (r) =>
        isApiRoute(r) && ((r.querystring as { required?: string[] } | undefined)?.required?.length ?? 0) > 0,
    );
    expect(withQuery.length).toBeGreaterThanOrEqual(4);
    for (const route of withQuery) {
      const [field] = (route.querystring as { required: string[] }).required;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: bearer(token),
      });
      expect(res.statusCode, route.url).toBe(400);
      expect(res.json()).toEqual({ state: false, message: `querystring/${field} 为必填项` });
    }
  });
});
