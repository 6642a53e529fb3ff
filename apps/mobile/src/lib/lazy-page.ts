import type { ComponentType } from 'react';

/** A route whose page component loads on first visit: `{ path, ...lazyPage(() => import(...), (m) => m.Page) }`. */
export const lazyPage = <T>(load: () => Promise<T>, pick: (module: T) => ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});
