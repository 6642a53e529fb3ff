import type { RouteObject } from 'react-router';

/** Portal screens outside the tab bar: news, charts, dashboards, short-link messages. */
export const portalRoutes: RouteObject[] = [];

/** Portal tab pages (inside the tab bar): home and the work bench. */
export const portalTabRoutes: RouteObject[] = [];
