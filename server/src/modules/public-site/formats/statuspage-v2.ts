/**
 * The Atlassian Statuspage v2 public API (`/api/v2/*.json`) built from our public snapshot, so clients and
 * widgets that read a Statuspage page work unchanged when pointed at ours.
 *
 * Field lists (names, types, nesting) as Statuspage documents and serves them — sources: the public API
 * reference at metastatuspage.com/api/v2 (summary, status, components, incidents, incidents/unresolved,
 * scheduled-maintenances, …/upcoming, …/active), real answers of Statuspage-hosted pages as recorded in
 * github.com/Dziurwa14/discord-undoc.github.io `src/status_api.md` (discordstatus.com/api/v2), and the
 * typings of the `statuspage.io` npm client (`dist/interfaces/Result.d.ts`):
 *
 *   page:       id, name, url, time_zone, updated_at
 *   status:     indicator (none|minor|major|critical|maintenance), description
 *   component:  id, name, status, created_at, updated_at, position, description (string|null), showcase,
 *               start_date (YYYY-MM-DD|null), group_id (string|null), page_id, group, only_show_if_degraded;
 *               a group is a component with `group: true` and `components: [member ids]`
 *   incident:   id, name, status, created_at, updated_at, monitoring_at, resolved_at, impact, shortlink,
 *               started_at, page_id, incident_updates[], components[]; a scheduled maintenance adds
 *               scheduled_for, scheduled_until
 *   update:     id, status, body, incident_id, created_at, updated_at, display_at, affected_components
 *               ([{ code, name, old_status, new_status }] or null), deliver_notifications, custom_tweet,
 *               tweet_id
 *
 * Our enumerations are Statuspage's (lib/enums.ts): component statuses, incident and maintenance statuses
 * and impacts map one to one. What our snapshot does not carry is derived, and said so where it is.
 */

import type { ComponentStatus, IncidentStatus } from '../../../lib/enums';
import { addressOfPublicPage } from '../../pages/page-address';
import type {
  PublicComponent,
  PublicComponentGroup,
  PublicIncident,
  PublicPageSnapshot,
} from '../snapshot/snapshot-types';
import type {
  PageAddress,
  V2Component,
  V2Incident,
  V2IncidentUpdate,
  V2Links,
  V2Page,
  V2Summary,
} from './v2-types';

/** The page's canonical address (its best one: pages/page-address.ts), as Statuspage's `page.url` is. */
export const publicPageUrl = (links: V2Links, page: PageAddress): string =>
  addressOfPublicPage(links, page).url;

export const publicIncidentUrl = (links: V2Links, page: PageAddress, incidentId: string): string =>
  addressOfPublicPage(links, page).incident(incidentId);

/** The 50 most recent, as Statuspage's incidents.json and scheduled-maintenances.json answer. */
export const V2_LIST_LIMIT = 50;

const laterOf = (a: string, b: string) => (Date.parse(b) > Date.parse(a) ? b : a);

/**
 * Everything a snapshot's incidents tell about its components: the last time an update set each one
 * (our components carry no updated_at of their own; Statuspage's moves when the status does).
 */
function lastTouchedByIncidents(incidents: readonly PublicIncident[]): Map<string, string> {
  const touched = new Map<string, string>();
  for (const incident of incidents) {
    for (const update of incident.updates) {
      for (const component of update.affected_components) {
        const seen = touched.get(component.id);
        touched.set(component.id, seen ? laterOf(seen, update.display_at) : update.display_at);
      }
    }
  }
  return touched;
}

function allSnapshotIncidents(snapshot: PublicPageSnapshot): PublicIncident[] {
  return [
    ...snapshot.incidents,
    ...snapshot.maintenances.active,
    ...snapshot.maintenances.upcoming,
    ...snapshot.recent,
  ];
}

/**
 * The page's components in Statuspage's flat form: each ungrouped component, then each group followed by
 * its members (our display order). `position` is 1-based within the top level or within the group.
 * `showcase` is our show-uptime flag, `start_date` the first day of its uptime (in the page's time zone, as the page
 * and the public API count it). Hidden components (only-show-if-degraded while operational, deleted) are not in the snapshot, so
 * every component listed is shown: `only_show_if_degraded` is false for all of them.
 */
export function v2Components(snapshot: PublicPageSnapshot): V2Component[] {
  const pageId = snapshot.page.id;
  const touched = lastTouchedByIncidents(allSnapshotIncidents(snapshot));
  const updatedAt = (component: PublicComponent) => {
    const last = touched.get(component.id);
    return last ? laterOf(component.created_at, last) : component.created_at;
  };
  const member = (component: PublicComponent, position: number, groupId: string | null): V2Component => ({
    id: component.id,
    name: component.name,
    status: component.status,
    created_at: component.created_at,
    updated_at: updatedAt(component),
    position,
    description: component.description === '' ? null : component.description,
    showcase: component.uptime !== null,
    start_date: component.uptime?.start_date ?? null,
    group_id: groupId,
    page_id: pageId,
    group: false,
    only_show_if_degraded: false,
  });
  const groupObject = (group: PublicComponentGroup, position: number): V2Component => {
    const members = group.components;
    const created = members.map((c) => c.created_at).sort()[0] ?? snapshot.updated_at;
    const updated = members.map(updatedAt).reduce(laterOf, created);
    return {
      id: group.id,
      name: group.name,
      status: group.status,
      created_at: created,
      updated_at: updated,
      position,
      description: group.description === '' ? null : group.description,
      showcase: false,
      start_date: null,
      group_id: null,
      page_id: pageId,
      group: true,
      only_show_if_degraded: false,
      components: members.map((c) => c.id),
    };
  };
  const out: V2Component[] = [];
  snapshot.components.forEach((entry, index) => {
    if (entry.type === 'group') {
      out.push(groupObject(entry, index + 1));
      entry.components.forEach((component, i) => {
        out.push(member(component, i + 1, entry.id));
      });
    } else {
      out.push(member(entry, index + 1, null));
    }
  });
  return out;
}

