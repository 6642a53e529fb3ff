import type { CurrentUser } from '../lib/current-user';

/** An unsigned token with the given claims, shaped like the server's (header.payload.signature). */
export function makeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** A signed-in zhangsan of tenant t1 whose token expires `expInSec` from now. */
export function testUser(overrides: Partial<CurrentUser> = {}, expInSec = 86_400): CurrentUser {
  const now = Math.floor(Date.now() / 1000);
  return {
    token: makeJwt({
      sub: 'u1',
      account: 'zhangsan',
      tenantId: 't1',
      rootTenantId: 't1',
      iat: now,
      exp: now + expInSec,
    }),
    userId: 'u1',
    account: 'zhangsan',
    username: '张三',
    userAttrs: { tenantId: 't1' },
    loginTime: now * 1000,
    expiration: 86_400,
    ...overrides,
  };
}
