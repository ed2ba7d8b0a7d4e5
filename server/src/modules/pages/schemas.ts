import { bearerSecurity, errors } from '../../lib/http-schemas';

const tags = ['pages'];
const timestamp = { type: 'string', format: 'date-time' } as const;
const nullableTimestamp = { type: 'string', format: 'date-time', nullable: true } as const;
const nullableString = { type: 'string', nullable: true } as const;

export const pageSchema = {
  type: 'object',
  required: ['id', 'organization_id', 'name', 'slug', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'string' },
    organization_id: { type: 'string' },
    name: { type: 'string' },
    slug: { type: 'string' },
    description: { type: 'string' },
    website_url: nullableString,
    support_url: nullableString,
    time_zone: { type: 'string' },
    default_language: { type: 'string', enum: ['en', 'ru'] },
    allow_subscribers: { type: 'boolean' },
    published: { type: 'boolean' },
    custom_domain: nullableString,
    brand_color: { type: 'string' },
    theme: { type: 'string', enum: ['light', 'dark'] },
    created_at: timestamp,
    updated_at: timestamp,
  },
} as const;

const incidentUpdateSchema = {
  type: 'object',
  required: ['id', 'incident_id', 'status', 'body', 'display_at'],
  properties: {
    id: { type: 'string' },
    incident_id: { type: 'string' },
    status: { type: 'string' },
    body: { type: 'string' },
    display_at: timestamp,
    created_at: timestamp,
  },
} as const;

export const incidentSchema = {
  type: 'object',
  required: ['id', 'page_id', 'name', 'status', 'impact', 'started_at', 'incident_updates'],
  properties: {
    id: { type: 'string' },
    page_id: { type: 'string' },
    name: { type: 'string' },
    status: { type: 'string' },
    impact: { type: 'string', enum: ['none', 'minor', 'major', 'critical', 'maintenance'] },
    started_at: timestamp,
    resolved_at: nullableTimestamp,
    scheduled_for: nullableTimestamp,
    scheduled_until: nullableTimestamp,
    created_at: timestamp,
    updated_at: timestamp,
    incident_updates: { type: 'array', items: incidentUpdateSchema },
  },
} as const;

export const listPagesSchema = {
  tags,
  summary: "The caller's organisation's status pages, oldest first",
  security: bearerSecurity,
  response: { 200: { type: 'array', items: pageSchema }, ...errors(401) },
} as const;

export const listUnresolvedIncidentsSchema = {
  tags,
  summary: 'Unresolved incidents (investigating, identified, monitoring) of a page, newest first',
  security: bearerSecurity,
  params: { type: 'object', required: ['pageId'], properties: { pageId: { type: 'string' } } },
  response: { 200: { type: 'array', items: incidentSchema }, ...errors(401, 404) },
} as const;
