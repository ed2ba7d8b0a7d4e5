import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** An in-app link styled as emphasised text, for "Back to sign in" and similar. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;
