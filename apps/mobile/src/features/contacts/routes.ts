import type { RouteObject } from 'react-router';

/** The address book tab (/mailList) and a person's card. */
export const contactsTabRoutes: RouteObject[] = [];
