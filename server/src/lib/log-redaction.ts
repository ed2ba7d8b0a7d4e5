import type { FastifyRequest } from 'fastify';

/**
 * Paths whose next segment is a secret token: links in verification, reset and invitation mails, and the
 * public invitation lookup (`/v1/public/invitations/<token>`, not its `/accept`).
 */
const TOKEN_PATH =
  /(\/(?:reset-password|activate|invitation|public\/invitations)\/)(?!accept(?:[/?#]|$))[^/?#]+/g;
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

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** Fields of a PostgreSQL error that name things, never values (detail, where and params carry values). */
const SAFE_DATABASE_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'query',
];
/** PostgreSQL quotes the offending value in its messages (`invalid input syntax for type integer: "…"`). */
const QUOTED = /"[^"]*"/g;

function isDatabaseError(error: Error): boolean {
  const { severity, code } = error as { severity?: unknown; code?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * The `err` log serializer. Unlike pino's, which copies every property, a database error keeps only the
 * fields above with its quoted parts replaced: a user's input, a password hash or a token never reaches
 * the log through a failed statement.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  if (isDatabaseError(error)) {
    const fields = error as unknown as Record<string, unknown>;
    const safe = SAFE_DATABASE_FIELDS.filter((key) => key in fields).map((key) => [key, fields[key]]);
    return {
      type: 'DatabaseError',
      message: error.message.replace(QUOTED, '"…"'),
      stack: (error.stack ?? '').replace(QUOTED, '"…"'),
      ...Object.fromEntries(safe),
    };
  }
  const { code, statusCode, cause } = error as { code?: unknown; statusCode?: unknown; cause?: unknown };
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
    ...(cause instanceof Error && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}
