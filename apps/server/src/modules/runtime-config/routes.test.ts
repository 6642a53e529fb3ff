import { runInNewContext } from 'node:vm';
import type { RuntimeConfig } from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

const runtime: RuntimeConfig = {
  ssoMode: 'cas',
  casLoginUrl: 'https://cas.example.cn/login?service=</script><script>alert(1)</script>',
  guestWhitelist: ['/custom/notice', '/custom/guide'],
  miniProgramLoginPage: '/pages/login/index',
  apiBase: '/gateway',
  hosts: {
    auth: 'https://auth.example.cn',
    workflow: '',
    form: 'https://form.example.cn',
    portal: '',
    uc: 'https://uc.example.cn',
    community: '\u2028',
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { runtime } });
});
afterAll(() => t.close());

/** Runs the script as a page would and answers what it left on `window`. */
const evaluate = (script: string) => {
  const window: { __BATON_CONFIG__?: unknown } = {};
  runInNewContext(script, { window });
  return window.__BATON_CONFIG__;
};

describe('GET /config.js', () => {
  it('answers a script setting window.__BATON_CONFIG__ from the configuration, without a token', async () => {
    const res = await t.app.inject({ url: '/config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/^window\.__BATON_CONFIG__ = \{.*\};\n$/s);
    expect(evaluate(res.body)).toEqual(runtime);
  });

  it('escapes what could end an inline script or a JavaScript line', async () => {
    const { body } = await t.app.inject({ url: '/config.js' });
    expect(body).not.toContain('<');
    expect(body).not.toContain('\u2028');
    expect(body).toContain('\\u003c/script>');
  });
});
