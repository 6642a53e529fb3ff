import { describe, expect, it } from 'vitest';
import { resources } from '../locales/zh-CN';
import { CORE_NAMESPACES, createI18n, NAMESPACES } from './i18n';

describe('the app’s texts', () => {
  it('name every namespace of the default language, first-script ones and the rest', () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(resources).sort());
    expect(CORE_NAMESPACES).toEqual(expect.arrayContaining(['common', 'errors', 'auth', 'http']));
  });

  it('load a namespace outside the first script when a screen asks for it', async () => {
    const { i18n, ready } = createI18n('zh-CN', undefined, { namespaces: 'core' });
    await ready;
    expect(i18n.hasLoadedNamespace('auth')).toBe(true);
    expect(i18n.hasLoadedNamespace('forms')).toBe(false);
    await i18n.loadNamespaces('forms');
    expect(i18n.hasLoadedNamespace('forms')).toBe(true);
    expect(i18n.getResourceBundle('zh-CN', 'forms')).toEqual(resources.forms);
  });
});
