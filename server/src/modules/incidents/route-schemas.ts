import { ALL_INCIDENT_STATUSES, COMPONENT_STATUSES, IMPACTS, INCIDENT_KINDS } from '../../lib/enums';
import {
  closedBody,
  errors,
  NO_LINE_BREAK_PATTERN,
  pageQuery,
  patchBody,
  singleLineName,
  timestamp,
} from '../../lib/http-schemas';
import { deletePageItemSchema, getPageItemSchema, pageIdParams, pageItemParams } from '../pages/schemas';

const tags = ['incidents'];
/** The longest incident name and update text, in every language. */
export const NAME_MAX = 200;
export const BODY_MAX = 10_000;
/** At least one non-space character: a blank name would show as an empty heading on the public page. */
export const incidentName = singleLineName(NAME_MAX);
const name = incidentName;
export const incidentBody = { type: 'string', maxLength: BODY_MAX } as const;
const body = incidentBody;

/**
 * The text in the page's other languages, `{"ru": {"name": …, "body": …}}`: the page's default language's
 * text is `name`/`body` themselves (400 `default_language` for it, `unsupported_language` for a key that is no
 * language of ours). An empty text removes the language's stored one; a language left out keeps it.
 */
export const translationsOf = <const Fields extends Record<string, unknown>>(fields: Fields) =>
  ({
    type: 'object',
    maxProperties: 8,
    propertyNames: { type: 'string', maxLength: 35 },
    additionalProperties: { type: 'object', additionalProperties: false, properties: fields },
  }) as const;
export const translatedName = {
  type: 'string',
  maxLength: NAME_MAX,
  pattern: NO_LINE_BREAK_PATTERN,
} as const;
const translations = translationsOf({ name: translatedName, body });
const status = { type: 'string', enum: ALL_INCIDENT_STATUSES } as const;
const impact = { type: 'string', enum: IMPACTS } as const;
/** The components a request names, each with the status to set it to. */
export const componentChanges = {
  type: 'array',
  maxItems: 250,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'status'],
    properties: {
      id: { type: 'string', maxLength: 64 },
      status: { type: 'string', enum: COMPONENT_STATUSES },
    },
  },
} as const;

/** A maintenance's window and automation, which creating and editing both set. */
const maintenanceFields = {
  scheduled_for: timestamp,
  scheduled_until: timestamp,
  auto_transition: { type: 'boolean' },
  remind_subscribers: { type: 'boolean' },
  reminder_minutes_before: { type: 'integer', minimum: 5, maximum: 10_080 },
} as const;

export const listIncidentStatusesSchema = {
  tags,
  summary: 'The incident statuses, then the maintenance statuses, each with its kind',
  response: { 200: { type: 'array', items: { $ref: 'IncidentStatusInfo' } }, ...errors(401) },
} as const;

export const listIncidentImpactsSchema = {
  tags,
  summary: 'The impacts, least to most severe, then maintenance; each with its kind',
  response: { 200: { type: 'array', items: { $ref: 'IncidentImpactInfo' } }, ...errors(401) },
} as const;

export const listUnresolvedIncidentsSchema = {
  tags,
  summary: 'Unresolved incidents (investigating, identified, monitoring) of a page, newest first',
  params: pageIdParams,
  response: { 200: { type: 'array', items: { $ref: 'Incident' } }, ...errors(401, 404) },
} as const;

export const listIncidentsSchema = {
  tags,
  summary: 'Incidents and maintenances of a page, newest (started_at, a maintenance’s window start) first',
  params: pageIdParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      kind: { type: 'string', enum: INCIDENT_KINDS },
      /** open: not resolved or completed yet; resolved: resolved or completed. */
      status: { type: 'string', enum: ['open', 'resolved'] },
      /** Matches the name or the text of any update, case-insensitively. */
      q: { type: 'string', maxLength: 200 },
      ...pageQuery(25),
    },
  },
  response: { 200: { $ref: 'IncidentList' }, ...errors(400, 401, 404) },
} as const;

export const createIncidentSchema = {
  tags,
  summary:
    'Report an incident, or schedule a maintenance (with scheduled_for and scheduled_until); the body ' +
    'is the first update; each named component is set to its status in the same transaction. Created ' +
    'resolved or completed without a body, the update says the page language’s default resolution text. ' +
    '`translations` gives the name and the body in the page’s other languages',
  params: pageIdParams,
  body: closedBody(['name'], {
    name,
    /** Default investigating, or scheduled for a maintenance. */
    status,
    /** Default none, or maintenance for a maintenance. */
    impact,
    body,
    components: componentChanges,
    deliver_notifications: { type: 'boolean', default: true },
    /** Back-fills an incident that began earlier; not in the future. */
    started_at: timestamp,
    ...maintenanceFields,
    /** The name and the first update's text in the page's other languages. */
    translations,
  }),
  response: { 201: { $ref: 'Incident' }, ...errors(400, 401, 404) },
} as const;

export const getIncidentSchema = getPageItemSchema(
  tags,
  'One incident with its whole timeline (newest first) and affected components',
  'Incident',
);

export const updateIncidentSchema = {
  tags,
  summary:
    '`name` and `impact` (and a maintenance’s window and automation) edit the incident; `status`, `body`, ' +
    '`components` and `deliver_notifications` ' +
    'append one update (it needs a body or a status change). Resolving or completing restores the ' +
    'affected components to operational unless the update names their status; reopening clears resolved_at. ' +
    'A change to resolved or completed without a body (as integrations send it) stores and publishes the ' +
    'page language’s default text (en “This incident has been resolved.” / “The scheduled maintenance has ' +
    'been completed.”), so subscribers and the public page never get an empty resolution (and the same ' +
    'text in the page’s other languages). `translations` renames in other languages in place and gives the ' +
    'appended update’s text in them',
  params: pageItemParams,
  body: patchBody({
    name,
    impact,
    status,
    body,
    components: componentChanges,
    deliver_notifications: { type: 'boolean' },
    /** Maintenance only: moves the window (the start only while it is still scheduled). */
    ...maintenanceFields,
    /** The name (edited in place) and the appended update's text in the page's other languages. */
    translations,
  }),
  response: { 200: { $ref: 'Incident' }, ...errors(400, 401, 404) },
} as const;

export const editIncidentUpdateSchema = {
  tags,
  summary:
    'Correct one update’s text or display time; its status is history and stays. A resolved or completed ' +
    'update’s text cannot be emptied (400 required). `translations` corrects, adds or (with an empty ' +
    'text) removes its text in the page’s other languages',
  params: {
    type: 'object',
    required: ['pageId', 'id', 'updateId'],
    properties: { pageId: { type: 'string' }, id: { type: 'string' }, updateId: { type: 'string' } },
  },
  body: patchBody({
    body,
    display_at: timestamp,
    /** The update's text in the page's other languages. */
    translations: translationsOf({ body }),
  }),
  response: { 200: { $ref: 'IncidentUpdate' }, ...errors(400, 401, 404) },
} as const;

export const deleteIncidentSchema = deletePageItemSchema(
  tags,
  'Remove an incident and its timeline; components keep their current status',
);
