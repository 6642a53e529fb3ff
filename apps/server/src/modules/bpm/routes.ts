import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Workflow definitions, instances, tasks and every workflow call (workflow.md §7 Workflow host). */
export const bpmRoutes: FastifyPluginAsyncTypebox = async () => {};
