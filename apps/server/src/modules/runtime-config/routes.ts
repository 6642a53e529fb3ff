import type { RuntimeConfig } from '@baton/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/**
 * JSON as a script: `<` is escaped so no value can close the script element (`</script>`) or open a comment,
 * and U+2028/U+2029 so older engines do not read them as line ends inside a string.
 */
export function runtimeConfigScript(runtime: RuntimeConfig): string {
  const json = JSON.stringify(runtime)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.__BATON_CONFIG__ = ${json};\n`;
}

/** `GET /config.js`: deployment settings the app reads before it starts, so one build serves every deployment. */
export const runtimeConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const script = runtimeConfigScript(app.config.runtime);
  app.get(
    '/config.js',
    { config: { anonymous: true }, schema: { tags: ['app'], security: [], hide: true } },
    async (_req, reply) =>
      reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
};
