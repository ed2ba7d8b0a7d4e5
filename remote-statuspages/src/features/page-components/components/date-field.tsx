import { TextField } from '@statusdeck/shared';
import { useFieldBinding } from '@statusdeck/shared/forms';
import type { ReactNode } from 'react';

type Props = { name: string; label: ReactNode; hint?: ReactNode };

/** A native date input (YYYY-MM-DD) bound to a Formik string field; empty means none. */
export function DateField({ name, label, hint }: Props) {
  const { field, error, onBlur, disabled } = useFieldBinding<string>(name);
  return (
    <TextField
      type="date"
      name={name}
      label={label}
      hint={hint}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
    />
  );
}