const MONITORING_STATUSES: ReadonlySet<IncidentStatus> = new Set(['monitoring', 'verifying']);

/**
 * One incident or maintenance. `affected_components` gives each component's status before and after the
 * update: the status the previous update of this incident set it to, or operational before the first.
 * `monitoring_at` is the first monitoring (incident) or verifying (maintenance) update. Our updates keep no
 * separate created/updated times in the snapshot: both are the update's display time. Whether subscribers
 * were notified is not public here: `deliver_notifications` is false.
 */
export function v2Incident(
  incident: PublicIncident,
  context: {
    pageId: string;
    page: PageAddress;
    links: V2Links;
    components: ReadonlyMap<string, V2Component>;
  },
): V2Incident {
  const previous = new Map<string, ComponentStatus>();
  const oldestFirst = [...incident.updates].reverse();
  const updates: V2IncidentUpdate[] = oldestFirst.map((update) => {
    const affected = update.affected_components.map((component) => {
      const before = previous.get(component.id) ?? 'operational';
      previous.set(component.id, component.status);
      return { code: component.id, name: component.name, old_status: before, new_status: component.status };
    });
    return {
      id: update.id,
      status: update.status,
      body: update.body,
      incident_id: incident.id,
      created_at: update.display_at,
      updated_at: update.display_at,
      display_at: update.display_at,
      affected_components: affected.length > 0 ? affected : null,
      deliver_notifications: false,
      custom_tweet: null,
      tweet_id: null,
    };
  });
  updates.reverse();
  const monitoring = oldestFirst.find((update) => MONITORING_STATUSES.has(update.status));
  const components = incident.components.map(
    (component): V2Component =>
      context.components.get(component.id) ?? {
        id: component.id,
        name: component.name,
        status: component.status,
        created_at: incident.created_at,
        updated_at: incident.updated_at,
        position: 0,
        description: null,
        showcase: false,
        start_date: null,
        group_id: null,
        page_id: context.pageId,
        group: false,
        only_show_if_degraded: false,
      },
  );
  const v2: V2Incident = {
    id: incident.id,
    name: incident.name,
    status: incident.status,
    created_at: incident.created_at,
    updated_at: incident.updated_at,
    monitoring_at: monitoring?.display_at ?? null,
    resolved_at: incident.resolved_at,
    impact: incident.impact,
    shortlink: publicIncidentUrl(context.links, context.page, incident.id),
    started_at: incident.started_at,
    page_id: context.pageId,
    incident_updates: updates,
    components,
  };
  if (incident.kind === 'maintenance') {
    v2.scheduled_for = incident.scheduled_for;
    v2.scheduled_until = incident.scheduled_until;
  }
  return v2;
}

/** Newest first by start, then by id, so equal times still list in one order. */
export function byStartDescending(a: PublicIncident, b: PublicIncident): number {
  const diff = Date.parse(b.started_at) - Date.parse(a.started_at);
  if (diff !== 0) return diff;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The 50 most recent incidents or maintenances of a kind, from the snapshot's open ones and the page's
 * history (resolved incidents, completed maintenance), each once.
 */
export function mostRecent(
  kind: PublicIncident['kind'],
  sources: readonly (readonly PublicIncident[])[],
  limit = V2_LIST_LIMIT,
): PublicIncident[] {
  const byId = new Map<string, PublicIncident>();
  for (const list of sources) {
    for (const incident of list) {
      if (incident.kind === kind && !byId.has(incident.id)) byId.set(incident.id, incident);
    }
  }
  return [...byId.values()].sort(byStartDescending).slice(0, limit);
}

/** Everything the v2 documents of one snapshot need, computed once. */
export type V2Builder = {
  page: V2Page;
  components: V2Component[];
  incident: (incident: PublicIncident) => V2Incident;
};

export function v2Builder(snapshot: PublicPageSnapshot, links: V2Links): V2Builder {
  const components = v2Components(snapshot);
  const byId = new Map(components.map((component) => [component.id, component]));
  const context = { pageId: snapshot.page.id, page: snapshot.page, links, components: byId };
  return {
    page: {
      id: snapshot.page.id,
      name: snapshot.page.name,
      url: publicPageUrl(links, snapshot.page),
      time_zone: snapshot.page.time_zone,
      updated_at: snapshot.updated_at,
    },
    components,
    incident: (incident) => v2Incident(incident, context),
  };
}

/** summary.json: page, components, unresolved incidents, active and upcoming maintenance, status. */
export function v2Summary(snapshot: PublicPageSnapshot, v2: V2Builder): V2Summary {
  return {
    page: v2.page,
    components: v2.components,
    incidents: snapshot.incidents.map(v2.incident),
    scheduled_maintenances: [...snapshot.maintenances.active, ...snapshot.maintenances.upcoming].map(
      v2.incident,
    ),
    status: { indicator: snapshot.status.indicator, description: snapshot.status.description },
  };
}
