import type { ReactNode } from 'react';
import { FieldShell, useFieldIds } from './field-shell';
import { Input, type InputProps } from './input';

export type TextFieldProps = InputProps & { label: ReactNode; hint?: ReactNode; error?: string };

/** A labelled input whose hint and error are tied to it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  hint,
  error,
  id,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const { controlProps, ...shell } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldShell label={label} hint={hint} error={error} {...shell}>
      <Input {...rest} {...controlProps} />
    </FieldShell>
  );
}
