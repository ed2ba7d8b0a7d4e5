import { routePatterns } from '@statusdeck/shared';
import { Route } from 'react-router-dom';
import ActivateScreen from './activate-screen';
import AuthScreen from './auth-screen';
import InvitationScreen from './invitation-screen';
import RequestResetScreen from './request-reset-screen';
import ResetPasswordScreen from './reset-password-screen';

/**
 * The auth screens at the paths the host mounts them at, for this remote's standalone
 * harness and its tests; the host keeps its own routing table.
 */
export const authRoutes = (
  <>
    <Route path={routePatterns.auth} element={<AuthScreen initialTab="login" />} />
    <Route path={routePatterns.signIn} element={<AuthScreen initialTab="login" />} />
    <Route path={routePatterns.signUp} element={<AuthScreen initialTab="register" />} />
    <Route path={routePatterns.requestReset} element={<RequestResetScreen />} />
    <Route path={routePatterns.resetPassword} element={<ResetPasswordScreen />} />
    <Route path={routePatterns.activate} element={<ActivateScreen />} />
    <Route path={routePatterns.invitation} element={<InvitationScreen />} />
  </>
);
