/**
 * The public read path's shapes (issue 7, /tmp/public-api.md): what GET /v1/public/pages/{slug} and its
 * incident and history routes answer, what the Statuspage v2 formats, feeds, badge and the server-rendered
 * page are built from. The TypeScript types are written out for the other modules and the UI to import; the
 * JSON schemas below describe the same shapes for the OpenAPI document (and so shared's contract.gen.ts).
 * Change both together.
 *
 * Every timestamp is an ISO 8601 UTC string; every list is in a stated, deterministic order.
 */

import type { ComponentStatus, Impact, IncidentKind, IncidentStatus } from '../../../lib/enums';
import {
  ALL_INCIDENT_STATUSES,
  COMPONENT_STATUSES,
  IMPACTS,
  INCIDENT_KINDS,
  LANGUAGES,
  PAGE_THEMES,
} from '../../../lib/enums';

export type PublicIndicator = 'none' | 'minor' | 'major' | 'critical' | 'maintenance';
export const PUBLIC_INDICATORS = ['none', 'minor', 'major', 'critical', 'maintenance'] as const;

/** The page's own fields a visitor sees (no organisation, no counts). */
export type PublicPage = {
  id: string;
  slug: string;
  name: string;
  description: string;
  website_url: string | null;
  support_url: string | null;
  /** Absolute URLs under PUBLIC_URL (/v1/images/{id}), null without an image. */
  logo_url: string | null;
  favicon_url: string | null;
  brand_color: string;
  theme: 'light' | 'dark' | 'auto';
  default_language: 'en' | 'ru';
  /** IANA time zone: the days of the uptime bars and of `recent` are this zone's days. */
  time_zone: string;
  allow_subscribers: boolean;
  custom_domain: string | null;
  /** Always true on the public routes; false only in the members' preview of an unpublished page. */
  published: boolean;
};

/** Overall status; `description` is English as on Statuspage ("All Systems Operational"…), UIs translate by indicator. */
export type PublicStatus = { indicator: PublicIndicator; description: string };

/** An incident or maintenance that touched a component on one day. */
export type PublicUptimeIncident = { id: string; name: string; impact: Impact };

export type PublicUptimeDay = {
  /** YYYY-MM-DD in the page's time zone. */
  date: string;
  /**
   * 0..100 with 2 decimals: 100 × (1 − (major_outage_seconds + 0.3 × partial_outage_seconds) / seconds
   * observed that day); null = no data (the day ended before the component existed).
   */
  percent: number | null;
  major_outage_seconds: number;
  partial_outage_seconds: number;
  /** Incidents and maintenance affecting the component that were open on that day, oldest first. */
  incidents: PublicUptimeIncident[];
};

export type PublicUptime = {
  /** 90 days, oldest first; the last is today in the page's time zone. */
  days: PublicUptimeDay[];
  /** Over the days with data, weighted by their observed seconds, 0..100 with 2 decimals; null without data. */
  percent: number | null;
};

export type PublicComponent = {
  id: string;
  name: string;
  description: string;
  status: ComponentStatus;
  group_id: string | null;
  /** Place within its group or within the ungrouped components (0-based). */
  position: number;
  created_at: string;
  /** null when the component's show_uptime is off. */
  uptime: PublicUptime | null;
};

export type PublicComponentGroup = {
  type: 'group';
  id: string;
  name: string;
  description: string;
  /** Shown collapsed by default. */
  collapsed: boolean;
  /** The worst status among its shown components. */
  status: ComponentStatus;
  components: PublicComponent[];
};

export type PublicStandaloneComponent = { type: 'component' } & PublicComponent;

/** Top-level list: ungrouped components by position, then groups by position (the console's order). */
export type PublicComponentEntry = PublicComponentGroup | PublicStandaloneComponent;

export type PublicIncidentComponent = { id: string; name: string; status: ComponentStatus };

export type PublicIncidentUpdate = {
  id: string;
  status: IncidentStatus;
  /** Plain text with line breaks: render as text, never as HTML. */
  body: string;
  display_at: string;
  affected_components: PublicIncidentComponent[];
};

export type PublicIncident = {
  id: string;
  kind: IncidentKind;
  name: string;
  status: IncidentStatus;
  impact: Impact;
  started_at: string;
  resolved_at: string | null;
  scheduled_for: string | null;
  scheduled_until: string | null;
  created_at: string;
  updated_at: string;
  /** Affected components that are shown on the page (not deleted), with the status the incident gave each. */
  components: PublicIncidentComponent[];
  /** The timeline, newest first. */
  updates: PublicIncidentUpdate[];
};

