/**
 * The one role → permission table. The checks (the secured scope's hook) and
 * GET /v1/users/roles both read it, so what the API says a role may do is what it enforces.
 */
export const ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'read',
  'pages.create',
  'pages.delete',
  'pages.edit',
  'pages.access',
  'components.edit',
  'subscribers.edit',
  'incidents.edit',
  'users.manage',
  'tokens.manage',
  'organization.manage',
  'billing.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EDITOR: readonly Permission[] = [
  'read',
  'pages.edit',
  'components.edit',
  'subscribers.edit',
  'incidents.edit',
];
const ADMIN: readonly Permission[] = [
  ...EDITOR,
  'pages.create',
  'pages.delete',
  /** Who may read a page: its access (public, password, audience), password, e-mail domains and viewers. */
  'pages.access',
  'users.manage',
  'tokens.manage',
  'organization.manage',
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: [...ADMIN, 'billing.manage'],
  admin: ADMIN,
  editor: EDITOR,
  viewer: ['read'],
};

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
