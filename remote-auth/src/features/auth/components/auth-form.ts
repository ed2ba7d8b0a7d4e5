import { FormStack } from '@statusdeck/shared/forms';
import styled from 'styled-components';

/** The kit's form stack, with the full-width submit button of the auth cards. */
export const AuthForm = styled(FormStack)`
  & > button[type='submit'] {
    width: 100%;
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;
