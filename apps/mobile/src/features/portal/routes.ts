import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';

const homePage = lazyPage(
  () => import('./routes/home-page'),
  (m) => m.HomePage,
  // The home's own texts, the tenant switch in its header and the flow summary tiles.
  ['home', 'tenant', 'work'],
);

/** Portal screens outside the tab bar: news, charts, dashboards, short-link messages. */
export const portalRoutes: RouteObject[] = [
  {
    path: paths.news.path,
    ...lazyPage(
      () => import('./routes/news-list-page'),
      (m) => m.NewsListPage,
    ),
  },
  {
    path: paths.newsDetail.path,
    ...lazyPage(
      () => import('./routes/news-page'),
      (m) => m.NewsPage,
    ),
  },
  {
    path: paths.chart.path,
    ...lazyPage(
      () => import('./routes/chart-page'),
      (m) => m.ChartPage,
    ),
  },
  {
    path: paths.datavShow.path,
    ...lazyPage(
      () => import('./routes/datav-show-page'),
      (m) => m.DatavShowPage,
    ),
  },
  {
    path: paths.customerDistribution.path,
    ...lazyPage(
      () => import('./routes/customer-distribution-page'),
      (m) => m.CustomerDistributionPage,
    ),
  },
  {
    path: paths.messageFillPage.path,
    ...lazyPage(
      () => import('./routes/message-fill-page'),
      (m) => m.MessageFillPage,
    ),
  },
];

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
