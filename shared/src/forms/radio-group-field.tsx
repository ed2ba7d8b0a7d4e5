import { FieldNotes, fieldLabelStyles } from '@statusdeck/shared';
import { type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import { useFieldBinding } from './use-field-binding';

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
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

const Choice = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  input {
    width: 16px;
    height: 16px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export type RadioGroupOption = { value: string; label: ReactNode };

export type RadioGroupFieldProps = {
  /** A Formik field holding the chosen option's value. */
  name: string;
  /** The group's name (a fieldset legend). */
  label: ReactNode;
  options: readonly RadioGroupOption[];
  hint?: ReactNode;
  disabled?: boolean;
  /** Given to the checked radio: the one Tab reaches, and so the one to focus when the form opens. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * One choice among a few, as native radio buttons sharing a name: Tab reaches the checked one, the arrow
 * keys move the choice, as browsers and screen readers expect of a radio group.
 */
export function RadioGroupField({ name, label, options, hint, disabled, ref }: RadioGroupFieldProps) {
  const { field, helpers, error, disabled: submitting } = useFieldBinding<string>(name);
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <Fieldset aria-describedby={describedBy || undefined}>
      <Legend>{label}</Legend>
      {options.map((option) => (
        <Choice key={option.value}>
          <input
            ref={field.value === option.value ? ref : undefined}
            type="radio"
            name={name}
            value={option.value}
            checked={field.value === option.value}
            onChange={() => void helpers.setValue(option.value)}
            disabled={disabled || submitting}
          />
          <span>{option.label}</span>
        </Choice>
      ))}
      <FieldNotes hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </Fieldset>
  );
}
