import type { RuntimeConfig as ServedConfig } from '@baton/contracts';

/**
 * Settings of the deployment, set by the server's `GET /config.js` (window.__BATON_CONFIG__) before the app
 * starts. Every field may be missing (an older server answers no script) and an empty text means "not set".
 */
export type RuntimeConfig = Partial<Omit<ServedConfig, 'hosts'>> & { hosts?: Partial<ServedConfig['hosts']> };

declare global {
  interface Window {
    __BATON_CONFIG__?: RuntimeConfig;
  }
}

export function runtimeConfig(): RuntimeConfig {
  return (typeof window !== 'undefined' && window.__BATON_CONFIG__) || {};
}
