import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

export const meKey = '/v1/users/me';
export const rolesKey = '/v1/users/roles';

/** Who is signed in, with their current role (a demotion shows at once, unlike the stored user). */
export function useMe() {
  return useSWR(meKey, () => apiFetch<Api.User>(meKey));
}

export function useRoles() {
  return useSWR(rolesKey, () => apiFetch<Api.Role[]>(rolesKey));
}
