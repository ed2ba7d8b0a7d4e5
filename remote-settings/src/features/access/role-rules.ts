import type { RoleName } from './types';

/** Highest first: a role may hand out only roles at or below its own. */
export const ROLES: readonly RoleName[] = ['owner', 'admin', 'editor', 'viewer'];

export function rank(role: RoleName): number {
  return ROLES.length - ROLES.indexOf(role);
}

/** The roles someone with `mine` may give (an API token's ceiling, an invitation). */
export function assignableRoles(mine: RoleName | undefined): RoleName[] {
  if (!mine) return [];
  return ROLES.filter((role) => rank(role) <= rank(mine));
}

export type MemberTarget = { role: RoleName; is_you: boolean };

/**
 * Why `actor` may not change `target`'s role, as a translation key; undefined when they may.
 * Mirrors the server (PATCH /v1/users/{id}): nobody changes their own role, only an owner changes
 * an owner's role, and only users.manage changes roles at all.
 */
export function roleChangeBlock(actor: RoleName | undefined, canManage: boolean, target: MemberTarget) {
  if (!canManage) return 'settings.team.reasons.manageOnly';
  if (target.is_you) return 'settings.team.reasons.ownRole';
  if (target.role === 'owner' && actor !== 'owner') return 'settings.team.reasons.ownerOnly';
  return undefined;
}

/** The same for removing a member (DELETE /v1/users/{id}). */
export function removeBlock(actor: RoleName | undefined, canManage: boolean, target: MemberTarget) {
  if (!canManage) return 'settings.team.reasons.manageOnly';
  if (target.is_you) return 'settings.team.reasons.ownAccount';
  if (target.role === 'owner' && actor !== 'owner') return 'settings.team.reasons.ownerOnlyRemove';
  return undefined;
}

/** The roles `actor` may set on someone: only an owner makes owners. */
export function grantableRoles(actor: RoleName | undefined): RoleName[] {
  return actor === 'owner' ? [...ROLES] : ROLES.filter((role) => role !== 'owner');
}
