import * as yup from 'yup';

/** The group rules the server checks, answered in the form before the round trip. */
export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 1000;

export const groupSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('pageComponents.validation.nameRequired')
    .max(GROUP_NAME_MAX, 'pageComponents.validation.nameTooLong'),
  description: yup.string().max(GROUP_DESCRIPTION_MAX, 'pageComponents.validation.descriptionTooLong'),
  collapsed: yup.boolean(),
});

export type GroupValues = { name: string; description: string; collapsed: boolean };
