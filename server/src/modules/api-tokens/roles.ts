import type { Role } from '../../lib/permissions';

/** Roles from least to most powerful: a token's ceiling is compared with its creator's role by this. */
const RANK: Readonly<Record<Role, number>> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

export function roleAtMost(role: Role, ceiling: Role): boolean {
  return RANK[role] <= RANK[ceiling];
}

/** The weaker of two roles: what a token may do when its creator has since been demoted. */
export function lowerRole(a: Role, b: Role): Role {
  return RANK[a] <= RANK[b] ? a : b;
}
