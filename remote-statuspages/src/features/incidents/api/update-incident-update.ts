import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { forgetIncidents } from './forget-incidents';
import { incidentKey } from './get-incident';
import type { IncidentUpdate } from './types';

/** A correction of one update: its text and when it is shown as posted (its status is history). */
export type UpdateCorrection = { body: string; display_at: string };

export function updateIncidentUpdate(
  pageId: string,
  incidentId: string,
  updateId: string,
  correction: UpdateCorrection,
): Promise<IncidentUpdate> {
  return apiFetch<IncidentUpdate>(`${incidentKey(pageId, incidentId)}/incident_updates/${updateId}`, {
    method: 'PUT',
    body: correction,
  });
}

export function useUpdateIncidentUpdate(pageId: string, incidentId: string) {
  const { mutate, cache } = useSWRConfig();
  return async (updateId: string, correction: UpdateCorrection) => {
    const updated = await updateIncidentUpdate(pageId, incidentId, updateId, correction);
    await forgetIncidents(mutate, cache, pageId);
    return updated;
  };
}
