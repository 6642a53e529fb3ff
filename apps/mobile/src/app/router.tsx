import { Suspense, lazy } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { contactsTabRoutes } from '../features/contacts/routes';
import { formRoutes } from '../features/forms/routes';
import { messagesTabRoutes } from '../features/messages/routes';
import { portalRoutes, portalTabRoutes } from '../features/portal/routes';
import { workflowRoutes } from '../features/workflow/routes';
import { useDismissBootScreen } from '../lib/boot-screen';
import { lazyPage as page } from '../lib/lazy-page';
import { registerNavigator } from '../lib/navigation';
import { browserGuardDeps, guardRoute, type GuardDeps } from './guard';
import { recordRoute, startRouterStack } from '../lib/history-stack';
import { localValues } from '../lib/storage';
import { findRoute, paths } from './paths';
import { Splash } from './splash';

// Loaded only when a route fails, so it weighs nothing on the first route.
const RouteError = lazy(async () => ({ default: (await import('./route-error')).RouteError }));

/** The root route's element: the first route to commit takes the boot screen away. */
function AppRoot() {
  useDismissBootScreen();
  return <Outlet />;
}

const base = import.meta.env.BASE_URL.replace(/\/$/, '');

function appPath(pathname: string): string {
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

/**
 * Runs before every navigation: the route guard of spec §4 decides, the history stack records the visit.
 * Redirects stay in the app; a reload leaves it (single sign-on) and never settles.
 */
export function createRootLoader(deps: () => GuardDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const pathname = appPath(url.pathname);
    const decision = await guardRoute(
      { pathname, search: url.search, meta: findRoute(pathname).flags, params },
      deps(),
    );
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (decision.kind === 'reload') {
      window.location.replace(decision.to);
      return new Promise<never>(() => undefined);
    }
    if (decision.kind === 'proceed') {
      recordRoute(pathname + url.search);
      localValues.set('lastVisitedPath', pathname + url.search);
    }
    return null;
  };
}

const loginPage = page(
  () => import('../features/auth/routes/login-page'),
  (m) => m.LoginPage,
);

export function appRoutes(deps: () => GuardDeps = lazyBrowserDeps): RouteObject[] {
  return [
    {
      id: 'root',
      loader: createRootLoader(deps),
      // The guard must see every navigation, not only those that change the root's params.
      shouldRevalidate: () => true,
      element: <AppRoot />,
      errorElement: (
        <Suspense fallback={<Splash />}>
          <RouteError />
        </Suspense>
      ),
      hydrateFallbackElement: <Splash />,
      children: [
        { index: true, element: <Navigate to={paths.home.href()} replace /> },
        { path: paths.login.path, ...loginPage },
        { path: paths.loginTenant.path, ...loginPage },
        {
          ...page(
            () => import('./layouts/tab-layout'),
            (m) => m.TabLayout,
            ['messages'],
          ),
          children: [
            ...portalTabRoutes,
            ...messagesTabRoutes,
            ...contactsTabRoutes,
            {
              path: paths.personal.path,
              ...page(
                () => import('../features/personal/routes/personal-page'),
                (m) => m.PersonalPage,
              ),
            },
          ],
        },
        {
          path: paths.personalPassword.path,
          ...page(
            () => import('../features/personal/routes/change-password-page'),
            (m) => m.ChangePasswordPage,
          ),
        },
        ...formRoutes,
        ...portalRoutes,
        ...workflowRoutes,
        { path: paths.myMatters.path, loader: () => redirect(paths.myMattersTab.href(0)) },
        {
          path: paths.notFound.path,
          ...page(
            () => import('./not-found-route'),
            (m) => m.NotFoundRoute,
          ),
        },
      ],
    },
  ];
}

let browserDeps: GuardDeps | null = null;
function lazyBrowserDeps(): GuardDeps {
  browserDeps ??= browserGuardDeps();
  return browserDeps;
}

export function createAppRouter() {
  startRouterStack((window.history.state as { idx?: number } | null)?.idx);
  const router = createBrowserRouter(appRoutes(), { basename: base || undefined });
  registerNavigator((path, { replace }) => void router.navigate(path, { replace }));
  return router;
}
