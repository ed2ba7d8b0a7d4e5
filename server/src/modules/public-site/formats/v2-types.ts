/** The Statuspage v2 documents' shapes (field lists and their sources in statuspage-v2.ts). */
import type { ComponentStatus, IncidentStatus } from '../../../lib/enums';
import type { AddressConfig } from '../../pages/page-address';
import type { PublicIncident, PublicStatus } from '../snapshot/snapshot-types';

export type V2Page = { id: string; name: string; url: string; time_zone: string; updated_at: string };

export type V2Component = {
  id: string;
  name: string;
  status: ComponentStatus;
  created_at: string;
  updated_at: string;
  position: number;
  description: string | null;
  showcase: boolean;
  start_date: string | null;
  group_id: string | null;
  page_id: string;
  group: boolean;
  only_show_if_degraded: boolean;
  /** Only on groups: their members' ids, in order. */
  components?: string[];
};

export type V2AffectedComponent = {
  code: string;
  name: string;
  old_status: ComponentStatus;
  new_status: ComponentStatus;
};

export type V2IncidentUpdate = {
  id: string;
  status: IncidentStatus;
  body: string;
  incident_id: string;
  created_at: string;
  updated_at: string;
  display_at: string;
  affected_components: V2AffectedComponent[] | null;
  deliver_notifications: boolean;
  custom_tweet: null;
  tweet_id: null;
};

export type V2Incident = {
  id: string;
  name: string;
  status: IncidentStatus;
  created_at: string;
  updated_at: string;
  monitoring_at: string | null;
  resolved_at: string | null;
  impact: PublicIncident['impact'];
  shortlink: string;
  started_at: string;
  page_id: string;
  incident_updates: V2IncidentUpdate[];
  components: V2Component[];
  scheduled_for?: string | null;
  scheduled_until?: string | null;
};

export type V2Summary = {
  page: V2Page;
  components: V2Component[];
  incidents: V2Incident[];
  scheduled_maintenances: V2Incident[];
  status: PublicStatus;
};

/**
 * Where the page and its incidents are read by people: its best address (pages/page-address.ts), which
 * PUBLIC_URL and PAGES_DOMAIN decide with its verified custom domain.
 */
export type V2Links = AddressConfig;

/** What a page's public address is made of: its slug, and its custom domain when it has one. */
export type PageAddress = { slug: string; custom_domain: string | null };
