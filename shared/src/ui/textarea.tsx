import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { FieldShell, type LabelledProps, useLabelledControl } from './field-shell';

const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  line-height: 1.5;
  resize: vertical;
`;

export type TextareaProps = ComponentPropsWithRef<'textarea'> & LabelledProps;

/** A labelled multi-line input (incident update bodies, descriptions), resizable vertically. */
export function Textarea(props: TextareaProps) {
  const { shell, control, rest } = useLabelledControl(props);
  return (
    <FieldShell {...shell}>
      <StyledTextarea rows={4} {...rest} {...control} />
    </FieldShell>
  );
}
