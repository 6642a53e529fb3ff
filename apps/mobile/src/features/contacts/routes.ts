import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';

/** The address book tab (/mailList) and a person's card. */
export const contactsTabRoutes: RouteObject[] = [
  {
    path: paths.mailList.path,
    ...lazyPage(
      () => import('./routes/mail-list-page'),
      (m) => m.MailListPage,
    ),
  },
  {
    path: paths.mailListPerson.path,
    ...lazyPage(
      () => import('./routes/person-page'),
      (m) => m.PersonPage,
    ),
  },
];
