import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * A link that looks like the kit's primary button, for the one next step of a finished flow
 * ("Go to sign in"). It stays a link: it navigates, and can be opened in a new tab.
 */
export const ButtonLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 500;
  text-decoration: none;
  transition: background-color 120ms ease;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &:active {
    background: ${({ theme }) => theme.colors.primaryActive};
  }
`;
