import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Portal home layouts, columns, apps, news, charts, short links and menus (community.md §7 Portal service). */
export const portalRoutes: FastifyPluginAsyncTypebox = async () => {};
