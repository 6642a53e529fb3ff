import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createI18n } from '../app/i18n';
import { AppProviders } from '../app/providers';

interface RenderOptions {
  /** Where the memory router starts. */
  path?: string;
  /** The route pattern `ui` is mounted on. */
  routePath?: string;
  locale?: string;
  routes?: RouteObject[];
}

/** Renders a page inside the app's providers and a memory router, in the given language. */
export async function renderPage(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', routePath = path.split('?')[0], locale = 'zh-CN', routes = [] } = options;
  const { i18n, ready } = createI18n(locale);
  await ready;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: routePath, element: ui }, ...routes], {
    initialEntries: [path],
  });
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, i18n, queryClient };
}

export { testUser } from './jwt';
