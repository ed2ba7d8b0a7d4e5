import type { Config } from '../../../config';
import type { Queryable } from '../../../db/db';
import type { ComponentStatus } from '../../../lib/enums';
import { COMPONENT_STATUS_SEVERITY } from '../../components/statuses';
import { verifiedDomainOf } from '../../pages/page-address';
import { derivePageStatus, PAGE_STATUS_DESCRIPTIONS } from '../../pages/page-status';
import { imageUrl } from '../../pages/present-page';
import type { PageRow } from '../../pages/repository';
import {
  findPageById,
  type LiveComponentRow,
  listAffectedComponents,
  listGroups,
  listLiveComponents,
  listOpenAndRecentIncidents,
  listStatusChanges,
  listUpdateComponents,
  listUpdates,
  type PublicIncidentRow,
} from './repository';
import type {
  PublicComponent,
  PublicComponentEntry,
  PublicIncident,
  PublicIncidentComponent,
  PublicPage,
  PublicPageSnapshot,
  PublicStatus,
} from './snapshot-types';
import {
  type AffectingIncident,
  computeUptime,
  type StatusChange,
  UPTIME_DAYS,
  uptimeWindow,
} from './uptime';
import { addDays, localDate, startOfDay } from './zoned-days';

/** `recent`: resolved incidents and completed maintenance of today and the 14 days before (page time zone). */
export const RECENT_DAYS = 15;

export type SnapshotDeps = { db: Queryable; config: Pick<Config, 'publicUrl'> };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export function presentPublicPage(config: Pick<Config, 'publicUrl'>, page: PageRow): PublicPage {
  return {
    id: page.id,
    slug: page.slug,
    name: page.name,
    description: page.description,
    website_url: page.website_url,
    support_url: page.support_url,
    logo_url: imageUrl(config, page.logo_image_id),
    favicon_url: imageUrl(config, page.favicon_image_id),
    brand_color: page.brand_color,
    theme: page.theme,
    default_language: page.default_language,
    time_zone: page.time_zone,
    allow_subscribers: page.allow_subscribers,
    // Only a verified domain is the page's (a pending claim neither routes nor appears in links).
    custom_domain: verifiedDomainOf(page),
    published: page.published,
    access: page.access,
  };
}

/** Hidden on the public page: a component shown only when degraded, while it is operational. */
export const isShown = (component: Pick<LiveComponentRow, 'only_show_if_degraded' | 'status'>) =>
  !(component.only_show_if_degraded && component.status === 'operational');

const worst = (statuses: ComponentStatus[]) =>
  statuses.reduce<ComponentStatus>(
    (acc, next) => (COMPONENT_STATUS_SEVERITY[next] > COMPONENT_STATUS_SEVERITY[acc] ? next : acc),
    'operational',
  );

const UNRESOLVED = new Set(['investigating', 'identified', 'monitoring']);
const MAINTENANCE_RUNNING = new Set(['in_progress', 'verifying']);

/** The overall status from the page's live components and open incidents (page-status.ts has the rules). */
export function publicStatusOf(
  components: ReadonlyArray<Pick<LiveComponentRow, 'status'>>,
  incidents: ReadonlyArray<Pick<PublicIncidentRow, 'kind' | 'status' | 'impact' | 'resolved_at'>>,
): PublicStatus {
  const open = incidents.filter((incident) => incident.resolved_at === null);
  const indicator = derivePageStatus({
    componentStatuses: components.map((component) => component.status),
    incidentImpacts: open
      .filter((incident) => incident.kind === 'incident' && UNRESOLVED.has(incident.status))
      .map((incident) => incident.impact),
    maintenanceInProgress: open.some(
      (incident) => incident.kind === 'maintenance' && MAINTENANCE_RUNNING.has(incident.status),
    ),
  });
  return { indicator, description: PAGE_STATUS_DESCRIPTIONS[indicator] };
}

/**
 * Incidents as the public sees them: each with its live affected components and its timeline (newest first).
 * Three queries for any number of incidents.
 */
export async function presentPublicIncidents(
  db: Queryable,
  incidents: readonly PublicIncidentRow[],
  known?: { affected: Awaited<ReturnType<typeof listAffectedComponents>> },
  /** Raised to the latest updated_at of the incidents' updates (a corrected text changes only its update). */
  latest?: { at: number },
): Promise<PublicIncident[]> {
  const ids = incidents.map((incident) => incident.id);
  const [affected, updates, updateComponents] = await Promise.all([
    known ? Promise.resolve(known.affected) : listAffectedComponents(db, ids),
    listUpdates(db, ids),
    listUpdateComponents(db, ids),
  ]);
  const component = ({ id, name, status }: PublicIncidentComponent) => ({ id, name, status });
  const byIncident = groupBy(affected, (row) => row.incident_id);
  const byUpdate = groupBy(updateComponents, (row) => row.incident_update_id);
  const updatesOf = groupBy(updates, (row) => row.incident_id);
  if (latest) for (const update of updates) latest.at = Math.max(latest.at, update.updated_at.getTime());
  return incidents.map((incident) => ({
    id: incident.id,
    kind: incident.kind,
    name: incident.name,
    translations: incident.translations,
    status: incident.status,
    impact: incident.impact,
    started_at: incident.started_at.toISOString(),
    resolved_at: iso(incident.resolved_at),
    scheduled_for: iso(incident.scheduled_for),
    scheduled_until: iso(incident.scheduled_until),
    created_at: incident.created_at.toISOString(),
    updated_at: incident.updated_at.toISOString(),
    components: (byIncident.get(incident.id) ?? []).map(component),
    updates: (updatesOf.get(incident.id) ?? []).map((update) => ({
      id: update.id,
      status: update.status,
      body: update.body,
      translations: update.translations,
      display_at: update.display_at.toISOString(),
      affected_components: (byUpdate.get(update.id) ?? []).map(component),
    })),
  }));
}

