import { TextField } from '@statusdeck/shared';
import type { ReactNode } from 'react';
import { useBoundControl } from './use-field-binding';

export type DateFieldProps = { name: string; label: ReactNode; hint?: ReactNode; min?: string };

/** A native date input (YYYY-MM-DD) bound to a Formik string field; empty means none. */
export function DateField({ name, ...props }: DateFieldProps) {
  return <TextField type="date" {...props} {...useBoundControl<string>(name, undefined)} />;
}
