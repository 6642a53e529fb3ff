import type { RouteObject } from 'react-router';

/** The message tab (/messageReceiverList). */
export const messagesTabRoutes: RouteObject[] = [];
