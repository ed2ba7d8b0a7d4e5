import styled from 'styled-components';
import { textLinkStyles } from '../../../components/text-link-styles';
import { AuthLink } from './auth-navigation';

/** The text link of the sign-in screen, through the screen's navigation (router or plain page load). */
export const AuthTextLink = styled(AuthLink)`
  ${textLinkStyles}
`;