export type BuildOptions = {
  /** The members' preview: an unpublished page is built too (the public gets null for it). */
  includeUnpublished?: boolean;
};

/**
 * Everything the public page of `pageId` shows, as of `now`, from eight queries whatever the page's size;
 * null for an unknown page, or an unpublished one unless previewing.
 */
export async function buildPublicSnapshot(
  deps: SnapshotDeps,
  pageId: string,
  now: Date,
  options: BuildOptions = {},
): Promise<PublicPageSnapshot | null> {
  const { db, config } = deps;
  const page = await findPageById(db, pageId);
  if (!page || (!page.published && !options.includeUnpublished)) return null;
  const timeZone = page.time_zone;
  const nowMs = now.getTime();
  const window = uptimeWindow(timeZone, nowMs, UPTIME_DAYS);
  const windowStart = new Date(window[0]?.start ?? nowMs);
  const recentStart = startOfDay(addDays(localDate(nowMs, timeZone), 1 - RECENT_DAYS), timeZone);

  const [groups, components, changes, incidentRows] = await Promise.all([
    listGroups(db, pageId),
    listLiveComponents(db, pageId),
    listStatusChanges(db, pageId, windowStart),
    listOpenAndRecentIncidents(db, pageId, windowStart),
  ]);
  const affected = await listAffectedComponents(
    db,
    incidentRows.map((incident) => incident.id),
  );

  const listed = incidentRows.filter(
    (incident) => incident.resolved_at === null || incident.resolved_at.getTime() >= recentStart,
  );
  const listedIds = new Set(listed.map((incident) => incident.id));
  const latestUpdate = { at: 0 };
  const presented = await presentPublicIncidents(
    db,
    listed,
    { affected: affected.filter((row) => listedIds.has(row.incident_id)) },
    latestUpdate,
  );
  const open = presented.filter((incident) => incident.resolved_at === null);
  const byStart = (a: PublicIncident, b: PublicIncident) => a.started_at.localeCompare(b.started_at);

  // Uptime inputs per component.
  const changesOf = groupBy(changes, (row) => row.component_id);
  const incidentById = new Map(incidentRows.map((incident) => [incident.id, incident]));
  const affectingOf = new Map<string, AffectingIncident[]>();
  for (const row of affected) {
    const incident = incidentById.get(row.incident_id);
    if (!incident) continue;
    const list = affectingOf.get(row.id) ?? [];
    list.push({
      id: incident.id,
      name: incident.name,
      translations: incident.translations,
      impact: incident.impact,
      startedAt: incident.started_at.getTime(),
      resolvedAt: incident.resolved_at?.getTime() ?? null,
    });
    affectingOf.set(row.id, list);
  }
  for (const list of affectingOf.values()) list.sort((a, b) => a.startedAt - b.startedAt);

  const present = (component: LiveComponentRow): PublicComponent => ({
    id: component.id,
    name: component.name,
    description: component.description,
    status: component.status,
    group_id: component.group_id,
    position: component.position,
    created_at: component.created_at.toISOString(),
    uptime: component.show_uptime
      ? computeUptime({
          changes: (changesOf.get(component.id) ?? []).map(
            (row): StatusChange => ({ status: row.status, at: row.changed_at.getTime() }),
          ),
          existsFrom: component.start_date
            ? startOfDay(component.start_date, timeZone)
            : component.created_at.getTime(),
          incidents: affectingOf.get(component.id) ?? [],
          timeZone,
          now: nowMs,
        })
      : null,
  });

  const shown = components.filter(isShown);
  const entries: PublicComponentEntry[] = shown
    .filter((component) => component.group_id === null)
    .map((component) => ({ type: 'component', ...present(component) }));
  for (const group of groups) {
    const members = shown.filter((component) => component.group_id === group.id).map(present);
    if (members.length === 0) continue;
    entries.push({
      type: 'group',
      id: group.id,
      name: group.name,
      description: group.description,
      collapsed: group.collapsed,
      status: worst(members.map((member) => member.status)),
      components: members,
    });
  }

  const updatedAt = Math.max(
    page.updated_at.getTime(),
    ...groups.map((group) => group.updated_at.getTime()),
    ...components.map((component) => component.updated_at.getTime()),
    ...presented.map((incident) => Date.parse(incident.updated_at)),
    latestUpdate.at,
  );

  return {
    page: presentPublicPage(config, page),
    status: publicStatusOf(components, incidentRows),
    components: entries,
    incidents: open.filter((incident) => incident.kind === 'incident'),
    maintenances: {
      active: open
        .filter((incident) => incident.kind === 'maintenance' && MAINTENANCE_RUNNING.has(incident.status))
        .sort(byStart),
      upcoming: open
        .filter((incident) => incident.kind === 'maintenance' && incident.status === 'scheduled')
        .sort(
          (a, b) =>
            (a.scheduled_for ?? a.started_at).localeCompare(b.scheduled_for ?? b.started_at) ||
            a.id.localeCompare(b.id),
        ),
    },
    recent: presented.filter((incident) => incident.resolved_at !== null),
    generated_at: now.toISOString(),
    updated_at: new Date(updatedAt).toISOString(),
  };
}
