import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import type { ComponentStatus } from '../../../api/component-types';
import { forgetIncidents } from './forget-incidents';
import { incidentsPath } from './get-incidents';
import type { Incident, IncidentImpact, IncidentStatus } from './types';

export type ComponentChange = { id: string; status: ComponentStatus };

export type NewIncident = {
  name: string;
  status: IncidentStatus;
  impact: IncidentImpact;
  /** The first update's text. */
  body: string;
  /** Each affected component is set to its status in the same transaction. */
  components: ComponentChange[];
  deliver_notifications: boolean;
  /** Back-fills an incident that began earlier (UTC ISO). */
  started_at?: string;
};

/** A maintenance window: status `scheduled`, impact `maintenance`, both times UTC ISO. */
export type NewMaintenance = NewIncident & {
  scheduled_for: string;
  scheduled_until: string;
  auto_transition: boolean;
  remind_subscribers: boolean;
  /** How long before `scheduled_for` the reminder goes out. */
  reminder_minutes_before?: number;
};

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
