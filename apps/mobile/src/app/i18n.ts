import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@baton/contracts/limits';
import type { Locale } from '@baton/contracts';
import * as zhCN from '../locales/zh-CN';

type LocaleBundle = typeof zhCN;
export type AntdLocale = LocaleBundle['antd'];

// The default language ships with the app; the others load when chosen, keeping the first route small.
const loaders: Record<Locale, () => Promise<LocaleBundle>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('../locales/en-US'),
  'zh-TW': () => import('../locales/zh-TW'),
};

const antdLocales: Partial<Record<Locale, AntdLocale>> = { 'zh-CN': zhCN.antd };

export const NAMESPACES = Object.keys(zhCN.resources);

export function toLocale(value: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/** antd-mobile's own texts for a language that has been loaded (zh-CN until then). */
export function antdLocale(language: string | undefined): AntdLocale {
  return antdLocales[toLocale(language)] ?? zhCN.antd;
}

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const locale = toLocale(language);
    loaders[locale]().then(
      (bundle) => {
        antdLocales[locale] = bundle.antd;
        callback(null, bundle.resources[namespace as keyof LocaleBundle['resources']]);
      },
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/**
 * One i18next instance for the app. `remember` stores the choice so the next visit opens in the same language;
 * the document's lang attribute follows so screen readers pronounce the page correctly. The promise settles
 * once the language's texts are in.
 */
export function createI18n(
  initial: string | null | undefined,
  remember?: (locale: Locale) => void,
): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.use(localeBackend).use(initReactI18next);
  instance.on('languageChanged', (lng) => {
    const locale = toLocale(lng);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
    remember?.(locale);
  });
  const ready = instance.init({
    resources: { [DEFAULT_LOCALE]: zhCN.resources },
    partialBundledLanguages: true,
    lng: toLocale(initial),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    defaultNS: 'common',
    ns: NAMESPACES,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return { i18n: instance, ready };
}
