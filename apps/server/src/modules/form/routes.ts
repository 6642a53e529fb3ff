import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Online forms, business data, data templates, dialogs, queries, dictionaries and serial numbers (community.md §7 Form service). */
export const formRoutes: FastifyPluginAsyncTypebox = async () => {};
