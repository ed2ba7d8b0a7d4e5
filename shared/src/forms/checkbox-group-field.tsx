import { Checkbox, FieldNotes, fieldLabelStyles } from '@statusdeck/shared';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { useFieldBinding } from './use-field-binding';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  ${fieldLabelStyles}
`;

export type CheckboxGroupOption = { value: string; label: ReactNode; disabled?: boolean };

export type CheckboxGroupFieldProps = {
  /** A Formik field holding a string[] of the checked values. */
  name: string;
  /** The group's name (a fieldset legend). */
  label: ReactNode;
  options: readonly CheckboxGroupOption[];
  hint?: ReactNode;
  disabled?: boolean;
};

/** Several checkboxes for one string[] value (affected components, notification channels). */
export function CheckboxGroupField({ name, label, options, hint, disabled }: CheckboxGroupFieldProps) {
  const { field, helpers, error, disabled: submitting } = useFieldBinding<string[]>(name);
  const hintId = useId();
  const errorId = useId();
  const checked = new Set(field.value ?? []);
  const toggle = (value: string, on: boolean) => {
    // Keeps the options' order, whatever order they were ticked in.
    const next = options.map((option) => option.value).filter((v) => (v === value ? on : checked.has(v)));
    helpers.setValue(next);
    helpers.setTouched(true, false);
  };
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <Fieldset aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined}>
      <Legend>{label}</Legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          name={name}
          value={option.value}
          label={option.label}
          checked={checked.has(option.value)}
          onChange={(event) => toggle(option.value, event.target.checked)}
          disabled={disabled || submitting || option.disabled}
        />
      ))}
      <FieldNotes hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </Fieldset>
  );
}
