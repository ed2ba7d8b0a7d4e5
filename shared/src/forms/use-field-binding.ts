import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

/**
 * What every kit field takes from Formik: value and handlers, locked while the form submits,
 * and its error once touched. Errors are translation keys (yup messages) or ready text (server
 * messages): t() returns text it has no key for unchanged.
 */
export function useFieldBinding<Value>(name: string) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormikContext();
  const [field, meta, helpers] = useField<Value>(name);
  const error = meta.touched && typeof meta.error === 'string' ? t(meta.error) : undefined;
  return { field, helpers, error, disabled: isSubmitting };
}
