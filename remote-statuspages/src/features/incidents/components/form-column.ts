import { Form } from 'formik';
import styled from 'styled-components';

/**
 * A Formik form laid out as one column, for the forms inside the incident screen and its dialog: unlike
 * FormStack it keeps the container's width and leaves focus where it is after a failed submit.
 */
export const FormColumn = styled(Form)<{ $gap?: 'md' | 'lg' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
`;
