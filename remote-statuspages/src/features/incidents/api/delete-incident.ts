import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { forgetIncidents } from './forget-incidents';
import { incidentKey } from './get-incident';

/** Removes the incident and its timeline; components keep their current status. */
export function deleteIncident(pageId: string, id: string): Promise<void> {
  return apiFetch<void>(incidentKey(pageId, id), { method: 'DELETE' });
}

export function useDeleteIncident(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string) => {
    await deleteIncident(pageId, id);
    // The open incident screen is left at once; its entry is dropped without asking for it again.
    const key = incidentKey(pageId, id);
    void forgetIncidents(mutate, pageId, key);
    void mutate(key, undefined, { revalidate: false });
  };
}
