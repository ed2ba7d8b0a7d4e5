import type { FastifyInstance } from 'fastify';

/**
 * The subscription calls are made by the public page, which the standalone deployment serves from another
 * origin: they answer any origin, never with credentials (no cookies are involved), and preflights of their
 * JSON bodies are allowed. Applies to the routes of the plugin that calls it.
 */
export function allowAnyOrigin(app: FastifyInstance, preflightPaths: string[]): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.removeHeader('access-control-allow-credentials');
    reply.headers({
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'retry-after',
    });
  });
  for (const path of preflightPaths) {
    app.options(path, { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) =>
      reply
        .code(204)
        .headers({
          'access-control-allow-methods': 'GET, POST, PUT',
          'access-control-allow-headers': 'content-type, accept, accept-language',
          'access-control-max-age': '86400',
        })
        .send(),
    );
  }
}
