import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { type ErrorCode, fail } from '../lib/errors';
import { securityHeaders } from './security';

type ClientError = Error & { code?: string };

const CLIENT_ERRORS: Record<string, Extract<ErrorCode, 'request_timeout' | 'headers_too_large'>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'request_timeout',
  HPE_HEADER_OVERFLOW: 'headers_too_large',
};

/**
 * Fastify answers a few requests itself, before any route, hook or error handler: a URL it cannot decode,
 * an over-long path parameter, and malformed or too-slow HTTP. These options make those answers look like
 * every other one: `{code, message}` with the security headers.
 */
export function frameworkErrorOptions(config: Config) {
  const headers = securityHeaders(config);
  return {
    frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
      if (status >= 500) {
        reply.log.error({ err: error }, 'framework error');
        const { code, message } = fail('internal_error');
        return reply.headers(headers).status(status).send({ code, message });
      }
      const message = error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid' : 'The request is invalid';
      return reply.headers(headers).status(status).send({ code: 'bad_request', message });
    },
    clientErrorHandler(error: ClientError, socket: Socket) {
      // A reset connection has nobody to answer; a half-written response cannot be followed by another.
      if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
      const known = CLIENT_ERRORS[error.code ?? ''];
      const {
        statusCode: status,
        code,
        message,
      } = known ? fail(known) : fail('bad_request', 'The request is malformed');
      const body = JSON.stringify({ code, message });
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    },
  };
}
