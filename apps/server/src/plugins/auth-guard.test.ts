import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { createLogger } from '../logging';

let t: TestApp;
let statements = 0;
const counting: KyselyPlugin = {
  transformQuery: (args) => {
    statements++;
    return args.node;
  },
  transformResult: async (args) => args.result,
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the auth guard', () => {
  it('checks sign-out, user status and cut-off in one query', async () => {
    const app = buildApp({
      config: t.config,
      db: t.database.db.withPlugin(counting),
      logger: createLogger('silent'),
    });
    const { token } = await t.login('zhangsan');
    statements = 0;
    const res = await app.inject({ url: '/uc/tenantManage/v1/getCurrentUserTenant', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    // One for the guard, one for the tenants listed.
    expect(statements).toBe(2);
    await app.close();
  });
});
