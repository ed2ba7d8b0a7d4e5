import { ALL_INCIDENT_STATUSES, IMPACTS } from '../../lib/enums';
import { errors } from '../../lib/http-schemas';
import { pageIdParams } from '../pages/schemas';

const tags = ['incidents'];
const timestamp = { type: 'string', format: 'date-time' } as const;
const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' } as const;

export const incidentUpdateSchema = {
  $id: 'IncidentUpdate',
  type: 'object',
  required: ['id', 'incident_id', 'status', 'body', 'display_at', 'created_at'],
  properties: {
    id: { type: 'string' },
    incident_id: { type: 'string' },
    status: { type: 'string', enum: ALL_INCIDENT_STATUSES },
    body: { type: 'string' },
    display_at: timestamp,
    created_at: timestamp,
  },
} as const;

export const incidentSchema = {
  $id: 'Incident',
  type: 'object',
  required: [
    'id',
    'page_id',
    'name',
    'status',
    'impact',
    'started_at',
    'resolved_at',
    'scheduled_for',
    'scheduled_until',
    'created_at',
    'updated_at',
    'incident_updates',
  ],
  properties: {
    id: { type: 'string' },
    page_id: { type: 'string' },
    name: { type: 'string' },
    status: { type: 'string', enum: ALL_INCIDENT_STATUSES },
    impact: { type: 'string', enum: IMPACTS },
    started_at: timestamp,
    resolved_at: nullableTimestamp,
    scheduled_for: nullableTimestamp,
    scheduled_until: nullableTimestamp,
    created_at: timestamp,
    updated_at: timestamp,
    incident_updates: { type: 'array', items: { $ref: 'IncidentUpdate' } },
  },
} as const;

export const listUnresolvedIncidentsSchema = {
  tags,
  summary: 'Unresolved incidents (investigating, identified, monitoring) of a page, newest first',
  params: pageIdParams,
  response: { 200: { type: 'array', items: { $ref: 'Incident' } }, ...errors(401, 404) },
} as const;
