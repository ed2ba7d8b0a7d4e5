import { TextField } from '@statusdeck/shared';
import type { ReactNode } from 'react';
import { useFieldBinding } from './use-field-binding';

export type DateFieldProps = { name: string; label: ReactNode; hint?: ReactNode; min?: string };

/** A native date input (YYYY-MM-DD) bound to a Formik string field; empty means none. */
export function DateField({ name, label, hint, min }: DateFieldProps) {
  const { field, error, onBlur, disabled } = useFieldBinding<string>(name);
  return (
    <TextField
      type="date"
      name={name}
      label={label}
      hint={hint}
      min={min}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
    />
  );
}
