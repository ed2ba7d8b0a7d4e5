import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isConnectionError } from '../db/db';
import { AppError, type ErrorCode, type ErrorDetail, fail, invalidRequest } from '../lib/errors';
import { ServiceBusyError } from '../lib/service-busy';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const VALIDATION_CODES: Record<string, string> = {
  required: 'required',
  format: 'invalid_format',
  minLength: 'too_short',
  maxLength: 'too_long',
  type: 'invalid_type',
  enum: 'invalid_value',
  const: 'invalid_value',
  pattern: 'invalid_format',
  additionalProperties: 'unknown_field',
};

const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

function detailOf(issue: ValidationIssue): ErrorDetail {
  const params = issue.params as Record<string, unknown>;
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : '';
  const unknown = typeof params.additionalProperty === 'string' ? params.additionalProperty : '';
  const field = [path, missing || unknown].filter(Boolean).join('.') || 'body';
  const code = VALIDATION_CODES[issue.keyword] ?? 'invalid';
  if (missing) return { field, code, message: `${missing} is required` };
  if (unknown) return { field, code, message: `${field} is not an accepted field` };
  return { field, code, message: `${field} ${issue.message ?? 'is invalid'}` };
}

/**
 * A pattern that spells out a format (e-mail: what `format: email` accepts, see EMAIL_PATTERN) fails with
 * it; one detail for the field is enough, the format's.
 */
function withoutRepeatedFormats(issues: ValidationIssue[]): ValidationIssue[] {
  const formats = new Set(
    issues.filter((issue) => issue.keyword === 'format').map((issue) => issue.instancePath),
  );
  return issues.filter((issue) => issue.keyword !== 'pattern' || !formats.has(issue.instancePath));
}

function send(reply: FastifyReply, error: AppError, status = error.statusCode) {
  const body = {
    code: error.code,
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
  };
  return reply.status(status).send(body);
}

/** The one place errors become `{code, message, details?}`; 5xx answers never carry internals. */
export function setupErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof ServiceBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error);
    }
    if ('validation' in error && error.validation) {
      return send(reply, invalidRequest(withoutRepeatedFormats(error.validation).map(detailOf)));
    }
    if (isConnectionError(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply.header('retry-after', '5'), fail('service_unavailable'));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (an unknown status such as 411 too) keep their status and message.
      return send(reply, fail(CLIENT_ERROR_CODES[status] ?? 'bad_request', error.message), status);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, fail('internal_error'));
  });
}
