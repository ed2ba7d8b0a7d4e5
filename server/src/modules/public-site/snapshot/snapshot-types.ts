/**
 * The public read path's shapes: what GET /v1/public/pages/{slug} and its incident and history routes
 * answer, what the Statuspage v2 formats, feeds, badge and the server-rendered page are built from. The JSON
 * schemas describe them for the OpenAPI document (and so shared's contract.gen.ts); the TypeScript types
 * are derived from the schemas, so the two cannot drift apart.
 *
 * Every timestamp is an ISO 8601 UTC string; every list is in a stated, deterministic order.
 */

import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import {
  ALL_INCIDENT_STATUSES,
  COMPONENT_STATUSES,
  IMPACTS,
  LANGUAGES,
  PAGE_ACCESS,
  PAGE_THEMES,
} from '../../../lib/enums';
import { allRequired, count, nullableString, timestamp } from '../../../lib/http-schemas';
import {
  incidentComponent,
  incidentSummary,
  incidentTranslations,
  updateTranslations,
} from '../../incidents/schemas';

export const PUBLIC_INDICATORS = ['none', 'minor', 'major', 'critical', 'maintenance'] as const;

const percent = { type: ['number', 'null'], minimum: 0, maximum: 100 } as const;

/** The page's own fields a visitor sees (no organisation, no counts). */
export const publicPageSchema = {
  $id: 'PublicPage',
  ...allRequired({
    id: { type: 'string' },
    slug: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    website_url: nullableString,
    support_url: nullableString,
    /** Absolute URLs under PUBLIC_URL (/v1/images/{id}), null without an image. */
    logo_url: nullableString,
    favicon_url: nullableString,
    brand_color: { type: 'string' },
    theme: { type: 'string', enum: PAGE_THEMES },
    default_language: { type: 'string', enum: LANGUAGES },
    /** IANA time zone: the days of the uptime bars and of `recent` are this zone's days. */
    time_zone: { type: 'string' },
    allow_subscribers: { type: 'boolean' },
    custom_domain: nullableString,
    /** Always true on the public routes; false only in the members' preview of an unpublished page. */
    published: { type: 'boolean' },
    /** Who may read it: only readers with access ever see a private page's snapshot (page-access/gate.ts). */
    access: { type: 'string', enum: PAGE_ACCESS },
  }),
} as const;

/** Overall status. */
export const publicStatusSchema = {
  $id: 'PublicStatus',
  ...allRequired({
    indicator: { type: 'string', enum: PUBLIC_INDICATORS },
    /** English, as on Statuspage ("All Systems Operational"…); clients translate by indicator. */
    description: { type: 'string' },
  }),
} as const;

export const publicUptimeDaySchema = {
  $id: 'PublicUptimeDay',
  ...allRequired({
    /** YYYY-MM-DD in the page's time zone. */
    date: { type: 'string', format: 'date' },
    /**
     * 0..100 with 2 decimals: 100 × (1 − (major_outage_seconds + 0.3 × partial_outage_seconds) / seconds
     * observed that day); null = no data (the day ended before the component existed).
     */
    percent,
    major_outage_seconds: count,
    partial_outage_seconds: count,
    /** Incidents and maintenance affecting the component that were open on that day, oldest first. */
    incidents: {
      type: 'array',
      items: allRequired({
        id: { type: 'string' },
        name: { type: 'string' },
        translations: incidentTranslations,
        impact: { type: 'string', enum: IMPACTS },
      }),
    },
  }),
} as const;

export const publicUptimeSchema = {
  $id: 'PublicUptime',
  ...allRequired({
    /** 90 days, oldest first, the last is today in the page's time zone. */
    days: { type: 'array', items: { $ref: 'PublicUptimeDay' } },
    /** Over the days with data, weighted by their observed seconds, 0..100 with 2 decimals; null without data. */
    percent,
    /** The component's first day with data (YYYY-MM-DD, page's time zone); it counts whole, from midnight. */
    start_date: { type: 'string', format: 'date' },
  }),
} as const;

const component = allRequired({
  id: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  status: { type: 'string', enum: COMPONENT_STATUSES },
  group_id: nullableString,
  /** Place within its group or within the ungrouped components (0-based). */
  position: { type: 'integer' },
  created_at: timestamp,
  /** null when the component does not show uptime. */
  uptime: { oneOf: [{ $ref: 'PublicUptime' }, { type: 'null' }] },
});

export const publicComponentSchema = { $id: 'PublicComponent', ...component } as const;

export const publicStandaloneComponentSchema = {
  $id: 'PublicStandaloneComponent',
  ...allRequired({ type: { type: 'string', const: 'component' }, ...component.properties }),
} as const;

export const publicComponentGroupSchema = {
  $id: 'PublicComponentGroup',
  ...allRequired({
    type: { type: 'string', const: 'group' },
    id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    /** Shown collapsed by default. */
    collapsed: { type: 'boolean' },
    /** The worst status among its shown components. */
    status: { type: 'string', enum: COMPONENT_STATUSES },
    components: { type: 'array', items: { $ref: 'PublicComponent' } },
  }),
} as const;

export const publicIncidentComponentSchema = {
  $id: 'PublicIncidentComponent',
  ...incidentComponent,
} as const;

