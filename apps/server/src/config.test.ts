import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '@baton/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// Given keys spare each case an RSA key generation; the case about generated secrets passes none.
const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const RSA_PRIVATE_KEY = privateKey;

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baton-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: 'data', RSA_PRIVATE_KEY }, dir);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(dir, 'data'),
      database: { kind: 'sqlite', file: path.join(dir, 'data', 'baton.sqlite') },
      tokenTtlSeconds: 43_200,
      demoData: true,
      logLevel: 'info',
    });
    expect(config.tokenTtlSeconds).toBeGreaterThan(LIMITS.storedTokenMarginSeconds * 2);
  });

  it.each([
    ['60', false],
    ['7200', false],
    ['8999', false],
    ['9000', true],
    ['86400', true],
  ])("TOKEN_TTL_SECONDS %s is accepted: %s (above the client's stored-token margin)", (ttl, accepted) => {
    const dir = tempDir();
    const load = () => loadConfig({ DATA_DIR: dir, TOKEN_TTL_SECONDS: ttl, RSA_PRIVATE_KEY }, dir);
    if (accepted) expect(load().tokenTtlSeconds).toBe(Number(ttl));
    else expect(load).toThrow(/TOKEN_TTL_SECONDS must be at least 9000 .*7200 s/);
  });

  it("reads the app's runtime configuration, same origin and no SSO by default", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, RSA_PRIVATE_KEY }, dir).runtime).toEqual({
      ssoMode: 'none',
      casLoginUrl: '',
      guestWhitelist: [],
      miniProgramLoginPage: '',
      apiBase: '',
      hosts: { auth: '', workflow: '', form: '', portal: '', uc: '', community: '' },
    });
    const runtime = loadConfig(
      {
        DATA_DIR: dir,
        RSA_PRIVATE_KEY,
        SSO_MODE: 'JWT',
        CAS_LOGIN_URL: 'https://cas.example.cn/login',
        GUEST_WHITELIST: ' /custom/a , /custom/b ,,',
        MINI_PROGRAM_LOGIN_PAGE: '/pages/login/index',
        API_BASE: '/gateway',
        AUTH_HOST: 'https://auth.example.cn',
        WORKFLOW_HOST: 'https://bpm.example.cn',
        FORM_HOST: 'https://form.example.cn',
        PORTAL_HOST: 'https://portal.example.cn',
        UC_HOST: 'https://uc.example.cn',
        COMMUNITY_HOST: 'https://community.example.cn',
      },
      dir,
    ).runtime;
    expect(runtime).toEqual({
      ssoMode: 'jwt',
      casLoginUrl: 'https://cas.example.cn/login',
      guestWhitelist: ['/custom/a', '/custom/b'],
      miniProgramLoginPage: '/pages/login/index',
      apiBase: '/gateway',
      hosts: {
        auth: 'https://auth.example.cn',
        workflow: 'https://bpm.example.cn',
        form: 'https://form.example.cn',
        portal: 'https://portal.example.cn',
        uc: 'https://uc.example.cn',
        community: 'https://community.example.cn',
      },
    });
    expect(() => loadConfig({ DATA_DIR: dir, RSA_PRIVATE_KEY, SSO_MODE: 'oauth' }, dir)).toThrow(
      'SSO_MODE must be one of cas, jwt, none',
    );
  });

  it('puts data/ at the workspace root when DATA_DIR is not given', () => {
    const root = tempDir();
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['apps/*'] }));
    const cwd = path.join(root, 'apps', 'server');
    fs.mkdirSync(cwd, { recursive: true });
    expect(loadConfig({ RSA_PRIVATE_KEY }, cwd).dataDir).toBe(path.join(root, 'data'));
  });

  it('generates the secrets once, owner-only, and keeps them', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }, dir);
    for (const file of ['jwt.key', 'rsa-private.pem', 'rsa-public.pem']) {
      expect(fs.statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
    }
    const second = loadConfig({ DATA_DIR: dir }, dir);
    expect(second.rsaPublicKey).toBe(first.rsaPublicKey);
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
    expect(first.rsaPublicKey).toContain('BEGIN PUBLIC KEY');
  });

  it.each([
    ['postgres://u@h:5432/db', 'pg'],
    ['postgresql://u@h/db', 'pg'],
    ['', 'sqlite'],
  ])('DATABASE_URL %s selects %s', (url, kind) => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: url, RSA_PRIVATE_KEY }, dir).database.kind).toBe(kind);
  });

  it('takes secrets and numbers from the environment', () => {
    const dir = tempDir();
    const config = loadConfig(
      { DATA_DIR: dir, JWT_SECRET: 's3cret', PORT: '9000', DEMO_DATA: 'off', RSA_PRIVATE_KEY },
      dir,
    );
    expect(new TextDecoder().decode(config.jwtSecret)).toBe('s3cret');
    expect(config.port).toBe(9000);
    expect(config.demoData).toBe(false);
    expect(fs.existsSync(path.join(dir, 'jwt.key'))).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty', RSA_PRIVATE_KEY }, dir)).toThrow('PORT');
  });
});
