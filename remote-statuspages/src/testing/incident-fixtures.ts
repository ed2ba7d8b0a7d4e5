import type { ApiCall, Reply } from '@statusdeck/shared/testing';
import type { ComponentGroup, PageComponent } from '../api/component-types';
import type { IncidentTemplate } from '../features/incident-templates/api/templates';
import type { Incident, IncidentUpdate } from '../features/incidents/api/types';
import { resolves } from '../lib/incident-status-labels';
import { type Handler, serveComponents } from './component-fixtures';
import type { Role } from './page-fixtures';

const STAMP = '2026-11-20T10:00:00.000Z';

export function makeUpdate(overrides: Partial<IncidentUpdate> & { id: string }): IncidentUpdate {
  return {
    incident_id: 'i1',
    status: 'investigating',
    body: 'We are looking into it.',
    translations: {},
    display_at: STAMP,
    deliver_notifications: true,
    affected_components: [],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** An incident as the server answers it (maintenance when `scheduled_for` is given). */
export function makeIncident(overrides: Partial<Incident> & { id: string; name: string }): Incident {
  const maintenance = Boolean(overrides.scheduled_for);
  return {
    page_id: 'p1',
    kind: maintenance ? 'maintenance' : 'incident',
    status: maintenance ? 'scheduled' : 'investigating',
    impact: maintenance ? 'maintenance' : 'minor',
    translations: {},
    started_at: STAMP,
    resolved_at: null,
    scheduled_for: null,
    scheduled_until: null,
    auto_transition: maintenance,
    deliver_notifications: true,
    remind_subscribers: false,
    reminder_minutes_before: 60,
    components: [],
    created_at: STAMP,
    updated_at: STAMP,
    incident_updates: [makeUpdate({ id: `${overrides.id}-u1`, incident_id: overrides.id })],
    ...overrides,
  };
}

function listed(incidents: Incident[], call: ApiCall): Reply {
  const query = new URL(call.url, 'http://localhost').searchParams;
  const kind = query.get('kind');
  const status = query.get('status');
  const matches = incidents.filter(
    (incident) =>
      (!kind || incident.kind === kind) && (!status || (status === 'open') !== resolves(incident.status)),
  );
  return { status: 200, body: { incidents: matches, next_cursor: null } };
}

/**
 * The console's fake API for page p1 with these incidents: lists filtered by kind and open/resolved,
 * each incident by id, the confirmed subscriber count, and the components and groups. `handler` is
 * tried first (writes, failures, paging).
 */
/** An incident template of page p1. */
export function makeTemplate(overrides: Partial<IncidentTemplate> = {}): IncidentTemplate {
  return {
    id: 't1',
    page_id: 'p1',
    name: 'Service outage',
    title: 'Service outage',
    body: 'Our service is unavailable.',
    kind: 'incident',
    status: 'investigating',
    impact: 'critical',
    components: [],
    translations: {},
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function serveIncidents({
  incidents = [],
  components = [],
  groups = [],
  subscribers = 0,
  role = 'editor',
  templates = [],
  handler,
}: {
  incidents?: Incident[];
  /** The page's incident templates. */
  templates?: IncidentTemplate[];
  components?: PageComponent[];
  groups?: ComponentGroup[];
  subscribers?: number;
  role?: Role;
  handler?: Handler;
}): ApiCall[] {
  return serveComponents({
    components,
    groups,
    role,
    handler: (call) => {
      const handled = handler?.(call);
      if (handled) return handled;
      if (call.method !== 'GET') return undefined;
      if (call.path === '/v1/pages/p1/incidents') return listed(incidents, call);
      if (call.path === '/v1/pages/p1/incident-templates') return { status: 200, body: templates };
      if (call.path === '/v1/pages/p1/subscribers') {
        return { status: 200, body: { subscribers: [], next_cursor: null, total: subscribers } };
      }
      const id = /^\/v1\/pages\/p1\/incidents\/([^/]+)$/.exec(call.path)?.[1];
      const incident = incidents.find((entry) => entry.id === id);
      if (id)
        return incident
          ? { status: 200, body: incident }
          : { status: 404, body: { code: 'not_found', message: 'Not found' } };
      return undefined;
    },
  });
}
