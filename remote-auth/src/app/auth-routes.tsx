import { Route } from 'react-router-dom';
import ActivateScreen from './activate-screen';
import AuthScreen from './auth-screen';
import RequestResetScreen from './request-reset-screen';
import ResetPasswordScreen from './reset-password-screen';

/**
 * The auth screens at the paths the host mounts them at (SPEC §2), for this remote's standalone
 * harness and its tests; the host keeps its own routing table.
 */
export const authRoutes = (
  <>
    <Route path="/auth" element={<AuthScreen initialTab="login" />} />
    <Route path="/auth/signin" element={<AuthScreen initialTab="login" />} />
    <Route path="/auth/signup" element={<AuthScreen initialTab="register" />} />
    <Route path="/auth/request-reset" element={<RequestResetScreen />} />
    <Route path="/reset-password/:token" element={<ResetPasswordScreen />} />
    <Route path="/activate/:token" element={<ActivateScreen />} />
  </>
);
