import * as yup from 'yup';
import type { ComponentChange } from './api/create-incident';
import type { Incident, IncidentImpact, IncidentStatus, IncidentUpdate } from './api/types';
import type { IncidentChanges } from './api/update-incident';
import type { UpdateCorrection } from './api/update-incident-update';
import { closes } from './incident-labels';
import { bodyRule, INCIDENT_NAME_MAX } from './incident-rules';
import { utcIsoToZoned, zonedToUtcIso } from './zoned-time';

/** The composer of the next update. */
export type NextUpdateValues = {
  status: IncidentStatus;
  body: string;
  components: ComponentChange[];
  deliver_notifications: boolean;
};

export function nextUpdateOf(incident: Incident): NextUpdateValues {
  return {
    status: incident.status,
    body: '',
    components: incident.components.map(({ id, status }) => ({ id, status })),
    deliver_notifications: true,
  };
}

/**
 * An update needs words or a new status: the server refuses one with neither. Resolving or completing
 * needs words whatever the status was: subscribers never read a bare "Resolved".
 */
export function nextUpdateSchema(current: IncidentStatus) {
  return yup.object({
    status: yup.string().required(),
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
  };
}

/** Resolving or completing: the message is required, so subscribers never read a bare "Resolved". */
export type ResolutionValues = { body: string };

export const resolutionSchema = yup.object({
  body: bodyRule.required('pageIncidents.validation.resolutionRequired'),
});

/** A correction of a posted update: its text and display time on the page's clock. */
export type CorrectionValues = { body: string; display_at: string };

export function correctionOf(update: IncidentUpdate, timeZone: string): CorrectionValues {
  return { body: update.body, display_at: utcIsoToZoned(update.display_at, timeZone) };
}

export const correctionSchema = yup.object({
  body: bodyRule.required('pageIncidents.validation.messageRequired'),
  display_at: yup.string().required('pageIncidents.validation.displayAtRequired'),
});

/**
 * The field shows the posting time to the minute, so sending it back untouched would move the update to
 * the start of its minute (and could reorder the timeline): the time goes only when the user changed it.
 */
export function correctionInput(
  values: CorrectionValues,
  initial: CorrectionValues,
  timeZone: string,
): UpdateCorrection {
  const body = values.body.trim();
  if (values.display_at === initial.display_at) return { body };
  return { body, display_at: zonedToUtcIso(values.display_at, timeZone) ?? values.display_at };
}

/** The incident's own fields (not an update): its name and impact. */
export type DetailsValues = { name: string; impact: IncidentImpact };

export const detailsSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('pageIncidents.validation.nameRequired')
    .max(INCIDENT_NAME_MAX, 'pageIncidents.validation.nameTooLong'),
  impact: yup.string().required(),
});
