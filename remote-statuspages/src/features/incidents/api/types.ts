import type { Api } from '@statusdeck/shared';

/** An incident or a maintenance window, with its timeline (newest first) and affected components. */
export type Incident = Api.Incident;
export type IncidentUpdate = Api.IncidentUpdate;
export type IncidentStatus = Api.IncidentStatus;
export type IncidentImpact = Api.Impact;
/** Unplanned incidents and scheduled maintenance, each with its own statuses. */
export type IncidentKind = Api.IncidentKind;
/** A component the incident affects, with the status the incident last gave it. */
export type AffectedComponent = Api.IncidentComponent;
/** One page of `GET /v1/pages/{pageId}/incidents`: `next_cursor` is null on the last one. */
export type IncidentList = Api.IncidentList;
