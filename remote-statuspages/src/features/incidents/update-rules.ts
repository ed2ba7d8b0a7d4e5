import * as yup from 'yup';
import type { Language } from '../../lib/languages';
import type { ComponentChange } from './api/create-incident';
import type { Incident, IncidentImpact, IncidentStatus, IncidentUpdate } from './api/types';
import type { IncidentChanges } from './api/update-incident';
import type { UpdateCorrection } from './api/update-incident-update';
import { CLOSING_STATUS, closes } from './incident-labels';
import { bodyRule, nameLimitRule, nameRule } from './incident-rules';
import { type Drafts, draftsOf, draftsSchema, withTranslations } from './translation-rules';
import { utcIsoToZoned, zonedToUtcIso } from './zoned-time';

/** The composer of the next update; `translations` holds its message in the page's other languages. */
export type NextUpdateValues = {
  status: IncidentStatus;
  body: string;
  translations: Drafts<'body'>;
  components: ComponentChange[];
  deliver_notifications: boolean;
};

export function nextUpdateOf(incident: Incident, others: readonly Language[]): NextUpdateValues {
  return {
    status: incident.status,
    body: '',
    translations: draftsOf(others, ['body']),
    components: incident.components.map(({ id, status }) => ({ id, status })),
    deliver_notifications: true,
  };
}

/**
 * A translated message goes with a message in the default language: readers of that language would
 * otherwise get a bare status while the others read words. The draft's ancestors are its language's
 * draft, the drafts, and the form's values.
 */
const translatedBodyRule = bodyRule.test(
  'with-message',
  'pageIncidents.validation.translationNeedsMessage',
  function withMessage(value) {
    const form = this.from?.[2]?.value as { body?: string } | undefined;
    return !value?.trim() || Boolean(form?.body?.trim());
  },
);

/**
 * An update needs words or a new status: the server refuses one with neither. Resolving or completing
 * needs words whatever the status was: subscribers never read a bare "Resolved".
 */
export function nextUpdateSchema(current: IncidentStatus, others: readonly Language[]) {
  return yup.object({
    status: yup.string().required(),
    translations: draftsSchema(others, { body: translatedBodyRule }),
    body: bodyRule
      .test('needed', 'pageIncidents.validation.updateNeedsChange', function needed(value) {
        return Boolean(value?.trim()) || this.parent.status !== current;
      })
      .test('resolution', 'pageIncidents.validation.resolutionRequired', function resolution(value) {
        return Boolean(value?.trim()) || !closes(this.parent.status);
      }),
  });
}

/**
 * The PATCH body: only the components whose status the update changes. The server keeps a named
 * component at its named status even when the update resolves the incident, so unchanged ones are
 * left out (a resolution then returns them to operational); one unticked here is no longer
 * affected and goes back to operational.
 */
export function nextUpdateInput(values: NextUpdateValues, incident: Incident): IncidentChanges {
  const body = values.body.trim();
  const before = new Map(incident.components.map((component) => [component.id, component.status]));
  const kept = new Set(values.components.map((change) => change.id));
  const components = [
    ...values.components.filter((change) => before.get(change.id) !== change.status),
    ...incident.components
      .filter((component) => !kept.has(component.id) && component.status !== 'operational')
      .map(({ id }) => ({ id, status: 'operational' as const })),
  ];
  return {
    status: values.status,
    ...(body ? { body } : {}),
    ...(components.length > 0 ? { components } : {}),
    deliver_notifications: values.deliver_notifications,
    ...withTranslations(values.translations),
  };
}

/**
 * Resolving or completing: the message is required, so subscribers never read a bare "Resolved". It may
 * also be written in the page's other languages.
 */
export type ResolutionValues = { body: string; translations: Drafts<'body'> };

export function resolutionOf(text: string, others: readonly Language[]): ResolutionValues {
  return { body: text, translations: draftsOf(others, ['body']) };
}

export function resolutionSchema(others: readonly Language[]) {
  return yup.object({
    body: bodyRule.required('pageIncidents.validation.resolutionRequired'),
    translations: draftsSchema(others, { body: bodyRule }),
  });
}

/** The PATCH body that closes the incident with the message (and its translations). */
export function resolutionInput(values: ResolutionValues, incident: Incident): IncidentChanges {
  return {
    status: CLOSING_STATUS[incident.kind],
    body: values.body.trim(),
    // A maintenance completes as it started: mailed when its setting says so (incidents always mail).
    deliver_notifications: incident.kind === 'maintenance' ? incident.deliver_notifications : true,
    ...withTranslations(values.translations),
  };
}

/** A correction of a posted update: its text in each language and its display time on the page's clock. */
export type CorrectionValues = { body: string; translations: Drafts<'body'>; display_at: string };

export function correctionOf(
  update: IncidentUpdate,
  timeZone: string,
  others: readonly Language[],
): CorrectionValues {
  return {
    body: update.body,
    translations: draftsOf(others, ['body'], update.translations),
    display_at: utcIsoToZoned(update.display_at, timeZone),
  };
}

/** A correction's rules; a translation `update` already has may be corrected but not emptied. */
export function correctionSchema(others: readonly Language[], update: IncidentUpdate) {
  return yup.object({
    body: bodyRule.required('pageIncidents.validation.messageRequired'),
    translations: draftsSchema(others, { body: bodyRule }, update.translations),
    display_at: yup.string().required('pageIncidents.validation.displayAtRequired'),
  });
}

/**
 * The field shows the posting time to the minute, so sending it back untouched would move the update to
 * the start of its minute (and could reorder the timeline): the time goes only when the user changed it.
 */
export function correctionInput(
  values: CorrectionValues,
  initial: CorrectionValues,
  timeZone: string,
): UpdateCorrection {
  const text = { body: values.body.trim(), ...withTranslations(values.translations) };
  if (values.display_at === initial.display_at) return text;
  return { ...text, display_at: zonedToUtcIso(values.display_at, timeZone) ?? values.display_at };
}

/** The incident's own fields (not an update): its name in each language and its impact. */
export type DetailsValues = { name: string; translations: Drafts<'name'>; impact: IncidentImpact };

export function detailsOf(incident: Incident, others: readonly Language[]): DetailsValues {
  return {
    name: incident.name,
    translations: draftsOf(others, ['name'], incident.translations),
    impact: incident.impact,
  };
}

/** The details' rules; a name translation `incident` already has may be corrected but not emptied. */
export function detailsSchema(others: readonly Language[], incident: Incident) {
  return yup.object({
    name: nameRule,
    translations: draftsSchema(others, { name: nameLimitRule }, incident.translations),
    impact: yup.string().required(),
  });
}

/** The PATCH body of "Edit details": a maintenance has no impact to edit. */
export function detailsInput(values: DetailsValues, incident: Incident): IncidentChanges {
  const name = { name: values.name.trim(), ...withTranslations(values.translations) };
  return incident.kind === 'maintenance' ? name : { ...name, impact: values.impact };
}
