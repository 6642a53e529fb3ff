import { describe, expect, it } from 'vitest';
import { rememberLocaleForServer } from './locale-cookie';

describe('rememberLocaleForServer', () => {
  it('keeps the chosen language in a cookie the server reads on the next page request', () => {
    rememberLocaleForServer('en-US');
    expect(document.cookie).toContain('baton_locale=en-US');
    rememberLocaleForServer('zh-TW');
    expect(document.cookie).toContain('baton_locale=zh-TW');
    expect(document.cookie).not.toContain('en-US');
  });
});
