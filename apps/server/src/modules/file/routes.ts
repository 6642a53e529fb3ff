import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** File upload, download and preview, tenant-scoped (community.md §7 file calls). */
export const fileRoutes: FastifyPluginAsyncTypebox = async () => {};
