import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A control's label, and a group's legend. */
export const fieldLabelStyles = css`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const FieldLabel = styled.label`
  ${fieldLabelStyles}
`;

export const FieldHint = styled.p`
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

type FieldNotesProps = {
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: string;
  /** Keep a line for the error while there is none, so that its appearing moves nothing below. */
  reserveErrorSpace?: boolean;
};

/** The hint and the error under a control or a group, with the ids its aria-describedby names. */
export function FieldNotes({ hintId, errorId, hint, error, reserveErrorSpace = false }: FieldNotesProps) {
  return (
    <>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldErrorText id={errorId}>{error}</FieldErrorText>
      ) : reserveErrorSpace ? (
        <FieldErrorText aria-hidden="true" data-reserved-error="">
          {'\u00a0'}
        </FieldErrorText>
      ) : null}
    </>
  );
}

type FieldShellProps = FieldNotesProps & {
  label: ReactNode;
  controlId: string;
  /** The control itself, already given `useFieldIds().controlProps`. */
  children: ReactNode;
};

/** Label above, hint and error below: the one layout of every labelled control. */
export function FieldShell({ label, controlId, children, ...notes }: FieldShellProps) {
  return (
    <Field>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      {children}
      <FieldNotes {...notes} />
    </Field>
  );
}

/** What a labelled control takes besides its own element's props. */
export type LabelledProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  'aria-describedby'?: string;
  /**
   * Keep the error's line while the field has none: for a field whose error appears on blur above
   * controls the pointer is heading for (a click that takes the focus must land where it was aimed).
   */
  reserveErrorSpace?: boolean;
};

/**
 * Splits a labelled control's props: `shell` for FieldShell, `control` (id and aria) for the element,
 * `rest` for the element too.
 */
export function useLabelledControl<Props extends LabelledProps>(props: Props) {
  const { label, hint, error, id, 'aria-describedby': describedBy, reserveErrorSpace, ...rest } = props;
  const { controlProps, ...ids } = useFieldIds({ id, hint, error, describedBy });
  return { shell: { label, hint, error, reserveErrorSpace, ...ids }, control: controlProps, rest };
}
