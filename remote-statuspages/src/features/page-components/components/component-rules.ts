import * as yup from 'yup';
import type { ComponentStatus, PageComponent } from '../../../api/component-types';
import { COMPONENT_STATUSES } from '../../../lib/status-labels';
import type { ComponentInput } from '../api/create-component';

/** The component rules the server checks (server/src/modules/components/schemas.ts), answered before the round trip. */
export const COMPONENT_NAME_MAX = 100;
export const COMPONENT_DESCRIPTION_MAX = 1000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The form's values: empty strings stand for "no group" and "no start date". */
export type ComponentValues = {
  name: string;
  description: string;
  group_id: string;
  status: ComponentStatus;
  show_uptime: boolean;
  only_show_if_degraded: boolean;
  start_date: string;
};

export const componentSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('pageComponents.validation.nameRequired')
    .max(COMPONENT_NAME_MAX, 'pageComponents.validation.nameTooLong'),
  description: yup.string().max(COMPONENT_DESCRIPTION_MAX, 'pageComponents.validation.descriptionTooLong'),
  group_id: yup.string(),
  status: yup.string().oneOf(COMPONENT_STATUSES).required(),
  show_uptime: yup.boolean(),
  only_show_if_degraded: yup.boolean(),
  start_date: yup
    .string()
    .test(
      'date',
      'pageComponents.validation.startDateInvalid',
      (value) => !value || DATE_PATTERN.test(value),
    ),
});

export const NEW_COMPONENT: ComponentValues = {
  name: '',
  description: '',
  group_id: '',
  status: 'operational',
  show_uptime: true,
  only_show_if_degraded: false,
  start_date: '',
};

export function valuesOf(component: PageComponent): ComponentValues {
  return {
    name: component.name,
    description: component.description,
    group_id: component.group_id ?? '',
    status: component.status,
    show_uptime: component.show_uptime,
    only_show_if_degraded: component.only_show_if_degraded,
    start_date: component.start_date ?? '',
  };
}

/** The request body for the values: trimmed name, null for "no group" and "no start date". */
export function inputOf(values: ComponentValues): Required<ComponentInput> {
  return {
    name: values.name.trim(),
    description: values.description,
    group_id: values.group_id || null,
    status: values.status,
    show_uptime: values.show_uptime,
    only_show_if_degraded: values.only_show_if_degraded,
    start_date: values.start_date || null,
  };
}

/**
 * Only what changed: the server reads `group_id` as "move to that group" (to its end), so an
 * unchanged group must not be sent.
 */
export function changesOf(before: ComponentValues, after: ComponentValues): Partial<ComponentInput> {
  const from = inputOf(before);
  const to = inputOf(after);
  const keys = Object.keys(to) as (keyof ComponentInput)[];
  return Object.fromEntries(keys.filter((key) => from[key] !== to[key]).map((key) => [key, to[key]]));
}
