import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { textLinkStyles } from './text-link-styles';

/** An in-app link styled as emphasised text, for "Back to sign in" and similar. */
export const TextLink = styled(Link)`
  ${textLinkStyles}
`;
