import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';

const homePage = lazyPage(
  () => import('./routes/home-page'),
  (m) => m.HomePage,
);

/** Portal screens outside the tab bar: news, charts, dashboards, short-link messages. */
export const portalRoutes: RouteObject[] = [];

/** Portal tab pages (inside the tab bar): home and the work bench. */
export const portalTabRoutes: RouteObject[] = [
  { path: paths.home.path, ...homePage },
  { path: paths.homeTenant.path, ...homePage },
  {
    path: paths.work.path,
    ...lazyPage(
      () => import('./routes/work-page'),
      (m) => m.WorkPage,
    ),
  },
];