export type PublicPageSnapshot = {
  page: PublicPage;
  status: PublicStatus;
  components: PublicComponentEntry[];
  /** Unresolved incidents (kind incident), newest first. */
  incidents: PublicIncident[];
  /** Maintenance in progress/verifying (active) and scheduled (upcoming), soonest first. */
  maintenances: { active: PublicIncident[]; upcoming: PublicIncident[] };
  /** Resolved incidents and completed maintenance of the last 15 days (page time zone), newest first. */
  recent: PublicIncident[];
  /** When this snapshot was built: the page's "last updated". */
  generated_at: string;
  /** The latest change on the page (page, components, groups, incidents). */
  updated_at: string;
};

export type PublicIncidentDetail = {
  page: PublicPage;
  status: PublicStatus;
  incident: PublicIncident;
  generated_at: string;
};

export type PublicHistoryMonth = {
  /** YYYY-MM in the page's time zone. */
  month: string;
  /** Newest first. */
  incidents: PublicIncident[];
};

export type PublicHistory = {
  page: PublicPage;
  /** Resolved incidents and completed maintenance by month of started_at, newest month first. */
  months: PublicHistoryMonth[];
  /** Pass as `cursor` for older months; null when there are none. */
  next_cursor: string | null;
};

// ——— JSON schemas (named: registered in api-schemas.ts) ———

const timestamp = { type: 'string', format: 'date-time' } as const;
const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const seconds = { type: 'integer', minimum: 0 } as const;
const percent = { type: ['number', 'null'], minimum: 0, maximum: 100 } as const;

export const publicPageSchema = {
  $id: 'PublicPage',
  type: 'object',
  required: [
    'id',
    'slug',
    'name',
    'description',
    'website_url',
    'support_url',
    'logo_url',
    'favicon_url',
    'brand_color',
    'theme',
    'default_language',
    'time_zone',
    'allow_subscribers',
    'custom_domain',
    'published',
  ],
  properties: {
    id: { type: 'string' },
    slug: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    website_url: nullableString,
    support_url: nullableString,
    logo_url: nullableString,
    favicon_url: nullableString,
    brand_color: { type: 'string' },
    theme: { type: 'string', enum: PAGE_THEMES },
    default_language: { type: 'string', enum: LANGUAGES },
    time_zone: { type: 'string' },
    allow_subscribers: { type: 'boolean' },
    custom_domain: nullableString,
    published: { type: 'boolean' },
  },
} as const;

export const publicStatusSchema = {
  $id: 'PublicStatus',
  type: 'object',
  required: ['indicator', 'description'],
  properties: {
    indicator: { type: 'string', enum: PUBLIC_INDICATORS },
    /** English, as on Statuspage; clients translate by indicator. */
    description: { type: 'string' },
  },
} as const;

export const publicUptimeDaySchema = {
  $id: 'PublicUptimeDay',
  type: 'object',
  required: ['date', 'percent', 'major_outage_seconds', 'partial_outage_seconds', 'incidents'],
  properties: {
    date: { type: 'string', format: 'date' },
    /** null = no data (before the component existed). Partial outage weighs 0.3, major outage 1. */
    percent,
    major_outage_seconds: seconds,
    partial_outage_seconds: seconds,
    incidents: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'impact'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          impact: { type: 'string', enum: IMPACTS },
        },
      },
    },
  },
} as const;

export const publicUptimeSchema = {
  $id: 'PublicUptime',
  type: 'object',
  required: ['days', 'percent'],
  properties: {
    /** 90 days, oldest first, the last is today in the page's time zone. */
    days: { type: 'array', items: { $ref: 'PublicUptimeDay' } },
    percent,
  },
} as const;

const componentProperties = {
  id: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  status: { type: 'string', enum: COMPONENT_STATUSES },
  group_id: nullableString,
  position: { type: 'integer' },
  created_at: timestamp,
  /** null when the component does not show uptime. */
  uptime: { oneOf: [{ $ref: 'PublicUptime' }, { type: 'null' }] },
} as const;
const componentRequired = [
  'id',
  'name',
  'description',
  'status',
  'group_id',
  'position',
  'created_at',
  'uptime',
] as const;

export const publicComponentSchema = {
  $id: 'PublicComponent',
  type: 'object',
  required: componentRequired,
  properties: componentProperties,
} as const;

export const publicStandaloneComponentSchema = {
  $id: 'PublicStandaloneComponent',
  type: 'object',
  required: ['type', ...componentRequired],
  properties: { type: { type: 'string', const: 'component' }, ...componentProperties },
} as const;

