import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';

const instancePage = lazyPage(
  () => import('./task/routes/instance-page'),
  (m) => m.InstancePage,
  ['task', 'forms'],
  ({ params }) => import('./task/prefetch').then((m) => m.prefetchInstance(params)),
);
const startFlowPage = lazyPage(
  () => import('./task/routes/start-flow-page'),
  (m) => m.StartFlowPage,
  ['task', 'forms'],
);

/** The workflow lists (workflow.md §2): to-dos and done items, requests and drafts, transfers, circulated items, the start list. */
const listRoutes: RouteObject[] = [
  {
    path: paths.myMattersTab.path,
    ...lazyPage(
      () => import('./lists/routes/my-matters-page'),
      (m) => m.MyMattersPage,
      ['flow'],
    ),
  },
  {
    path: paths.myRequest.path,
    ...lazyPage(
      () => import('./lists/routes/my-request-page'),
      (m) => m.MyRequestPage,
      ['flow'],
    ),
  },
  {
    path: paths.myTurnOutList.path,
    ...lazyPage(
      () => import('./lists/routes/my-turn-out-page'),
      (m) => m.MyTurnOutPage,
      ['flow'],
    ),
  },
  {
    path: paths.startFlowList.path,
    ...lazyPage(
      () => import('./lists/routes/start-flow-list-page'),
      (m) => m.StartFlowListPage,
      ['flow'],
    ),
  },
  {
    path: paths.startFlowListSearch.path,
    ...lazyPage(
      () => import('./lists/routes/start-flow-search-page'),
      (m) => m.StartFlowSearchPage,
      ['flow'],
    ),
  },
  {
    path: paths.myNotice.path,
    ...lazyPage(
      () => import('./lists/routes/my-notice-page'),
      (m) => m.MyNoticePage,
      ['flow'],
    ),
  },
];

/** The start form and the one shared instance-detail screen every detail route reaches. */
const taskRoutes: RouteObject[] = [
  { path: paths.startFlow.path, ...startFlowPage },
  { path: paths.agentStart.path, ...startFlowPage },
  ...[
    paths.instType,
    paths.doneDetail,
    paths.noticeTask,
    paths.instRead,
    paths.myRead,
    paths.inst,
    paths.shareInst,
    paths.task,
  ].map((p) => ({ path: p.path, ...instancePage })),
];

export const workflowRoutes: RouteObject[] = [...listRoutes, ...taskRoutes];
