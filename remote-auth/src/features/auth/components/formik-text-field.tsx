import { TextField } from '@statusdeck/shared';
import { useField, useFormikContext } from 'formik';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

/** What Formik supplies; the caller gives the rest (label, type, autoComplete, placeholder). */
type FormikOwned = 'name' | 'value' | 'onChange' | 'onBlur' | 'disabled' | 'error';

type FormikTextFieldProps = Omit<ComponentProps<typeof TextField>, FormikOwned> & { name: string };
type FormikPasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, FormikOwned> & { name: string };

/** Binds a field to Formik: locked while submitting, its error (a translation key) shown once touched. */
function useFormikFieldProps(name: string) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormikContext();
  const [{ value, onChange, onBlur }, { touched, error }] = useField<string>(name);
  return {
    name,
    value,
    onChange,
    onBlur,
    disabled: isSubmitting,
    error: touched && error ? t(error) : undefined,
  };
}

export function FormikTextField({ name, ...props }: FormikTextFieldProps) {
  const fieldProps = useFormikFieldProps(name);
  return <TextField {...props} {...fieldProps} />;
}

export function FormikPasswordField({ name, ...props }: FormikPasswordFieldProps) {
  const fieldProps = useFormikFieldProps(name);
  return <PasswordField {...props} {...fieldProps} />;
}
