import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Inner messages and their receivers (community.md §7). */
export const innermsgRoutes: FastifyPluginAsyncTypebox = async () => {};
