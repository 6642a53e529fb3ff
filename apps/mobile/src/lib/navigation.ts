/** Where a visitor signs in; app/paths.ts builds its routes on it. */
export const LOGIN_PATH = '/login';
/** Where the app starts, and where a back button goes when the visit has nothing to go back to. */
export const HOME_PATH = '/home';

/** Lets shared code move between routes without importing the router (lib never imports app/). */
export type Navigator = (path: string, options: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

/** The router registers itself here; the returned function unregisters it. */
export function registerNavigator(fn: Navigator): () => void {
  navigator = fn;
  return () => {
    if (navigator === fn) navigator = null;
  };
}

function basePath(): string {
  const base = import.meta.env.BASE_URL ?? '/';
  return base.endsWith('/') ? base.slice(0, -1) : base;
}

export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  if (navigator) {
    navigator(path, options);
    return;
  }
  const url = basePath() + path;
  if (options.replace) window.location.replace(url);
  else window.location.assign(url);
}

/** Path and query of the current route, without the app's base path. */
export function currentLocation(): string {
  const base = basePath();
  const { pathname, search } = window.location;
  const path = base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  return path + search;
}