export const publicComponentGroupSchema = {
  $id: 'PublicComponentGroup',
  type: 'object',
  required: ['type', 'id', 'name', 'description', 'collapsed', 'status', 'components'],
  properties: {
    type: { type: 'string', const: 'group' },
    id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    collapsed: { type: 'boolean' },
    /** The worst status among its shown components. */
    status: { type: 'string', enum: COMPONENT_STATUSES },
    components: { type: 'array', items: { $ref: 'PublicComponent' } },
  },
} as const;

export const publicIncidentComponentSchema = {
  $id: 'PublicIncidentComponent',
  type: 'object',
  required: ['id', 'name', 'status'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    status: { type: 'string', enum: COMPONENT_STATUSES },
  },
} as const;

export const publicIncidentSchema = {
  $id: 'PublicIncident',
  type: 'object',
  required: [
    'id',
    'kind',
    'name',
    'status',
    'impact',
    'started_at',
    'resolved_at',
    'scheduled_for',
    'scheduled_until',
    'created_at',
    'updated_at',
    'components',
    'updates',
  ],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: INCIDENT_KINDS },
    name: { type: 'string' },
    status: { type: 'string', enum: ALL_INCIDENT_STATUSES },
    impact: { type: 'string', enum: IMPACTS },
    started_at: timestamp,
    resolved_at: nullableTimestamp,
    scheduled_for: nullableTimestamp,
    scheduled_until: nullableTimestamp,
    created_at: timestamp,
    updated_at: timestamp,
    components: { type: 'array', items: { $ref: 'PublicIncidentComponent' } },
    /** The timeline, newest first. */
    updates: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'status', 'body', 'display_at', 'affected_components'],
        properties: {
          id: { type: 'string' },
          status: { type: 'string', enum: ALL_INCIDENT_STATUSES },
          /** Plain text: render as text, never as HTML. */
          body: { type: 'string' },
          display_at: timestamp,
          affected_components: { type: 'array', items: { $ref: 'PublicIncidentComponent' } },
        },
      },
    },
  },
} as const;

const incidentList = { type: 'array', items: { $ref: 'PublicIncident' } } as const;

export const publicPageSnapshotSchema = {
  $id: 'PublicPageSnapshot',
  type: 'object',
  required: [
    'page',
    'status',
    'components',
    'incidents',
    'maintenances',
    'recent',
    'generated_at',
    'updated_at',
  ],
  properties: {
    page: { $ref: 'PublicPage' },
    status: { $ref: 'PublicStatus' },
    /** Ungrouped components by position, then groups by position. */
    components: {
      type: 'array',
      items: { oneOf: [{ $ref: 'PublicComponentGroup' }, { $ref: 'PublicStandaloneComponent' }] },
    },
    /** Unresolved incidents, newest first. */
    incidents: incidentList,
    maintenances: {
      type: 'object',
      required: ['active', 'upcoming'],
      properties: { active: incidentList, upcoming: incidentList },
    },
    /** Resolved incidents and completed maintenance of the last 15 days, newest first. */
    recent: incidentList,
    /** When the snapshot was built ("last updated"). */
    generated_at: timestamp,
    updated_at: timestamp,
  },
} as const;

export const publicIncidentDetailSchema = {
  $id: 'PublicIncidentDetail',
  type: 'object',
  required: ['page', 'status', 'incident', 'generated_at'],
  properties: {
    page: { $ref: 'PublicPage' },
    status: { $ref: 'PublicStatus' },
    incident: { $ref: 'PublicIncident' },
    generated_at: timestamp,
  },
} as const;

export const publicHistorySchema = {
  $id: 'PublicHistory',
  type: 'object',
  required: ['page', 'months', 'next_cursor'],
  properties: {
    page: { $ref: 'PublicPage' },
    /** Newest month first. */
    months: {
      type: 'array',
      items: {
        type: 'object',
        required: ['month', 'incidents'],
        properties: { month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, incidents: incidentList },
      },
    },
    /** Pass as `cursor` for older months; null when there are none. */
    next_cursor: nullableString,
  },
} as const;

/** In dependency order, for api-schemas.ts. */
export const publicNamedSchemas = [
  publicPageSchema,
  publicStatusSchema,
  publicUptimeDaySchema,
  publicUptimeSchema,
  publicComponentSchema,
  publicStandaloneComponentSchema,
  publicComponentGroupSchema,
  publicIncidentComponentSchema,
  publicIncidentSchema,
  publicPageSnapshotSchema,
  publicIncidentDetailSchema,
  publicHistorySchema,
] as const;
