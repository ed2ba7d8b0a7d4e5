import { type Permission, ROLE_PERMISSIONS, ROLES, type Role } from '../../lib/permissions';

/** Straight from the table the secured scope enforces, so the list can never disagree with the checks. */
export function listRoles(): Array<{ name: Role; permissions: Permission[] }> {
  return ROLES.map((name) => ({ name, permissions: [...ROLE_PERMISSIONS[name]] }));
}
