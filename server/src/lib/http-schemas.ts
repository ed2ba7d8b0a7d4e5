import type { RouteOptions } from 'fastify';
import { ERROR_CODES } from './error-catalogue';
import { ROLES } from './permissions';

/** JSON schemas reused by every module's schemas.ts. */
export const errorSchema = {
  $id: 'ErrorBody',
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', enum: ERROR_CODES },
    message: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'code', 'message'],
        properties: { field: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

const errorRef = { $ref: 'ErrorBody' } as const;

/** `errors(400, 429)` → `{ 400: ErrorBody, 429: ErrorBody }`; 503 is added for every route touching the DB. */
export function errors(...statuses: number[]): Record<number, typeof errorRef> {
  return Object.fromEntries([...statuses, 503].map((status) => [status, errorRef]));
}

/**
 * Adds ErrorBody answers for `statuses` a route does not declare itself: for the plugins that answer them on
 * every route (the control-character check, the secured scope), so the OpenAPI document lists them too.
 * Routes without a response schema (pages, files) are not in the API document and are left alone.
 */
export function declareErrorAnswers(route: RouteOptions, statuses: number[]): void {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!response) return;
  const missing = statuses.filter((status) => !(status in response));
  if (missing.length === 0) return;
  const added = Object.fromEntries(missing.map((status) => [status, errorRef]));
  route.schema = { ...route.schema, response: { ...response, ...added } };
}

/**
 * What `format: email` means to the server's validator (ajv-formats' full mode), spelled out as a pattern:
 * other tools read the format more loosely (`0@com`, a domain without a dot, is refused here).
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$";

/** Text shown on one line (a name): some visible character and no line break (CR/LF would end the line). */
export const SINGLE_LINE_PATTERN = '^[^\\r\\n]*\\S[^\\r\\n]*$';

/** Optional single-line text (may be empty): no line break. */
export const NO_LINE_BREAK_PATTERN = '^[^\\r\\n]*$';

/** A required single-line name of at most `maxLength` characters. */
export const singleLineName = <Max extends number>(maxLength: Max) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: SINGLE_LINE_PATTERN }) as const;

export const emailSchema = {
  type: 'string',
  format: 'email',
  pattern: EMAIL_PATTERN,
  maxLength: 254,
} as const;

export const timestamp = { type: 'string', format: 'date-time' } as const;
export const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const count = { type: 'integer', minimum: 0 } as const;
/** The secret of a mailed link (verification, reset, invitation, subscription), as a client sends it back. */
export const linkToken = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** The path of one organisation-wide record: `/…/{id}`. */
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

/**
 * An answer object that always carries each of its properties (null where there is no value), so the
 * list of required names is the list of properties and cannot drift from it.
 */
export const allRequired = <const Properties extends Record<string, unknown>>(properties: Properties) =>
  ({
    type: 'object',
    required: Object.keys(properties) as Array<keyof Properties & string>,
    properties,
  }) as const;

/** A request body: the fields it names and no others, `required` among them. */
export const closedBody = <
  const Required extends readonly string[],
  const Properties extends Record<string, unknown>,
>(
  required: Required,
  properties: Properties,
) => ({ type: 'object', additionalProperties: false, required, properties }) as const;

/** A PATCH body: only the fields it names, and at least one of them. */
export const patchBody = <const Properties extends Record<string, unknown>>(properties: Properties) =>
  ({ type: 'object', additionalProperties: false, minProperties: 1, properties }) as const;

/** The query of a keyset-paginated list: up to `limit` rows after the `cursor` the previous page answered. */
export const pageQuery = <Default extends number>(defaultLimit: Default) =>
  ({
    limit: { type: 'integer', minimum: 1, maximum: 100, default: defaultLimit },
    cursor: { type: 'string', maxLength: 200 },
  }) as const;

/** Pass as `cursor` for the next page; null on the last page. */
export const nextCursor = nullableString;

export const okAnswer = {
  type: 'object',
  required: ['ok'],
  properties: { ok: { type: 'boolean', const: true } },
} as const;

export const bearerSecurity = [{ bearerAuth: [] }];

/** A route that works with or without a bearer token (OpenAPI's empty requirement means "none needed"). */
export const optionalBearerSecurity: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

export const userSchema = {
  $id: 'User',
  type: 'object',
  required: ['id', 'email', 'organization_id', 'role'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    organization_id: { type: 'string' },
    role: { type: 'string', enum: ROLES },
  },
} as const;
