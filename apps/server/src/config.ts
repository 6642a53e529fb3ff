import { generateKeyPairSync, randomBytes, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LIMITS, SSO_MODES, type RuntimeConfig, type SsoMode } from '@baton/contracts';

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'pg'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  jwtSecret: Uint8Array;
  rsaPrivateKey: string;
  rsaPublicKey: string;
  tokenTtlSeconds: number;
  logLevel: string;
  /** Built app to serve; undefined when the folder does not exist. */
  staticDir: string | undefined;
  demoData: boolean;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Requests per minute and address on the anonymous login calls; 0 turns the limit off. */
  authRateLimitPerMinute: number;
  loginFailures: { perAccount: number; perAddress: number; windowMs: number };
  /** What the app reads from `/config.js` at start. */
  runtime: RuntimeConfig;
}

type Env = Record<string, string | undefined>;

const SECRET_FILES = { jwt: 'jwt.key', rsaPrivate: 'rsa-private.pem', rsaPublic: 'rsa-public.pem' } as const;

/** The folder holding the workspaces' root package.json, so `data/` lands at the repository root. */
export function findRepoRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      try {
        if ((JSON.parse(fs.readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // an unreadable package.json is not the root; keep climbing
      }
    }
    if (path.dirname(dir) === dir) return path.resolve(from);
  }
}

const int = (env: Env, name: string, fallback: number, min = 0): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
};

const flag = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw);
};

/**
 * The app drops a stored token with `LIMITS.storedTokenMarginSeconds` (7200 s) or less left, so a lifetime at or
 * near that margin would end every login at the next page load; 9000 s leaves half an hour of use.
 */
export const MIN_TOKEN_TTL_SECONDS = 9000;

function tokenTtlSeconds(env: Env): number {
  const ttl = int(env, 'TOKEN_TTL_SECONDS', 43_200, 1);
  if (ttl < MIN_TOKEN_TTL_SECONDS) {
    throw new Error(
      `TOKEN_TTL_SECONDS must be at least ${MIN_TOKEN_TTL_SECONDS} (got ${ttl}): the app drops stored tokens ` +
        `with ${LIMITS.storedTokenMarginSeconds} s or less left, so a shorter lifetime would end logins at once`,
    );
  }
  return ttl;
}

const text = (env: Env, name: string): string => env[name]?.trim() ?? '';

function runtimeConfig(env: Env): RuntimeConfig {
  const sso = (text(env, 'SSO_MODE') || 'none').toLowerCase();
  if (!SSO_MODES.includes(sso as SsoMode)) {
    throw new Error(`SSO_MODE must be one of ${SSO_MODES.join(', ')}, got "${env.SSO_MODE}"`);
  }
  return {
    ssoMode: sso as SsoMode,
    casLoginUrl: text(env, 'CAS_LOGIN_URL'),
    guestWhitelist: text(env, 'GUEST_WHITELIST')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    miniProgramLoginPage: text(env, 'MINI_PROGRAM_LOGIN_PAGE'),
    apiBase: text(env, 'API_BASE'),
    hosts: {
      auth: text(env, 'AUTH_HOST'),
      workflow: text(env, 'WORKFLOW_HOST'),
      form: text(env, 'FORM_HOST'),
      portal: text(env, 'PORTAL_HOST'),
      uc: text(env, 'UC_HOST'),
      community: text(env, 'COMMUNITY_HOST'),
    },
  };
}

/** Reads a secret from its file, or creates it there (owner-only) the first time. */
function keptSecret(dir: string, file: string, create: () => string): string {
  const full = path.join(dir, file);
  if (fs.existsSync(full)) return fs.readFileSync(full, 'utf8');
  const value = create();
  fs.writeFileSync(full, value, { mode: 0o600, flag: 'wx' });
  return value;
}

function rsaPair(env: Env, dataDir: string): { rsaPrivateKey: string; rsaPublicKey: string } {
  const given = env.RSA_PRIVATE_KEY?.trim();
  if (given) {
    const rsaPublicKey =
      env.RSA_PUBLIC_KEY?.trim() || createPublicKey(given).export({ type: 'spki', format: 'pem' }).toString();
    return { rsaPrivateKey: given, rsaPublicKey };
  }
  const privatePath = path.join(dataDir, SECRET_FILES.rsaPrivate);
  if (!fs.existsSync(privatePath)) {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    fs.writeFileSync(privatePath, pair.privateKey, { mode: 0o600 });
    fs.writeFileSync(path.join(dataDir, SECRET_FILES.rsaPublic), pair.publicKey, { mode: 0o600 });
  }
  const rsaPrivateKey = fs.readFileSync(privatePath, 'utf8');
  const rsaPublicKey = keptSecret(dataDir, SECRET_FILES.rsaPublic, () =>
    createPublicKey(rsaPrivateKey).export({ type: 'spki', format: 'pem' }).toString(),
  );
  return { rsaPrivateKey, rsaPublicKey };
}

/** Configuration from the environment; secrets not given are generated once and kept in DATA_DIR. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const root = findRepoRoot(cwd);
  const dataDir = path.resolve(cwd, env.DATA_DIR || path.join(root, 'data'));
  fs.mkdirSync(dataDir, { recursive: true });

  const url = env.DATABASE_URL?.trim();
  const database: DatabaseTarget =
    url && /^postgres(ql)?:\/\//i.test(url)
      ? { kind: 'pg', url }
      : { kind: 'sqlite', file: path.join(dataDir, 'baton.sqlite') };

  const jwt =
    env.JWT_SECRET?.trim() || keptSecret(dataDir, SECRET_FILES.jwt, () => randomBytes(48).toString('base64'));
  const staticDir = path.resolve(cwd, env.STATIC_DIR || path.join(root, 'apps/mobile/dist'));

  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    database,
    jwtSecret: new TextEncoder().encode(jwt.trim()),
    ...rsaPair(env, dataDir),
    tokenTtlSeconds: tokenTtlSeconds(env),
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: fs.existsSync(path.join(staticDir, 'index.html')) ? staticDir : undefined,
    demoData: flag(env, 'DEMO_DATA', true),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    authRateLimitPerMinute: int(env, 'AUTH_RATE_LIMIT', 600),
    loginFailures: {
      perAccount: int(env, 'LOGIN_FAILURES_PER_ACCOUNT', 5, 1),
      perAddress: int(env, 'LOGIN_FAILURES_PER_ADDRESS', 20, 1),
      windowMs: 15 * 60_000,
    },
    runtime: runtimeConfig(env),
  };
}
