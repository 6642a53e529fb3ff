import { useLayoutEffect } from 'react';

/**
 * The boot screen is static markup the server sends with the page (`#boot`, beside the app's `#root`): the
 * splash, or on /login a snapshot of the login page rendered at build time. It stays until the first route
 * commits and is removed before that frame paints, so the page never shows twice or blank in between.
 */
export function bootScreenShown(doc: Document = document): boolean {
  return doc.getElementById('boot') !== null;
}

export function dismissBootScreen(doc: Document = document): void {
  doc.getElementById('boot')?.remove();
}

/** Call in the first element a route renders (the root route, the error page). */
export function useDismissBootScreen(): void {
  useLayoutEffect(() => dismissBootScreen(), []);
}
