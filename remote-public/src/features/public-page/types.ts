/**
 * The public read API's shapes, from the generated API contract. Type-only:
 * the lean public bundle takes no runtime from the '@statusdeck/shared' barrel (only value lists from its
 * `/contract` entry).
 */
import type { Api } from '@statusdeck/shared';

export type { PublicLanguage, PublicView } from '@statusdeck/shared/public-site';

export type PublicIndicator = Api.PublicStatus['indicator'];
export type PublicComponentStatus = Api.PublicComponent['status'];
export type PublicImpact = Api.PublicIncident['impact'];

export type PublicPageInfo = Api.PublicPage;
/** `description` is English, as Statuspage words it; the page shows its own translation by indicator. */
export type PublicOverallStatus = Api.PublicStatus;
export type PublicUptimeDay = Api.PublicUptimeDay;
export type PublicUptimeIncident = PublicUptimeDay['incidents'][number];
/** 90 days, oldest first; the last is today in the page's time zone. */
export type PublicUptime = Api.PublicUptime;
export type PublicComponent = Api.PublicComponent;
export type PublicComponentGroup = Api.PublicComponentGroup;
export type PublicComponentEntry = Api.PublicComponentGroup | Api.PublicStandaloneComponent;
export type PublicAffectedComponent = Api.PublicIncidentComponent;
/** Updates are newest first; bodies are plain text. */
export type PublicIncident = Api.PublicIncident;
export type PublicIncidentUpdate = PublicIncident['updates'][number];
export type PublicPageSnapshot = Api.PublicPageSnapshot;
export type PublicIncidentDetail = Api.PublicIncidentDetail;
export type PublicHistory = Api.PublicHistory;
export type PublicHistoryMonth = PublicHistory['months'][number];
