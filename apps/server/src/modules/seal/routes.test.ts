import type { FormSeal, LoginToken } from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let zhangsan: LoginToken;
let lisi: LoginToken;
let wangwu: LoginToken;
beforeAll(async () => {
  t = await createTestApp();
  [zhangsan, lisi, wangwu] = await Promise.all([t.login('zhangsan'), t.login('lisi'), t.login('wangwu')]);
});
afterAll(() => t.close());

const get = async (url: string, token: string) => {
  const res = await t.app.inject({ url, headers: bearer(token) });
  return { status: res.statusCode, body: res.json(), raw: res };
};
const seal = (token: string, query: string) => get(`/uc/electronicSeal/v1/getElectronicSeal?${query}`, token);
const password = (p: string) => `password=${encodeURIComponent(p)}`;

describe('electronic seal', () => {
  it('getSealByCurrentUserId answers the seal without its password, or null', async () => {
    const mine = await get('/uc/electronicSeal/v1/getSealByCurrentUserId', zhangsan.token);
    const value = mine.body.value as FormSeal;
    expect(value).toMatchObject({ userId: zhangsan.userId, name: '张三的签章', secretFree: false });
    expect(JSON.stringify(mine.body)).not.toMatch(/password|argon/);
    const none = await get('/uc/electronicSeal/v1/getSealByCurrentUserId', wangwu.token);
    expect(none.body).toEqual({ state: true, message: '操作成功', value: null });
  });

  it('releases the seal image with the right password; the image is a PNG', async () => {
    const { status, body } = await seal(zhangsan.token, password('Baton@2026'));
    expect(status).toBe(200);
    expect(body.state).toBe(true);
    const own = (await get('/uc/electronicSeal/v1/getSealByCurrentUserId', zhangsan.token)).body
      .value as FormSeal;
    expect(body.value).toBe(own.fileId);
    const image = await t.app.inject({
      url: `/system/file/v1/preview?fileId=${body.value}`,
      headers: bearer(lisi.token),
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it.each([
    ['', 400, '请填写获取签章密码！'],
    [password(''), 400, '请填写获取签章密码！'],
    [password('wrong'), 400, '签章密码错误'],
    [`${password('')}&secretFree=true`, 400, '请填写获取签章密码！'],
  ])('%s → %s %s', async (query, status, message) => {
    const res = await seal(lisi.token, query);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ state: false, message });
  });

  it('a user without a seal is told so', async () => {
    const res = await seal(wangwu.token, password('Baton@2026'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ state: false, message: '当前用户没有电子签章' });
  });

  it('locks the seal of a user after five wrong passwords, even for the right one, and only theirs', async () => {
    for (let i = 0; i < 5; i++) expect((await seal(zhangsan.token, password(`bad${i}`))).status).toBe(400);
    const locked = await seal(zhangsan.token, password('Baton@2026'));
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ state: false, message: '签章密码错误次数过多，请15分钟后再试' });
    const other = await seal(lisi.token, password('Baton@2026'));
    expect(other.status).toBe(200);
  });
});
