import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, encryptPassword, type TestApp } from '../test/helpers';
import { localize, pickLocale } from './i18n';

describe('pickLocale', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US', 'en-US'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK,zh;q=0.8', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['fr-FR,en;q=0.5', 'en-US'],
    ['en;q=0.2,zh-TW;q=0.9', 'zh-TW'],
    ['de-DE', 'zh-CN'],
    ['en;q=0', 'zh-CN'],
  ] as const)('%s → %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});

describe('localize', () => {
  it('translates a known text and leaves an unknown one in zh-CN', () => {
    expect(localize('账号或密码错误', 'en-US')).toBe('Wrong account or password');
    expect(localize('账号或密码错误', 'zh-TW')).toBe('帳號或密碼錯誤');
    expect(localize('账号或密码错误', 'zh-CN')).toBe('账号或密码错误');
    expect(localize('body/username 长度不能超过 64 个字符', 'en-US')).toBe(
      'body/username 长度不能超过 64 个字符',
    );
  });
});

describe('server messages follow Accept-Language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a wrong password in the language asked for, and in zh-CN by default', async () => {
    const password = await encryptPassword(t.config.rsaPublicKey, 'not-the-password');
    const ask = (lang?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth?tenantId=demo',
        headers: lang ? { 'accept-language': lang } : {},
        payload: { username: 'wangwu', password },
      });
    expect((await ask('en-US')).json()).toEqual({ state: false, message: 'Wrong account or password' });
    expect((await ask('zh-TW')).json()).toEqual({ state: false, message: '帳號或密碼錯誤' });
    expect((await ask()).json()).toEqual({ state: false, message: '账号或密码错误' });
  });

  it('translates the 401 of a call without a token', async () => {
    const res = await t.app.inject({
      url: '/uc/tenantManage/v1/getCurrentUserTenant',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Not signed in, or the sign-in has expired');
  });
});
