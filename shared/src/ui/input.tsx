import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const StyledInput = styled.input`
  width: 100%;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transition: border-color 120ms ease;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceHover};
    cursor: not-allowed;
  }
`;

export type InputProps = ComponentPropsWithRef<'input'>;

export function Input(props: InputProps) {
  return <StyledInput {...props} />;
}
