import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Origins of the remotes configured by absolute URL; same-origin remotes need no entry. */
export function remoteOrigins(config: Config): string[] {
  const origins = Object.values(config.remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

export async function setupSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const remotes = remoteOrigins(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", ...remotes],
        // styled-components injects <style> elements at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Remotes may ship their own images (rspack asset modules resolve to the remote's origin).
        imgSrc: ["'self'", 'data:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      // The front end sends every data request with credentials: 'include' (SPEC.md §6).
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'accept-language'],
      exposedHeaders: ['retry-after'],
      maxAge: 600,
    });
  }
}