export const publicIncidentSchema = {
  $id: 'PublicIncident',
  ...allRequired({
    id: { type: 'string' },
    ...incidentSummary,
    /**
     * The name in the page's other languages. `name` and each update's `body` are in the language asked
     * for (`?lang=`) where written, else in the page's default language.
     */
    translations: incidentTranslations,
    created_at: timestamp,
    updated_at: timestamp,
    /** Affected components that are shown on the page (not deleted), with the status the incident gave each. */
    components: { type: 'array', items: { $ref: 'PublicIncidentComponent' } },
    /** The timeline, newest first. */
    updates: {
      type: 'array',
      items: allRequired({
        id: { type: 'string' },
        status: { type: 'string', enum: ALL_INCIDENT_STATUSES },
        /** Plain text with line breaks: render as text, never as HTML. */
        body: { type: 'string' },
        /** The text in the page's other languages. */
        translations: updateTranslations,
        display_at: timestamp,
        affected_components: { type: 'array', items: { $ref: 'PublicIncidentComponent' } },
      }),
    },
  }),
} as const;

const incidentList = { type: 'array', items: { $ref: 'PublicIncident' } } as const;

export const publicPageSnapshotSchema = {
  $id: 'PublicPageSnapshot',
  ...allRequired({
    page: { $ref: 'PublicPage' },
    status: { $ref: 'PublicStatus' },
    /** Ungrouped components by position, then groups by position (the console's order). */
    components: {
      type: 'array',
      items: { oneOf: [{ $ref: 'PublicComponentGroup' }, { $ref: 'PublicStandaloneComponent' }] },
    },
    /** Unresolved incidents (kind incident), newest first. */
    incidents: incidentList,
    /** Maintenance in progress/verifying (active) and scheduled (upcoming), soonest first. */
    maintenances: allRequired({ active: incidentList, upcoming: incidentList }),
    /** Resolved incidents and completed maintenance of the last 15 days (page time zone), newest first. */
    recent: incidentList,
    /** When the snapshot was built: the page's "last updated". */
    generated_at: timestamp,
    /** The latest change on the page (page, components, groups, incidents). */
    updated_at: timestamp,
  }),
} as const;

export const publicIncidentDetailSchema = {
  $id: 'PublicIncidentDetail',
  ...allRequired({
    page: { $ref: 'PublicPage' },
    status: { $ref: 'PublicStatus' },
    incident: { $ref: 'PublicIncident' },
    generated_at: timestamp,
  }),
} as const;

export const publicHistorySchema = {
  $id: 'PublicHistory',
  ...allRequired({
    page: { $ref: 'PublicPage' },
    /** Resolved incidents and completed maintenance by month of started_at, newest month first. */
    months: {
      type: 'array',
      items: allRequired({
        /** YYYY-MM in the page's time zone. */
        month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
        /** Newest first. */
        incidents: incidentList,
      }),
    },
    /** Pass as `cursor` for older months; null when there are none. */
    next_cursor: nullableString,
  }),
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

// ——— The types, from the schemas ———

/**
 * The schema with each object closed (`additionalProperties: false`), for the types only: json-schema-to-ts
 * types an open object with `[x: string]: unknown`, which would let a misspelt field through, while the
 * serializer writes declared properties only.
 */
type Closed<Schema> = Schema extends { readonly properties: infer Properties }
  ? { readonly [Key in keyof Schema]: Key extends 'properties' ? ClosedEach<Properties> : Schema[Key] } & {
      readonly additionalProperties: false;
    }
  : Schema extends { readonly items: infer Items }
    ? { readonly [Key in keyof Schema]: Key extends 'items' ? Closed<Items> : Schema[Key] }
    : Schema;
type ClosedEach<Schemas> = { -readonly [Key in keyof Schemas]: Closed<Schemas[Key]> };
type References = ClosedEach<typeof publicNamedSchemas>;
type Shape<Schema> =
  Closed<Schema> extends infer ClosedSchema extends JSONSchema
    ? FromSchema<ClosedSchema, { references: References }>
    : never;

export type PublicIndicator = (typeof PUBLIC_INDICATORS)[number];
export type PublicPage = Shape<typeof publicPageSchema>;
export type PublicStatus = Shape<typeof publicStatusSchema>;
export type PublicUptimeDay = Shape<typeof publicUptimeDaySchema>;
/** An incident or maintenance that touched a component on one day. */
export type PublicUptimeIncident = PublicUptimeDay['incidents'][number];
export type PublicUptime = Shape<typeof publicUptimeSchema>;
export type PublicComponent = Shape<typeof publicComponentSchema>;
export type PublicComponentGroup = Shape<typeof publicComponentGroupSchema>;
export type PublicStandaloneComponent = Shape<typeof publicStandaloneComponentSchema>;
/** Top-level list: ungrouped components by position, then groups by position (the console's order). */
export type PublicComponentEntry = PublicComponentGroup | PublicStandaloneComponent;
export type PublicIncidentComponent = Shape<typeof publicIncidentComponentSchema>;
export type PublicIncident = Shape<typeof publicIncidentSchema>;
export type PublicIncidentUpdate = PublicIncident['updates'][number];
export type PublicPageSnapshot = Shape<typeof publicPageSnapshotSchema>;
export type PublicIncidentDetail = Shape<typeof publicIncidentDetailSchema>;
export type PublicHistory = Shape<typeof publicHistorySchema>;
export type PublicHistoryMonth = PublicHistory['months'][number];
