import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';

const StyledInput = styled.input`
  ${controlStyles}
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
`;

export type InputProps = ComponentPropsWithRef<'input'>;

export function Input(props: InputProps) {
  return <StyledInput {...props} />;
}
