/** JSON schemas reused by every module's schemas.ts. */
export const errorSchema = {
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

/** `errors(400, 429)` → `{ 400: errorSchema, 429: errorSchema }`; 503 is added for every route touching the DB. */
export function errors(...statuses: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries([...statuses, 503].map((status) => [status, errorSchema]));
}

export const emailSchema = { type: 'string', format: 'email', maxLength: 254 } as const;

export const bearerSecurity = [{ bearerAuth: [] }];

export const userSchema = {
  type: 'object',
  required: ['id', 'email', 'organization_id', 'role'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    organization_id: { type: 'string' },
    role: { type: 'string', enum: ['owner', 'admin', 'editor', 'viewer'] },
  },
} as const;
