import { type Api, apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { forgetIncidents } from './forget-incidents';
import { incidentKey } from './get-incident';
import type { Incident, TextTranslations } from './types';

/**
 * `name` and `impact` edit the incident; `status`, `body`, `components` and
 * `deliver_notifications` together append one update to its timeline (a body or a status change
 * is needed). A closing status resolves it and returns unnamed components to operational.
 * `translations` gives the name or the new update's message in the page's other languages.
 */
export type IncidentChanges = Pick<
  Api.RequestBodies['PATCH /v1/pages/{pageId}/incidents/{id}'],
  'name' | 'impact' | 'status' | 'body' | 'components' | 'deliver_notifications'
> & { translations?: TextTranslations };

export function updateIncident(pageId: string, id: string, changes: IncidentChanges): Promise<Incident> {
  return apiFetch<Incident>(incidentKey(pageId, id), { method: 'PATCH', body: changes });
}

export function useUpdateIncident(pageId: string, id: string) {
  const { mutate } = useSWRConfig();
  return async (changes: IncidentChanges) => {
    const updated = await updateIncident(pageId, id, changes);
    // The answer is the incident with its new timeline: shown at once, without a second request.
    await mutate(incidentKey(pageId, id), updated, { revalidate: false });
    void forgetIncidents(mutate, pageId, incidentKey(pageId, id));
    return updated;
  };
}
