import { css } from 'styled-components';

/** A link styled as emphasised text, for "Back to sign in" and similar. */
export const textLinkStyles = css`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;
