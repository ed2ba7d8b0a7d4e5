import type { FastifyRequest } from 'fastify';

/** Front-end routes whose next path segment is a secret token (links in verification and reset mails). */
const TOKEN_PATH = /(\/(?:reset-password|activate)\/)[^/?#]+/g;
const TOKEN_QUERY = /([?&]token=)[^&#]*/gi;

/** The URL with every token replaced, so request logs never hold a usable link. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_PATH, '$1[redacted]').replace(TOKEN_QUERY, '$1[redacted]');
}

/** Fastify's default `req` log serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
