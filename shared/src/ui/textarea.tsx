import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { FieldShell, useFieldIds } from './field-shell';

const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  line-height: 1.5;
  resize: vertical;
`;

export type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/** A labelled multi-line input (incident update bodies, descriptions), resizable vertically. */
export function Textarea({
  label,
  hint,
  error,
  id,
  'aria-describedby': describedBy,
  ...rest
}: TextareaProps) {
  const { controlProps, ...shell } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldShell label={label} hint={hint} error={error} {...shell}>
      <StyledTextarea rows={4} {...rest} {...controlProps} />
    </FieldShell>
  );
}
