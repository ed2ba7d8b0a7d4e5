import type { FastifyInstance } from 'fastify';
import { type ErrorDetail, invalidRequest } from '../lib/errors';
import { declareErrorAnswers } from '../lib/http-schemas';

/** C0 controls and DEL, except tab, line feed and carriage return, which text fields may hold. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** Walks a parsed value with its own stack, so no depth of nesting can overflow the call stack. */
function collect(root: unknown, found: ErrorDetail[]): void {
  const pending: Array<[unknown, string]> = [[root, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) {
        found.push({
          field: field || 'body',
          code: 'invalid_characters',
          message: `${field || 'The value'} contains control characters`,
        });
      }
    } else if (typeof value === 'object' && value !== null) {
      const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
      const children: Array<[unknown, string]> = [];
      for (const [key, item] of entries) children.push([item, field ? `${field}.${key}` : String(key)]);
      // Pushed in reverse, so fields are reported in the order they appear.
      for (let index = children.length - 1; index >= 0; index -= 1)
        pending.push(children[index] as [unknown, string]);
    }
  }
}

/**
 * One check for every route: a NUL or escape character in any string of a JSON body, query string or path
 * parameter is a 400, before the schema, the services or the database see it (PostgreSQL refuses NUL in
 * text, which used to surface as a 500).
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  // Any route can get a query string, so any route can answer this 400.
  app.addHook('onRoute', (route) => declareErrorAnswers(route, [400]));
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
  for (const value of values) collect(value, found);
  if (found.length > 0) throw invalidRequest(found);
}
