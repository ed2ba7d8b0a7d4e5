import { Form as FormikForm } from 'formik';
import styled from 'styled-components';

/** A Formik <Form> with the kit's vertical rhythm; pass aria-label when the page has several forms. */
export const FormStack = styled(FormikForm)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 640px;
`;

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
