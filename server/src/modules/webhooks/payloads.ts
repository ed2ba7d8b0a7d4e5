import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import type { ComponentStatus, Language } from '../../lib/enums';
import { localizedIncident } from '../incidents/translations';
import { addressOfPublicPage } from '../pages/page-address';
import { v2Builder } from '../public-site/formats/statuspage-v2';
import { buildPublicSnapshot, presentPublicIncidents } from '../public-site/snapshot/build-snapshot';
import { findIncidentOfPage } from '../public-site/snapshot/repository';
import type { PublicPageSnapshot } from '../public-site/snapshot/snapshot-types';
import { unsubscribeLink } from '../public-site/subscriptions/subscription-links';

/**
 * Webhook bodies in Atlassian Statuspage's webhook format, so receivers written for Statuspage work:
 * `meta` (this subscriber's unsubscribe link, the documentation), `page` (its status), then the incident or
 * the component change as our Statuspage v2 documents write them.
 */
type PayloadConfig = Pick<Config, 'publicUrl' | 'pagesDomain' | 'jwtSecret'>;

export type PageState = {
  snapshot: PublicPageSnapshot;
  v2: ReturnType<typeof v2Builder>;
};

/** The page as the public sees it right now (unpublished pages too: their subscribers still hear). */
export async function readPageState(db: Queryable, config: PayloadConfig, pageId: string) {
  const snapshot = await buildPublicSnapshot({ db, config }, pageId, new Date(), {
    includeUnpublished: true,
  });
  return snapshot ? { snapshot, v2: v2Builder(snapshot, config) } : null;
}

/** The common head of every event; `subscriberId` names whose unsubscribe link it carries. */
export function eventHead(config: PayloadConfig, state: PageState, subscriberId: string) {
  return {
    meta: {
      unsubscribe: unsubscribeLink(config, addressOfPublicPage(config, state.snapshot.page), subscriberId),
      documentation: `${config.publicUrl}/v1/docs`,
    },
    page: {
      id: state.snapshot.page.id,
      status_indicator: state.snapshot.status.indicator,
      status_description: state.snapshot.status.description,
    },
  };
}

/**
 * `incident`: the v2 incident (with incident_updates, newest first), as incidents.json lists it, its name and
 * texts in `language` where written (webhooks: the page's default language), else the default's.
 */
export async function incidentBody(
  db: Queryable,
  state: PageState,
  incidentId: string,
  language: Language = state.snapshot.page.default_language,
) {
  const listed = [
    ...state.snapshot.incidents,
    ...state.snapshot.maintenances.active,
    ...state.snapshot.maintenances.upcoming,
    ...state.snapshot.recent,
  ].find((incident) => incident.id === incidentId);
  if (listed) return { incident: state.v2.incident(localizedIncident(listed, language)) };
  const row = await findIncidentOfPage(db, state.snapshot.page.id, incidentId);
  const [incident] = row ? await presentPublicIncidents(db, [row]) : [];
  return incident ? { incident: state.v2.incident(localizedIncident(incident, language)) } : null;
}

/** `component_update` and the v2 `component` of one status change. */
export function componentBody(
  state: PageState,
  change: {
    id: string;
    componentId: string;
    oldStatus: ComponentStatus;
    newStatus: ComponentStatus;
    at: Date;
  },
) {
  const component = state.v2.components.find((entry) => entry.id === change.componentId);
  if (!component) return null;
  return {
    component_update: {
      created_at: change.at.toISOString(),
      new_status: change.newStatus,
      old_status: change.oldStatus,
      id: change.id,
      component_id: change.componentId,
    },
    component,
  };
}
