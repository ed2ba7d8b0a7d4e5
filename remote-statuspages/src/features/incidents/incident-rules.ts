import { Api } from '@statusdeck/shared';
import * as yup from 'yup';
import type { Language } from '../../lib/languages';
import type { NewIncident, NewMaintenance } from './api/create-incident';
import type { IncidentKind, IncidentStatus } from './api/types';
import { STATUSES_OF } from './incident-labels';
import { type Drafts, draftsOf, draftsSchema, withTranslations } from './translation-rules';
import { zonedToUtcIso } from './zoned-time';

/** The server's limit on an incident's name, checked here first so the form can say so. */
export const INCIDENT_NAME_MAX = 200;
export const INCIDENT_BODY_MAX = 10_000;
/** When the reminder goes out, in minutes before the window opens. */
export const REMINDER_CHOICES = [15, 60, 1440] as const;

/**
 * The report form: times are datetime-local values on the page's wall clock; '' = none. `translations`
 * holds the name and the message in each of the page's other languages.
 */
export type ReportValues = Omit<NewMaintenance, 'started_at' | 'reminder_minutes_before' | 'translations'> & {
  kind: IncidentKind;
  started_at: string;
  reminder_minutes_before: string;
  translations: Drafts<'name' | 'body'>;
};

/** An empty report; `others` are the page's languages besides its default one. */
export function newReport(kind: IncidentKind, others: readonly Language[]): ReportValues {
  return {
    kind,
    name: '',
    translations: draftsOf(others, ['name', 'body']),
    status: kind === 'maintenance' ? 'scheduled' : 'investigating',
    impact: kind === 'maintenance' ? 'maintenance' : 'minor',
    body: '',
    components: [],
    deliver_notifications: true,
    started_at: '',
    scheduled_for: '',
    scheduled_until: '',
    auto_transition: true,
    remind_subscribers: true,
    reminder_minutes_before: '60',
  };
}

/** An incident's name in any language: the same limit for the default text and every translation. */
export const nameLimitRule = yup
  .string()
  .trim()
  .max(INCIDENT_NAME_MAX, 'pageIncidents.validation.nameTooLong');

/** The default language's name, which every incident has. */
export const nameRule = nameLimitRule.required('pageIncidents.validation.nameRequired');

/** A message in any language: the same limit for the default text and every translation. */
export const bodyRule = yup.string().trim().max(INCIDENT_BODY_MAX, 'pageIncidents.validation.messageTooLong');

/**
 * The report form's rules; times are checked on the page's clock (`timeZone`) against `now`. The text
 * in the `others` languages is optional, within the same limits.
 */
export function reportSchema(timeZone: string, others: readonly Language[], now: () => number = Date.now) {
  const instant = (local: string | undefined) => (local ? zonedToUtcIso(local, timeZone) : null);
  const maintenance = (schema: yup.StringSchema) =>
    schema.when('kind', ([kind], rule) =>
      kind === 'maintenance' ? rule.required('pageIncidents.validation.windowRequired') : rule,
    );
  return yup.object({
    kind: yup.string().oneOf(Api.INCIDENT_KINDS).required(),
    name: nameRule,
    status: yup.string().required(),
    impact: yup.string().required(),
    body: bodyRule.required('pageIncidents.validation.messageRequired'),
    translations: draftsSchema(others, { name: nameLimitRule, body: bodyRule }),
    started_at: yup.string().test('past', 'pageIncidents.validation.startedInFuture', (value) => {
      const iso = instant(value);
      return !iso || Date.parse(iso) <= now();
    }),
    scheduled_for: maintenance(yup.string()),
    scheduled_until: maintenance(yup.string()).test(
      'after',
      'pageIncidents.validation.windowEndsBeforeStart',
      function after(value) {
        const from = instant(this.parent.scheduled_for);
        const until = instant(value);
        return !from || !until || Date.parse(until) > Date.parse(from);
      },
    ),
  });
}

/** The POST body for the form's values, times converted from the page's zone to UTC. */
export function reportInput(values: ReportValues, timeZone: string): NewIncident | NewMaintenance {
  const base: NewIncident = {
    name: values.name.trim(),
    status: values.status,
    impact: values.impact,
    body: values.body.trim(),
    components: values.components,
    deliver_notifications: values.deliver_notifications,
    ...withTranslations(values.translations),
  };
  if (values.kind === 'incident') {
    const startedAt = values.started_at ? zonedToUtcIso(values.started_at, timeZone) : null;
    return startedAt ? { ...base, started_at: startedAt } : base;
  }
  return {
    ...base,
    status: 'scheduled',
    impact: 'maintenance',
    scheduled_for: zonedToUtcIso(values.scheduled_for, timeZone) ?? values.scheduled_for,
    scheduled_until: zonedToUtcIso(values.scheduled_until, timeZone) ?? values.scheduled_until,
    auto_transition: values.auto_transition,
    remind_subscribers: values.remind_subscribers,
    ...(values.remind_subscribers ? { reminder_minutes_before: Number(values.reminder_minutes_before) } : {}),
  };
}

/** A kind's statuses an incident may be opened with (never straight into its post-mortem). */
export function openingStatuses(kind: IncidentKind): readonly IncidentStatus[] {
  return STATUSES_OF[kind].filter((status) => status !== 'postmortem');
}
