import type { Api } from '@statusdeck/shared';
import { useCallback, useMemo } from 'react';
import { useMe } from './get-me';
import { useRoles } from './get-roles';

export type Permission = Api.Role['permissions'][number];

export type Permissions = {
  /** False while loading or when the role is unknown: write controls appear only once allowed. */
  can(permission: Permission): boolean;
  role: Api.User['role'] | undefined;
  isLoading: boolean;
  /** The role could not be fetched: screens that depend on it offer `retry`. */
  failed: boolean;
  /** Why it could not be fetched (for wording the failure by cause); undefined otherwise. */
  error: unknown;
  retry(): void;
};

/** The signed-in user's permissions, from their role (`/v1/users/me`) and the role table (`/v1/users/roles`). */
export function usePermissions(): Permissions {
  const me = useMe();
  const roles = useRoles();
  const role = me.data?.role;
  const granted = useMemo(
    () => new Set<Permission>(roles.data?.find((entry) => entry.name === role)?.permissions ?? []),
    [roles.data, role],
  );
  const can = useCallback((permission: Permission) => granted.has(permission), [granted]);
  const { mutate: reloadMe } = me;
  const { mutate: reloadRoles } = roles;
  const retry = useCallback(() => {
    void reloadMe();
    void reloadRoles();
  }, [reloadMe, reloadRoles]);
  return {
    can,
    role,
    isLoading: me.isLoading || roles.isLoading,
    failed: Boolean(me.error || roles.error),
    error: me.error ?? roles.error,
    retry,
  };
}
