import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfig } from './config';

afterEach(() => {
  delete window.__BATON_CONFIG__;
});

describe('runtime config', () => {
  it('is what GET /config.js set on window.__BATON_CONFIG__', () => {
    window.__BATON_CONFIG__ = {
      apiBase: '/gateway',
      hosts: { auth: 'https://auth.example.com', community: 'https://community.example.com' },
    };
    expect(runtimeConfig()).toEqual(window.__BATON_CONFIG__);
  });

  it('is empty when the server served no config (an older server answers 404 for /config.js)', () => {
    expect(runtimeConfig()).toEqual({});
  });

  it('is loaded by index.html before the app: a deferred classic script ahead of the module script', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const config = html.indexOf('<script defer src="/config.js"></script>');
    const app = html.indexOf('<script type="module"');
    expect(config).toBeGreaterThan(0);
    expect(config).toBeLessThan(app);
  });
});
