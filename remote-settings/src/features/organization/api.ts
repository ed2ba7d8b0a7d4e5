import { type Api, apiFetch, readPaths } from '@statusdeck/shared';
import useSWR, { useSWRConfig } from 'swr';
import type { Organization } from '../access/types';

/** The caller's organisation (one object, though the path is plural); the host's account menu reads it too. */
export const organizationKey = readPaths.organization;

export function useOrganization() {
  return useSWR(organizationKey, () => apiFetch<Organization>(organizationKey));
}

export function updateOrganization(
  id: string,
  input: Api.RequestBodies['PATCH /v1/organizations/{id}'],
): Promise<Organization> {
  return apiFetch<Organization>(`/v1/organizations/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });
}

/** Saves and puts the answer in the cache, so every reader (the account menu) shows the new name. */
export function useUpdateOrganization() {
  const { mutate } = useSWRConfig();
  return async (id: string, input: Api.RequestBodies['PATCH /v1/organizations/{id}']) => {
    const saved = await updateOrganization(id, input);
    await mutate(organizationKey, saved, { revalidate: false });
    return saved;
  };
}
