import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

type FieldIdsInput = { id?: string; hint?: ReactNode; error?: string; describedBy?: string };

/** The ids and aria props that tie a control to its label, hint and error. */
export function useFieldIds({ id, hint, error, describedBy }: FieldIdsInput) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ids = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean);
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    },
  };
}

type FieldShellProps = {
  label: ReactNode;
  controlId: string;
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: string;
  /** The control itself, already given `useFieldIds().controlProps`. */
  children: ReactNode;
};

/** Label above, hint and error below: the one layout of every labelled control. */
export function FieldShell({ label, controlId, hintId, errorId, hint, error, children }: FieldShellProps) {
  return (
    <Field>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      {children}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldErrorText id={errorId}>{error}</FieldErrorText> : null}
    </Field>
  );
}
