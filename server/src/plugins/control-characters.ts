import type { FastifyInstance } from 'fastify';
import { AppError, type ErrorDetail } from '../lib/errors';

/** C0 controls and DEL, except tab, line feed and carriage return, which text fields may hold. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

function collect(value: unknown, field: string, found: ErrorDetail[]): void {
  if (typeof value === 'string') {
    if (hasControlCharacter(value)) {
      found.push({
        field: field || 'body',
        code: 'invalid_characters',
        message: `${field || 'The value'} contains control characters`,
      });
    }
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      collect(item, field ? `${field}.${index}` : String(index), found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) collect(item, field ? `${field}.${key}` : key, found);
  }
}

/**
 * One check for every route: a NUL or escape character in any string of a JSON body, query string or path
 * parameter is a 400, before the schema, the services or the database see it (PostgreSQL refuses NUL in
 * text, which used to surface as a 500).
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  // Synchronous (every request passes here; an async hook costs a promise each time).
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertNoControlCharacters(request.body, request.query, request.params);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

/** The same check for values a route parses itself (multipart text fields become the body after the hook). */
export function assertNoControlCharacters(...values: unknown[]): void {
  const found: ErrorDetail[] = [];
  for (const value of values) collect(value, '', found);
  if (found.length > 0) throw new AppError(400, 'validation_failed', 'The request is invalid', found);
}
