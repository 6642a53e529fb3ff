import { generateKeyPairSync, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LoginToken } from '@baton/contracts';
import pg from 'pg';
import { buildApp, type App } from '../src/app';
import type { Config } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import { migrateToLatest } from '../src/db/migrations';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../src/db/seed';
import { createLogger } from '../src/logging';

export { DEMO_PASSWORD };

export const usePostgres = process.env.BATON_TEST_DB === 'postgres';
const pgUrl = process.env.BATON_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

// One key pair per test file: generating RSA keys is slow and the keys are not what is under test.
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    database: { kind: 'sqlite', file: ':memory:' },
    jwtSecret: randomBytes(32),
    rsaPrivateKey: keys.privateKey,
    rsaPublicKey: keys.publicKey,
    tokenTtlSeconds: 43_200,
    logLevel: 'silent',
    staticDir: undefined,
    demoData: false,
    trustProxy: false,
    authRateLimitPerMinute: 0,
    loginFailures: { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 },
    runtime: {
      ssoMode: 'none',
      casLoginUrl: '',
      guestWhitelist: [],
      miniProgramLoginPage: '',
      apiBase: '',
      hosts: { auth: '', workflow: '', form: '', portal: '', uc: '', community: '' },
    },
    ...overrides,
  };
}

export interface RouteInfo {
  method: string;
  url: string;
  anonymous: boolean;
  body: unknown;
  querystring: unknown;
}

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /** Every route the app declared (HEAD twins left out). */
  routes: RouteInfo[];
  /** Log lines written so far, parsed. */
  logs: Record<string, unknown>[];
  login(account: string, password?: string, tenantId?: string): Promise<LoginToken>;
  close(): Promise<void>;
}

/** Encrypts as the browser does: Web Crypto RSA-OAEP with SHA-256, base64 of the ciphertext. */
export async function encryptPassword(publicKeyPem: string, password: string): Promise<string> {
  const der = Buffer.from(publicKeyPem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  const key = await webcrypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const cipher = await webcrypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(password),
  );
  return Buffer.from(cipher).toString('base64');
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!usePostgres) {
    return { database: openDatabase({ kind: 'sqlite', file: ':memory:' }), drop: async () => {} };
  }
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    database: openDatabase({ kind: 'pg', url: pgUrl }, schema),
    drop: async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * The app on a fresh migrated database (SQLite in memory, or a schema of its own on PostgreSQL when
 * BATON_TEST_DB=postgres), with the demo data unless `seed` is false. The app is not yet ready, so a test may
 * still add routes.
 */
export async function createTestApp(
  options: { seed?: boolean; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await migrateToLatest(database);
  if (options.seed !== false) await seedDemoIfEmpty(database.db);

  const config = testConfig(options.config);
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const app = buildApp({ config, db: database.db, logger: createLogger('info', sink) });
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        anonymous: route.config?.anonymous === true,
        body: route.schema?.body,
        querystring: route.schema?.querystring,
      });
    }
  });

  const login = async (account: string, password = DEMO_PASSWORD, tenantId?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: tenantId ? `/auth?tenantId=${encodeURIComponent(tenantId)}` : '/auth',
      payload: { username: account, password: await encryptPassword(config.rsaPublicKey, password) },
    });
    const body = res.json() as { state: boolean; message: string; value: LoginToken };
    if (res.statusCode !== 200 || !body.state) throw new Error(`login ${account} failed: ${body.message}`);
    return body.value;
  };

  return {
    app,
    database,
    config,
    routes,
    logs,
    login,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
