import { Form as FormikForm, type FormikFormProps } from 'formik';
import { useRef } from 'react';
import styled from 'styled-components';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

const StyledForm = styled(FormikForm)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 640px;
`;

/**
 * A Formik <Form> with the kit's vertical rhythm; pass aria-label when the page has several forms.
 * A submit that fails on a field moves focus to the first invalid one.
 */
export function FormStack(props: FormikFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form);
  return <StyledForm ref={form} {...props} />;
}
