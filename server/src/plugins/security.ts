import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/** Origins of the remotes configured by absolute URL; same-origin remotes need no entry. */
export function remoteOrigins(config: Config): string[] {
  const origins = Object.values(config.remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

function helmetOptions(config: Config): FastifyHelmetOptions {
  const remotes = remoteOrigins(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", ...remotes],
        // styled-components injects <style> elements at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Remotes may ship their own images (rspack asset modules resolve to the remote's origin).
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  };
}

/**
 * The same headers as a plain map, for the answers Fastify writes before any hook runs (a malformed URL,
 * a request that timed out). They depend only on the config (no CSP nonces), so they are computed once.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // The same options object: typed through @fastify/helmet, whose view of helmet's types differs from a
  // direct import's under the bundler resolution the tools' tsconfig uses (scripts/ type-checks this file).
  helmet(helmetOptions(config) as Parameters<typeof helmet>[0])(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => undefined,
  );
  return headers;
}

/** The route option (as @fastify/helmet spelled it) of public resources meant to be read from anywhere. */
type RouteWithHelmetOption = { helmet?: unknown; config?: unknown };
/** Route config flag set on those routes; request-logging.ts keeps their successful answers out of the info log. */
export const PUBLIC_RESOURCE = 'publicResource';

/** The policy of public documents other than JSON (feeds, badge): nothing loads or runs from one opened on its own. */
export const PUBLIC_RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The security headers of public resources (routes declared `{ helmet: false }`: the public API, the
 * Statuspage formats, feeds and the badge — data other sites read, not pages). The pages' headers (their
 * CSP, framing, COOP, origin-agent-cluster, the switches for IE and Flash) do nothing on a JSON answer, and
 * each header costs a cheap request about 2 % of its throughput (a bare Fastify route answering 1.5 KB:
 * 0.57× the bare route with helmet's 20 headers, 0.72× with 9). So: HSTS and nosniff here; the XML and SVG
 * answers add a CSP and Cross-Origin-Resource-Policy `cross-origin` (send-public.ts), which JSON read through
 * CORS does not need.
 */
export function publicResourceHeaders(own: Record<string, string>): Record<string, string> {
  return {
    ...(own['strict-transport-security']
      ? { 'strict-transport-security': own['strict-transport-security'] }
      : {}),
    'x-content-type-options': 'nosniff',
  };
}

/**
 * Helmet's headers on every answer. They depend only on the config, so they are computed once, here, and
 * copied onto each reply by one synchronous hook: @fastify/helmet ran helmet (CSP parsing included) and two
 * hooks, one async, per request — a noticeable share of a cheap request such as a public page read
 * (measured). The headers themselves are helmet's, for the same options; public resources get
 * publicResourceHeaders instead.
 */
export async function setupSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const own = securityHeaders(config);
  const headers = Object.entries(own);
  const publicHeaders = Object.entries(publicResourceHeaders(own));
  app.addHook('onRoute', (route) => {
    const options = route as RouteWithHelmetOption;
    if (options.helmet !== false) return;
    options.config = { ...(options.config as object | undefined), [PUBLIC_RESOURCE]: true };
  });
  app.addHook('onRequest', (request, reply, done) => {
    const routeConfig = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
    for (const [name, value] of routeConfig?.[PUBLIC_RESOURCE] === true ? publicHeaders : headers)
      reply.header(name, value);
    done();
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      // The front end sends every data request with credentials: 'include', so cookies travel cross-origin.
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'accept-language'],
      exposedHeaders: ['retry-after'],
      maxAge: 600,
    });
  }
}
