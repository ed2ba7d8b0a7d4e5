import {
  allRequired,
  errors,
  idParams,
  nullableString,
  nullableTimestamp,
  singleLineName,
  timestamp,
} from '../../lib/http-schemas';
import { ROLES } from '../../lib/permissions';

const tags = ['api-tokens'];

const token = allRequired({
  id: { type: 'string' },
  name: { type: 'string' },
  /** The secret's first 12 characters ("sdk_" and 8 more): enough to recognise it, useless to use it. */
  prefix: { type: 'string' },
  /** The role ceiling: the token may do what this role may, and never more than its creator now may. */
  role: { type: 'string', enum: ROLES },
  created_at: timestamp,
  last_used_at: nullableTimestamp,
  expires_at: nullableTimestamp,
  created_by_email: nullableString,
});

export const apiTokenSchema = { $id: 'ApiToken', ...token } as const;

export const createdApiTokenSchema = {
  $id: 'CreatedApiToken',
  ...allRequired({
    ...token.properties,
    /** The secret, `sdk_` + 43 base62 characters: shown in this answer only, never again. */
    token: { type: 'string' },
  }),
} as const;

export const listApiTokensSchema = {
  tags,
  summary: "The organisation's API tokens that were not revoked (expired ones included), oldest first",
  response: {
    200: {
      type: 'object',
      required: ['tokens'],
      properties: { tokens: { type: 'array', items: { $ref: 'ApiToken' } } },
    },
    ...errors(401, 403),
  },
} as const;

export const createApiTokenSchema = {
  tags,
  summary:
    'Create an API token (a person only, not another token); its role may not exceed yours; the secret ' +
    'is in this answer only. Counts against the plan’s API tokens',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'role'],
    properties: {
      name: singleLineName(100),
      role: { type: 'string', enum: ROLES },
      expires_at: nullableTimestamp,
    },
  },
  response: { 201: { $ref: 'CreatedApiToken' }, ...errors(400, 401, 402, 403) },
} as const;

export const revokeApiTokenSchema = {
  tags,
  summary: 'Revoke an API token: it is refused from the next request on',
  params: idParams,
  response: { 204: { type: 'null' }, ...errors(401, 403, 404) },
} as const;
