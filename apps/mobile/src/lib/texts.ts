/** Texts shown by lib/ and the route guard; zh-CN as the spec writes them, translated through setTranslator. */
export const LIB_TEXTS = {
  serverError: '服务器开小差了，请稍后再试',
  loginExpired: '登录认证超时，请重新登录！',
  timeout: '登录超时',
  pleaseLogin: '请登录',
} as const;

export type LibTextKey = keyof typeof LIB_TEXTS;

/** Receives the key and the zh-CN text; answers the text in the current language. */
export type Translate = (key: LibTextKey, zhCN: string) => string;

let translate: Translate = (_key, zhCN) => zhCN;

export function setTranslator(fn: Translate): void {
  translate = fn;
}

export function libText(key: LibTextKey): string {
  return translate(key, LIB_TEXTS[key]);
}
