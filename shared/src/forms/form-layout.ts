import styled from 'styled-components';

export { FormStack } from './form-stack';

/** Controls side by side that wrap on narrow screens (remember-me + forgot-password, Cancel + Save). */
export const FormRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  flex-wrap: wrap;
`;

/** The row of buttons at the end of a form. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
