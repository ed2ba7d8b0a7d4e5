import { bearerSecurity, errors, userSchema } from '../../lib/http-schemas';

export const getCurrentUserSchema = {
  tags: ['users'],
  summary: 'The signed-in user',
  security: bearerSecurity,
  response: { 200: userSchema, ...errors(401) },
} as const;
