import { runtimeConfig } from './config';

/** What the native app shell injects into the page. */
export interface NativeBridge {
  refreshToken?: () => void;
  checkUpdate?: () => void;
}

interface MiniProgramApi {
  navigateTo(options: { url: string }): void;
  redirectTo?(options: { url: string }): void;
}

declare global {
  interface Window {
    BatonNative?: NativeBridge;
    __wxjs_environment?: string;
    wx?: { miniProgram?: MiniProgramApi };
  }
}

const DEFAULT_MINI_PROGRAM_LOGIN_PAGE = '/pages/login/login';

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

export function isNativeShell(): boolean {
  return typeof window.BatonNative === 'object' || /BatonApp/i.test(userAgent());
}

export function isMiniProgram(): boolean {
  return window.__wxjs_environment === 'miniprogram' || /miniProgram/i.test(userAgent());
}

export function isWeChat(): boolean {
  return /MicroMessenger/i.test(userAgent());
}

export function isDingTalk(): boolean {
  return /DingTalk/i.test(userAgent());
}

export const host = {
  /** Asks the native shell to renew its token; nothing happens outside the shell. */
  refreshToken(): void {
    window.BatonNative?.refreshToken?.();
  },
  /** Leaves the web view for the mini program's own login page. */
  miniProgramLogin(): void {
    const url = runtimeConfig().miniProgramLoginPage || DEFAULT_MINI_PROGRAM_LOGIN_PAGE;
    window.wx?.miniProgram?.navigateTo({ url });
  },
};
