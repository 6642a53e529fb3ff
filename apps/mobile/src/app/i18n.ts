import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@baton/contracts/limits';
import type { Locale } from '@baton/contracts';
import type * as zhCNBundle from '../locales/zh-CN';
import { setNamespaceLoader } from '../lib/lazy-page';
import * as zhCNCore from '../locales/zh-CN/core';

type LocaleBundle = typeof zhCNBundle;
export type AntdLocale = LocaleBundle['antd'];

// The default language's core texts ship with the app and its other namespaces load one by one (below); the other
// languages load whole when chosen, keeping the first route small. zh-CN has no whole bundle to load: one would
// split every namespace file into a second, shared chunk, one more request for each namespace a screen reads.
const loaders: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, () => Promise<LocaleBundle>> = {
  'en-US': () => import('../locales/en-US'),
  'zh-TW': () => import('../locales/zh-TW'),
};

// The core namespaces are in the first script already; leaving them out of the glob keeps each in that script
// instead of splitting it into a shared file of its own (four more requests on every first load).
const zhCNNamespaces = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/zh-CN/*.json',
  '!../locales/zh-CN/{auth,common,errors,http}.json',
]);

const antdLocales: Partial<Record<Locale, AntdLocale>> = { 'zh-CN': zhCNCore.antd };

/** Namespaces in the first script (zh-CN); the others load when a screen asks for them. */
export const CORE_NAMESPACES = Object.keys(zhCNCore.resources);
export const FEATURE_NAMESPACES = [
  'tenant',
  'personal',
  'home',
  'forms',
  'work',
  'messages',
  'contacts',
  'news',
  'flow',
  'task',
];
export const NAMESPACES = [...CORE_NAMESPACES, ...FEATURE_NAMESPACES];

export function toLocale(value: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/** antd-mobile's own texts for a language that has been loaded (zh-CN until then). */
export function antdLocale(language: string | undefined): AntdLocale {
  return antdLocales[toLocale(language)] ?? zhCNCore.antd;
}

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const locale = toLocale(language);
    // The default language loads one namespace at a time, so a screen fetches only the texts it uses.
    const single =
      locale === DEFAULT_LOCALE ? zhCNNamespaces[`../locales/zh-CN/${namespace}.json`] : undefined;
    if (single) {
      single().then(
        (texts) => callback(null, texts.default),
        (error: unknown) => callback(error as Error, null),
      );
      return;
    }
    if (locale === DEFAULT_LOCALE) {
      callback(new Error(`no zh-CN texts named ${namespace}`), null);
      return;
    }
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
 * once the language's texts are in: all of them, or with `namespaces: 'core'` (the app) only those of the first
 * script; a screen that uses another namespace then suspends until it has loaded, and since navigations render
 * in transitions the previous screen stays up meanwhile.
 */
export function createI18n(
  initial: string | null | undefined,
  remember?: (locale: Locale) => void,
  { namespaces = 'all' }: { namespaces?: 'all' | 'core' } = {},
): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.use(localeBackend).use(initReactI18next);
  instance.on('languageChanged', (lng) => {
    const locale = toLocale(lng);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
    remember?.(locale);
  });
  setNamespaceLoader((ns) => instance.loadNamespaces([...ns]));
  const ready = instance.init({
    resources: { [DEFAULT_LOCALE]: zhCNCore.resources },
    partialBundledLanguages: true,
    lng: toLocale(initial),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    defaultNS: 'common',
    ns: namespaces === 'all' ? NAMESPACES : CORE_NAMESPACES,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return { i18n: instance, ready };
}
