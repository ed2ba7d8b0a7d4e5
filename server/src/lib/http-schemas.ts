import { ROLES } from './permissions';

/** JSON schemas reused by every module's schemas.ts. */
export const errorSchema = {
  $id: 'ErrorBody',
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string' },
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

export const emailSchema = { type: 'string', format: 'email', maxLength: 254 } as const;

export const bearerSecurity = [{ bearerAuth: [] }];

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
