import { afterEach, describe, expect, it, vi } from 'vitest';
import { host, isDingTalk, isMiniProgram, isNativeShell, isWeChat } from './host';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function withUserAgent(ua: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.BatonNative;
  delete window.__wxjs_environment;
  delete window.wx;
  delete window.__BATON_CONFIG__;
});

describe('host detection', () => {
  it.each([
    { case: 'a phone browser', ua: PHONE, native: false, mini: false, wechat: false, ding: false },
    {
      case: 'the native shell (user agent)',
      ua: `${PHONE} BatonApp/1.2`,
      native: true,
      mini: false,
      wechat: false,
      ding: false,
    },
    {
      case: 'WeChat',
      ua: `${PHONE} MicroMessenger/8.0.40`,
      native: false,
      mini: false,
      wechat: true,
      ding: false,
    },
    {
      case: 'a WeChat mini program',
      ua: `${PHONE} MicroMessenger/8.0.40 miniProgram`,
      native: false,
      mini: true,
      wechat: true,
      ding: false,
    },
    {
      case: 'DingTalk',
      ua: `${PHONE} AliApp(DingTalk/7.0.0)`,
      native: false,
      mini: false,
      wechat: false,
      ding: true,
    },
  ])('$case', ({ ua, native, mini, wechat, ding }) => {
    withUserAgent(ua);
    expect([isNativeShell(), isMiniProgram(), isWeChat(), isDingTalk()]).toEqual([
      native,
      mini,
      wechat,
      ding,
    ]);
  });

  it('knows the native shell by its injected bridge', () => {
    withUserAgent(PHONE);
    window.BatonNative = {};
    expect(isNativeShell()).toBe(true);
  });

  it('knows a mini program by __wxjs_environment', () => {
    withUserAgent(PHONE);
    window.__wxjs_environment = 'miniprogram';
    expect(isMiniProgram()).toBe(true);
  });
});

describe('host actions', () => {
  it('refreshToken asks the native shell and does nothing elsewhere', () => {
    expect(() => host.refreshToken()).not.toThrow();
    const refreshToken = vi.fn();
    window.BatonNative = { refreshToken };
    host.refreshToken();
    expect(refreshToken).toHaveBeenCalledOnce();
  });

  it.each([
    { config: undefined, page: '/pages/login/login' },
    { config: { miniProgramLoginPage: '/pages/auth/index' }, page: '/pages/auth/index' },
    { config: { miniProgramLoginPage: '' }, page: '/pages/login/login' },
  ])('miniProgramLogin opens $page of the mini program', ({ config, page }) => {
    if (config) window.__BATON_CONFIG__ = config;
    const navigateTo = vi.fn();
    window.wx = { miniProgram: { navigateTo } };
    host.miniProgramLogin();
    expect(navigateTo).toHaveBeenCalledWith({ url: page });
  });
});
