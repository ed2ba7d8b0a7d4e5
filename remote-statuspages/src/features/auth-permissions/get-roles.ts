import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

export const rolesKey = '/v1/users/roles';

export function getRoles(): Promise<Api.Role[]> {
  return apiFetch<Api.Role[]>(rolesKey);
}

export function useRoles() {
  return useSWR(rolesKey, getRoles);
}
