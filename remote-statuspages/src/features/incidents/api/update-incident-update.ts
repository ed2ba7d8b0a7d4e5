import { type Api, apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { forgetIncidents } from './forget-incidents';
import { incidentKey } from './get-incident';
import type { BodyTranslations, Incident, IncidentUpdate } from './types';

/**
 * A correction of one update: its text, its text in the page's other languages, and when it is shown
 * as posted (its status is history).
 */
export type UpdateCorrection = Required<Pick<UpdateBody, 'body'>> &
  Pick<UpdateBody, 'display_at'> & { translations?: BodyTranslations };
type UpdateBody = Api.RequestBodies['PUT /v1/pages/{pageId}/incidents/{id}/incident_updates/{updateId}'];

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
  const { mutate } = useSWRConfig();
  const key = incidentKey(pageId, incidentId);
  return async (updateId: string, correction: UpdateCorrection) => {
    const updated = await updateIncidentUpdate(pageId, incidentId, updateId, correction);
    // The corrected update shows at once; the incident reloads behind it, since a new display time
    // may move the update within the timeline.
    await mutate<Incident>(
      key,
      (current) =>
        current && {
          ...current,
          incident_updates: current.incident_updates.map((entry) =>
            entry.id === updated.id ? updated : entry,
          ),
        },
      { revalidate: true },
    );
    void forgetIncidents(mutate, pageId, key);
    return updated;
  };
}
