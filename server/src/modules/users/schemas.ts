import { errors } from '../../lib/http-schemas';
import { PERMISSIONS, ROLES } from '../../lib/permissions';

const tags = ['users'];

export const getCurrentUserSchema = {
  tags,
  summary: 'The signed-in user',
  response: { 200: { $ref: 'User' }, ...errors(401) },
} as const;

export const roleSchema = {
  $id: 'Role',
  type: 'object',
  required: ['name', 'permissions'],
  properties: {
    name: { type: 'string', enum: ROLES },
    permissions: { type: 'array', items: { type: 'string', enum: PERMISSIONS } },
  },
} as const;

export const listRolesSchema = {
  tags,
  summary: 'The roles of an organisation and what each may do',
  response: { 200: { type: 'array', items: { $ref: 'Role' } }, ...errors(401) },
} as const;
