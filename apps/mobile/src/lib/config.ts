/** Settings served with the app (window.__BATON_CONFIG__); every field is optional. */
export interface RuntimeConfig {
  /** Origin or path prefix of the API; empty means the app's own origin. */
  apiBase?: string;
  ssoMode?: 'cas' | 'jwt' | 'none';
  casLoginUrl?: string;
  /** Paths a guest may open although they are not custom routes. */
  whitelist?: string[];
  /** Page of the mini program that logs the user in. */
  miniProgramLoginPage?: string;
}

declare global {
  interface Window {
    __BATON_CONFIG__?: RuntimeConfig;
  }
}

export function runtimeConfig(): RuntimeConfig {
  return (typeof window !== 'undefined' && window.__BATON_CONFIG__) || {};
}
