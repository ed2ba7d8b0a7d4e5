import {
  ALL_INCIDENT_STATUSES,
  COMPONENT_STATUSES,
  IMPACTS,
  INCIDENT_KINDS,
  LANGUAGES,
  type Language,
} from '../../lib/enums';
import { allRequired, nextCursor, nullableTimestamp, timestamp } from '../../lib/http-schemas';

/** A component an incident (or one of its updates) affects, with the status it gave the component. */
export const incidentComponent = allRequired({
  id: { type: 'string' },
  name: { type: 'string' },
  status: { type: 'string', enum: COMPONENT_STATUSES },
});

export const incidentComponentSchema = { $id: 'IncidentComponent', ...incidentComponent } as const;

/** An object with one optional entry per language, each of the shape `entry`. */
function perLanguage<const Entry>(entry: Entry) {
  const properties = Object.fromEntries(LANGUAGES.map((language) => [language, entry])) as {
    [Key in Language]: Entry;
  };
  return { type: 'object', additionalProperties: false, properties } as const;
}

/**
 * The incident's name in the page's other languages (`name` is the default language's). Readers show the
 * default's where a language has none.
 */
export const incidentTranslations = perLanguage(allRequired({ name: { type: 'string' } }));
/** The update's text in the page's other languages (`body` is the default language's). */
export const updateTranslations = perLanguage(allRequired({ body: { type: 'string' } }));

/** What an incident is, as the console and the public page both show it. */
export const incidentSummary = {
  kind: { type: 'string', enum: INCIDENT_KINDS },
  name: { type: 'string' },
  status: { type: 'string', enum: ALL_INCIDENT_STATUSES },
  impact: { type: 'string', enum: IMPACTS },
  /** For a maintenance, the start of its window. */
  started_at: timestamp,
  /** Set when resolved (or a maintenance completed); cleared when reopened. */
  resolved_at: nullableTimestamp,
  scheduled_for: nullableTimestamp,
  scheduled_until: nullableTimestamp,
} as const;

export const incidentUpdateSchema = {
  $id: 'IncidentUpdate',
  ...allRequired({
    id: { type: 'string' },
    incident_id: { type: 'string' },
    /** The status the incident moved to (or stayed at) with this update; history, never edited. */
    status: { type: 'string', enum: ALL_INCIDENT_STATUSES },
    /** Plain text with line breaks; clients render it as text, never as HTML. */
    body: { type: 'string' },
    translations: updateTranslations,
    /** When the update is shown to have happened (the timeline is ordered by it, newest first). */
    display_at: timestamp,
    /** Whether confirmed subscribers were mailed about this update. */
    deliver_notifications: { type: 'boolean' },
    /** The components this update named, with the status it set each to. */
    affected_components: { type: 'array', items: { $ref: 'IncidentComponent' } },
    created_at: timestamp,
    updated_at: timestamp,
  }),
} as const;

export const incidentSchema = {
  $id: 'Incident',
  ...allRequired({
    id: { type: 'string' },
    page_id: { type: 'string' },
    ...incidentSummary,
    translations: incidentTranslations,
    /** Maintenance: moves to in_progress at scheduled_for and to completed at scheduled_until by itself. */
    auto_transition: { type: 'boolean' },
    /** Whether the automatic maintenance updates mail subscribers. */
    deliver_notifications: { type: 'boolean' },
    /** Maintenance: subscribers get a reminder reminder_minutes_before scheduled_for. */
    remind_subscribers: { type: 'boolean' },
    reminder_minutes_before: { type: 'integer' },
    /** Every component the incident affects, with the status the incident last gave it. */
    components: { type: 'array', items: { $ref: 'IncidentComponent' } },
    created_at: timestamp,
    updated_at: timestamp,
    /** The timeline, newest first. */
    incident_updates: { type: 'array', items: { $ref: 'IncidentUpdate' } },
  }),
} as const;

export const incidentListSchema = {
  $id: 'IncidentList',
  ...allRequired({ incidents: { type: 'array', items: { $ref: 'Incident' } }, next_cursor: nextCursor }),
} as const;

export const incidentStatusInfoSchema = {
  $id: 'IncidentStatusInfo',
  ...allRequired({
    status: { type: 'string', enum: ALL_INCIDENT_STATUSES },
    kind: { type: 'string', enum: INCIDENT_KINDS },
    /** Whether moving to it resolves (or completes) the incident and restores its components. */
    resolves: { type: 'boolean' },
  }),
} as const;

export const incidentImpactInfoSchema = {
  $id: 'IncidentImpactInfo',
  ...allRequired({
    impact: { type: 'string', enum: IMPACTS },
    kind: { type: 'string', enum: INCIDENT_KINDS },
  }),
} as const;
