import type { Api } from '@statusdeck/shared';

/*
 * The text of an incident in the page's other languages. Declared here until the server's contract
 * carries it: then these become the generated `Api` types.
 */
/** An incident's name by language (never the page's default language, whose text is `name`). */
export type NameTranslations = Partial<Record<Api.Language, { name?: string }>>;
/** An update's message by language (never the page's default language, whose text is `body`). */
export type BodyTranslations = Partial<Record<Api.Language, { body?: string }>>;
/** What a write sends: only the languages with text, each with only the fields that have text. */
export type TextTranslations = Partial<Record<Api.Language, { name?: string; body?: string }>>;

export type IncidentUpdate = Api.IncidentUpdate & { translations?: BodyTranslations };
/** An incident or a maintenance window, with its timeline (newest first) and affected components. */
export type Incident = Omit<Api.Incident, 'incident_updates'> & {
  translations?: NameTranslations;
  incident_updates: IncidentUpdate[];
};
export type IncidentStatus = Api.IncidentStatus;
export type IncidentImpact = Api.Impact;
/** Unplanned incidents and scheduled maintenance, each with its own statuses. */
export type IncidentKind = Api.IncidentKind;
/** A component the incident affects, with the status the incident last gave it. */
export type AffectedComponent = Api.IncidentComponent;
/** One page of `GET /v1/pages/{pageId}/incidents`: `next_cursor` is null on the last one. */
export type IncidentList = Omit<Api.IncidentList, 'incidents'> & { incidents: Incident[] };
