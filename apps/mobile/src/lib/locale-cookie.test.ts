import { describe, expect, it } from 'vitest';
import { localeFromCookie, rememberLocaleForServer } from './locale-cookie';

describe('rememberLocaleForServer', () => {
  it('keeps the chosen language in a cookie the server reads on the next page request', () => {
    rememberLocaleForServer('en-US');
    expect(document.cookie).toContain('baton_locale=en-US');
    rememberLocaleForServer('zh-TW');
    expect(document.cookie).toContain('baton_locale=zh-TW');
    expect(document.cookie).not.toContain('en-US');
  });
});

describe('localeFromCookie', () => {
  it('reads back the language last chosen, among other cookies', () => {
    document.cookie = 'other=1; path=/';
    rememberLocaleForServer('en-US');
    expect(localeFromCookie()).toBe('en-US');
    document.cookie = 'baton_locale=; path=/; max-age=0';
    expect(localeFromCookie()).toBeNull();
  });
});
