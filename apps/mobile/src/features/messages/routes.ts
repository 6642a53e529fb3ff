import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';

/** The message tab (/messageReceiverList). */
export const messagesTabRoutes: RouteObject[] = [
  {
    path: paths.messageReceiverList.path,
    ...lazyPage(
      () => import('./routes/message-list-page'),
      (m) => m.MessageListPage,
    ),
  },
];
