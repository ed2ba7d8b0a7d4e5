import { useId } from 'react';
import styled from 'styled-components';
import { Input, type InputProps } from './input';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

export type TextFieldProps = InputProps & { label: string; error?: string };

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, id, 'aria-describedby': describedBy, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const describedByIds = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        {...rest}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds || undefined}
      />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
