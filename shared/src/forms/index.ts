/**
 * `@statusdeck/shared/forms`: the Formik + yup form kit. A separate entry so screens without
 * forms never load Formik. Its UI comes from `@statusdeck/shared` (the run-time singleton);
 * Formik itself is bundled by each app that imports this entry, so each app lists formik and yup.
 * Field errors are translation keys (yup messages) or ready text (server messages).
 */
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export {
  CheckboxGroupField,
  type CheckboxGroupFieldProps,
  type CheckboxGroupOption,
} from './checkbox-group-field';
export { DateField, type DateFieldProps } from './date-field';
export { formatBytes } from './file-checks';
export { FileField, type FileFieldProps } from './file-field';
export { FormError, type FormStatus } from './form-error';
export { FormField, type FormFieldProps } from './form-field';
export { FormActions, FormRow, FormStack } from './form-layout';
export { RadioGroupField, type RadioGroupFieldProps, type RadioGroupOption } from './radio-group-field';
export { SelectField, type SelectFieldProps } from './select-field';
export { type ServerFieldDetail, validationDetails } from './server-field-errors';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { defaultFailureMessage, type SubmitFormOptions, type SubmitOutcome, submitForm } from './submit-form';
export { SwitchField, type SwitchFieldProps } from './switch-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export { useFieldBinding } from './use-field-binding';
export { type SubmitHandlerOptions, useSubmitHandler } from './use-submit-handler';
