import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createI18n } from '../app/i18n';
import { AppProviders } from '../app/providers';
import type { CurrentUser } from '../lib/session';

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

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A signed-in user whose token the client accepts (three parts, expiring in a day). */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: 'u1',
    account: 'zhangsan',
    tenantId: 't1',
    rootTenantId: 't1',
    iat: now,
    exp: now + 86_400,
  };
  return {
    token: `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.sig`,
    userId: 'u1',
    account: 'zhangsan',
    username: '张三',
    userAttrs: { tenantId: 't1' },
    loginTime: now * 1000,
    expiration: 86_400,
    ...overrides,
  };
}
