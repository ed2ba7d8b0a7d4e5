import { type Api, apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { forgetIncidents } from './forget-incidents';
import { incidentsPath } from './get-incidents';
import type { Incident, TextTranslations } from './types';

type IncidentBody = Api.RequestBodies['POST /v1/pages/{pageId}/incidents'];

/** An affected component and the status it is set to, in the same transaction as the update. */
export type ComponentChange = NonNullable<IncidentBody['components']>[number];

/**
 * The console always sends the first update (`body`), its status, impact, components and whether to
 * notify; `started_at` back-fills an incident that began earlier (UTC ISO). `translations` holds the
 * name and the first message in the page's other languages.
 */
export type NewIncident = Required<
  Pick<IncidentBody, 'name' | 'status' | 'impact' | 'body' | 'components' | 'deliver_notifications'>
> &
  Pick<IncidentBody, 'started_at'> & { translations?: TextTranslations };

/**
 * A maintenance window: status `scheduled`, impact `maintenance`, both times UTC ISO;
 * `reminder_minutes_before` says how long before `scheduled_for` the reminder goes out.
 */
export type NewMaintenance = NewIncident &
  Required<
    Pick<IncidentBody, 'scheduled_for' | 'scheduled_until' | 'auto_transition' | 'remind_subscribers'>
  > &
  Pick<IncidentBody, 'reminder_minutes_before'>;

/** 201 with the incident and its first update; subscribers are mailed when `deliver_notifications`. */
export function createIncident(pageId: string, input: NewIncident | NewMaintenance): Promise<Incident> {
  return apiFetch<Incident>(incidentsPath(pageId), { method: 'POST', body: input });
}

export function useCreateIncident(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (input: NewIncident | NewMaintenance) => {
    const created = await createIncident(pageId, input);
    void forgetIncidents(mutate, pageId);
    return created;
  };
}
