/** Numbers of the spec (workflow.md §9, community.md §9) shared by app and server. */
export const LIMITS = {
  successToastMs: 1500,
  httpTimeoutMs: 100_000,
  secondHttpTimeoutMs: 10_000,
  refreshLockMs: 3000,
  storedTokenMarginSeconds: 7200,
  /** A token is refreshed once its age reaches this share of its lifetime. */
  refreshAtLifetimeShare: 1 / 5,
  chunkLoadTimeoutMs: 120_000,
  urlFormAckMs: 500,
  urlFormSaveMs: 10_000,
  currencyMax: 99_999_999_999.99,
  uploadMaxFiles: 10,
  customDialogPageSize: 20,
  columnPageSize: 10,
  rootFontMinWidth: 320,
  rootFontMaxWidth: 768,
} as const;

export const GUEST_ACCOUNT = 'guest';
export const DEFAULT_LOCALE = 'zh-CN';
export const LOCALES = ['zh-CN', 'en-US', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];
/** The app keeps its language in this cookie too, so the server sends /login prerendered in that language. */
export const LOCALE_COOKIE = 'baton_locale';

/** Rules for a new password: length bounds, and it must mix letters and digits. */
export const PASSWORD_RULE = {
  minLength: 8,
  maxLength: 32,
  pattern: '^(?=.*[A-Za-z])(?=.*\\d).+$',
} as const;
