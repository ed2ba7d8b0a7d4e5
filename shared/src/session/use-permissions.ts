import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type * as Api from '../api/contract.gen';
import { readPaths } from '../api/read-paths';
import { apiFetch } from '../http/api-fetch';
import { ME_KEY } from './session-provider';

export const ROLES_KEY = readPaths.roles;

export type Permission = Api.Role['permissions'][number];

export type Permissions = {
  /** False while loading or when the role is unknown: write controls appear only once allowed. */
  can(permission: Permission): boolean;
  role: Api.User['role'] | undefined;
  email: string | undefined;
  userId: string | undefined;
  isLoading: boolean;
  /** The role could not be fetched: screens that depend on it offer `retry`. */
  failed: boolean;
  /** Why it could not be fetched (for wording the failure by cause); undefined otherwise. */
  error: unknown;
  retry(): void;
};

/**
 * Who is signed in with their current role (GET /v1/users/me: a demotion shows at once, unlike the
 * stored user; a 403 refetches it, session-provider.tsx).
 */
export function useMe() {
  return useSWR(ME_KEY, () => apiFetch<Api.User>(ME_KEY));
}

/** The server's one role → permission table. */
export function useRoles() {
  return useSWR(ROLES_KEY, () => apiFetch<Api.Role[]>(ROLES_KEY));
}

/** The signed-in user's permissions, from their role and the role table; one hook for every remote. */
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
    email: me.data?.email,
    userId: me.data?.id,
    isLoading: me.isLoading || roles.isLoading,
    failed: Boolean(me.error || roles.error),
    error: me.error ?? roles.error,
    retry,
  };
}
