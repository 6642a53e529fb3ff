import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

type NamespaceLoader = (namespaces: readonly string[]) => Promise<unknown>;
let loadNamespaces: NamespaceLoader | undefined;

/** The app's i18n instance registers how text namespaces load, so routes can ask for theirs up front. */
export function setNamespaceLoader(loader: NamespaceLoader | undefined): void {
  loadNamespaces = loader;
}

/**
 * A route whose page component loads on first visit: `{ path, ...lazyPage(() => import(...), (m) => m.Page) }`.
 * `namespaces` are the text namespaces the screen (and what it shows) reads: they load together with the code,
 * instead of one after another as each component first asks for its own. A failed text load never fails the
 * route; the component then asks again.
 *
 * `prefetch` starts the screen's first calls on every navigation to it, alongside its code rather than after
 * the page has rendered. It should load its own small module (`() => import('./prefetch').then(...)`) so the
 * calls stay out of the first route's scripts. It never holds up or fails the navigation.
 */
export const lazyPage = <T>(
  load: () => Promise<T>,
  pick: (module: T) => ComponentType,
  namespaces: readonly string[] = [],
  prefetch?: (args: LoaderFunctionArgs) => Promise<unknown>,
) => ({
  lazy: async () => {
    const texts =
      namespaces.length && loadNamespaces ? loadNamespaces(namespaces).catch(() => undefined) : null;
    const [module] = await Promise.all([load(), texts]);
    return { Component: pick(module) };
  },
  ...(prefetch
    ? {
        loader: (args: LoaderFunctionArgs) => {
          void prefetch(args).catch(() => undefined);
          return null;
        },
      }
    : {}),
});
