import { useField, useFormikContext } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPress } from './after-press';

/**
 * What every kit field takes from Formik: value and handlers, locked while the form submits,
 * its error once touched, and `onBlur` to use instead of `field.onBlur` (it touches the field once
 * any pointer press in progress is over: see after-press). Errors are translation keys (yup
 * messages) or ready text (server messages): t() returns text it has no key for unchanged.
 */
export function useFieldBinding<Value>(name: string) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormikContext();
  const [field, meta, helpers] = useField<Value>(name);
  const error = meta.touched && typeof meta.error === 'string' ? t(meta.error) : undefined;
  // Touched (and so validated and its message shown) on blur, but not in the middle of a press.
  // Already touched by then (the press submitted the form) it is left alone: validating again
  // would wipe the errors the server may have put on it meanwhile.
  const touched = useRef(meta.touched);
  touched.current = meta.touched;
  const onBlur = () =>
    afterPress(() => {
      if (!touched.current) void helpers.setTouched(true);
    });
  return { field, helpers, error, onBlur, disabled: isSubmitting };
}

/** The props a kit control takes from the Formik field `name`: value, handlers, error and lock. */
export function useBoundControl<Value>(name: string, disabled: boolean | undefined) {
  const { field, error, onBlur, disabled: submitting } = useFieldBinding<Value>(name);
  return {
    name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur,
    error,
    disabled: disabled || submitting,
  };
}
