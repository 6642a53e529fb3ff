import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Electronic seals (community.md §7 electronic seal). */
export const sealRoutes: FastifyPluginAsyncTypebox = async () => {};
