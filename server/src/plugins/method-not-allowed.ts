import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/errors';

type KnownPath = { pattern: RegExp; methods: string[] };

/** `/v1/pages/:pageId/subscribers.csv` → a regular expression matching its concrete paths. */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * An unknown method on a known path answers 405 with `Allow` (RFC 9110 §15.5.6), not 404: every route's path
 * is remembered as it is registered, and a request that found no route (or only a static files' wildcard) is
 * checked against them. Wildcard routes (static files, CORS preflight) name no path of their own and are left out.
 */
export function answerMethodNotAllowed(app: FastifyInstance): void {
  const known: KnownPath[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const existing = known.find((path) => path.pattern.source === patternOf(route.url).source);
    if (existing) existing.methods.push(...methods);
    else known.push({ pattern: patternOf(route.url), methods: [...methods] });
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Built front ends serve every GET the API has no route for (a wildcard route); a path the API knows is
    // still the API's, so such a GET counts as finding no route too.
    const caughtByWildcard =
      (request.routeOptions.url ?? '').includes('*') &&
      (request.method === 'GET' || request.method === 'HEAD');
    if (!request.is404 && !caughtByWildcard) return done();
    const path = request.url.split('?')[0] ?? '';
    const allowed = new Set(
      known.filter(({ pattern }) => pattern.test(path)).flatMap(({ methods }) => methods),
    );
    if (allowed.size === 0 || allowed.has(request.method)) return done();
    if (allowed.has('GET')) allowed.add('HEAD');
    reply.header('allow', [...allowed].sort().join(', '));
    done(fail('method_not_allowed', `${request.method} is not allowed here`));
  });
}
