import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
`;

const Box = styled.input`
  width: 16px;
  height: 16px;
  margin: 2px 0 0;
  flex: none;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
`;

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode };

export function Checkbox({ label, ...rest }: CheckboxProps) {
  return (
    <Label>
      <Box {...rest} type="checkbox" />
      <span>{label}</span>
    </Label>
  );
}
