import { useCallback, useMemo } from 'react';
import { useMe, useRoles } from './api';
import type { Permission, RoleName } from './types';

export type Access = {
  /** False while loading or when the role is unknown: controls appear only once allowed. */
  can(permission: Permission): boolean;
  role: RoleName | undefined;
  email: string | undefined;
  userId: string | undefined;
  isLoading: boolean;
  error: unknown;
  retry(): void;
};

/** The signed-in user's role and permissions, from `/v1/users/me` and the server's role table. */
export function useAccess(): Access {
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
    email: me.data?.email,
    userId: me.data?.id,
    isLoading: me.isLoading || roles.isLoading,
    error: me.error ?? roles.error,
    retry,
  };
}
