import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baton-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Baton</title>');
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  for (const locale of ['zh-CN', 'en-US', 'zh-TW']) {
    for (const file of ['login', 'my-matters-0', 'my-matters-1', 'home', 'task']) {
      fs.writeFileSync(
        path.join(staticDir, `${file}.${locale}.html`),
        `<!doctype html><title>${file} ${locale}</title>`,
      );
    }
  }
  t = await createTestApp({ config: { staticDir } });
  t.app.get('/test/boom', { config: { anonymous: true } }, async () => {
    throw new Error('database password is hunter2 at /srv/secret.ts:12');
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('errors', () => {
  it('answers an unknown error with 500, a generic message and an id, and logs it under that id', async () => {
    const res = await t.app.inject({ url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['errorId', 'message', 'state']);
    expect(body).toMatchObject({ state: false, message: '服务器内部错误' });
    expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toMatch(/hunter2|secret\.ts|stack/);
    const logged = t.logs.find((l) => l.errorId === body.errorId);
    expect(logged?.level).toBe(50);
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.app.inject({ url: '/api/nothing/here', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ state: false, message: '接口不存在' });
  });
});

describe('logging', () => {
  it('writes one line per request with tenant, user, route, status and duration, and no token', async () => {
    const { token, userId, tenantId } = await t.login('zhangsan');
    await t.app.inject({ url: `/sys/authUser/v1/getUserRightMap?token=${token}`, headers: bearer(token) });
    const line = t.logs.find((l) => l.route === '/sys/authUser/v1/getUserRightMap');
    expect(line).toMatchObject({ status: 200, tenantId, userId, method: 'GET', msg: 'request completed' });
    expect(typeof line?.reqId).toBe('string');
    expect(typeof line?.durationMs).toBe('number');
    expect(JSON.stringify(t.logs)).not.toContain(token);
  });
});

describe('serving the app', () => {
  it('serves built files and falls back to index.html for page routes', async () => {
    const js = await t.app.inject({ url: '/assets/app.js' });
    expect(js.statusCode).toBe(200);
    const page = await t.app.inject({
      url: '/personal',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Baton</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves /login prerendered in the language the app last used (its cookie), else the default', async () => {
    const page = (url: string, cookie?: string) =>
      t.app.inject({
        url,
        headers: { accept: 'text/html', 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) },
      });
    // The app starts in zh-CN whatever the browser says, so the page does too.
    expect((await page('/login')).body).toContain('login zh-CN');
    expect((await page('/login?redirect=%2Fpersonal', 'a=1; baton_locale=en-US')).body).toContain(
      'login en-US',
    );
    const tenantPage = await page('/login/demo', 'baton_locale=zh-TW');
    expect(tenantPage.body).toContain('login zh-TW');
    expect(tenantPage.headers.vary).toContain('Cookie');
    expect((await page('/login', 'baton_locale=fr-FR')).body).toContain('login zh-CN');
    // Only the login routes: a page below them, or any other page, boots from index.html.
    expect((await page('/login/demo/more')).body).toContain('<title>Baton</title>');
    expect((await page('/loginx')).body).toContain('<title>Baton</title>');
  });

  it('serves the to-do and done lists with their prerendered frame, in the language of the cookie', async () => {
    const page = (url: string, cookie?: string) =>
      t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    expect((await page('/work/myMatters/0')).body).toContain('my-matters-0 zh-CN');
    expect((await page('/work/myMatters/1?keyword=x', 'baton_locale=en-US')).body).toContain(
      'my-matters-1 en-US',
    );
    // Other tabs and other work pages boot from index.html.
    expect((await page('/work/myMatters/2')).body).toContain('<title>Baton</title>');
    expect((await page('/work/myRequest')).body).toContain('<title>Baton</title>');
  });

  it('serves the home and the task screen with their own scripts preloaded, in the language of the cookie', async () => {
    const page = (url: string, cookie?: string) =>
      t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    expect((await page('/home')).body).toContain('home zh-CN');
    expect((await page('/home/acme', 'baton_locale=zh-TW')).body).toContain('home zh-TW');
    expect((await page('/task/t1/0', 'baton_locale=en-US')).body).toContain('task en-US');
    expect((await page('/homework')).body).toContain('<title>Baton</title>');
    expect((await page('/task/t1')).body).toContain('<title>Baton</title>');
  });

  it('documents the API as OpenAPI at /api-docs/json', async () => {
    const doc = (await t.app.inject({ url: '/api-docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth', '/uc/tenantManage/v1/{tenantId}', '/api/user/v1/user/changUserPsd']),
    );
    expect(doc.paths['/auth'].post.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'password',
    ]);
    const ui = await t.app.inject({ url: '/api-docs', headers: { accept: 'text/html' } });
    expect(ui.statusCode).toBeLessThan(400);
  });
});
