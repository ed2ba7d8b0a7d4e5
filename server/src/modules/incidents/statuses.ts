import {
  IMPACTS,
  type Impact,
  INCIDENT_STATUSES,
  type IncidentKind,
  type IncidentStatus,
  LANGUAGES,
  type Language,
  MAINTENANCE_STATUSES,
  RESOLVING_STATUSES,
} from '../../lib/enums';
import type { MailLanguage } from '../../lib/language';
import { SERVER_COPY } from '../../lib/server-copy';

export const resolves = (status: IncidentStatus) =>
  (RESOLVING_STATUSES as readonly string[]).includes(status);

/**
 * The message an update takes when it comes without one: resolving or completing in the page's language,
 * so subscribers and the public page never read a bare "Resolved". A post-mortem keeps an empty body: its
 * text is written later by editing that update, and there is no sensible generic one.
 */
export function defaultBody(status: IncidentStatus, language: MailLanguage): string {
  const copy = SERVER_COPY[language];
  if (status === 'resolved') return copy.incidentResolved;
  if (status === 'completed') return copy.maintenanceCompleted;
  return '';
}

/** A text of the server's own (`text(language)`) in every language but the page's default, non-empty ones. */
export function inOtherLanguages(
  defaultLanguage: Language,
  text: (language: Language) => string,
): Partial<Record<Language, string>> {
  const texts: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const value = language === defaultLanguage ? '' : text(language);
    if (value !== '') texts[language] = value;
  }
  return texts;
}

export function kindOfStatus(status: IncidentStatus): IncidentKind {
  return (MAINTENANCE_STATUSES as readonly string[]).includes(status) ? 'maintenance' : 'incident';
}

export const kindOfImpact = (impact: Impact): IncidentKind =>
  impact === 'maintenance' ? 'maintenance' : 'incident';

export function listIncidentStatuses() {
  return [...INCIDENT_STATUSES, ...MAINTENANCE_STATUSES].map((status) => ({
    status,
    kind: kindOfStatus(status),
    resolves: resolves(status),
  }));
}

export const listIncidentImpacts = () => IMPACTS.map((impact) => ({ impact, kind: kindOfImpact(impact) }));
