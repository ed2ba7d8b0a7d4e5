/** Standalone dev harness (`npm run dev -w remote-auth`): the auth screens without the host. */
import { startStandaloneApp } from '@statusdeck/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import ActivateScreen from './app/activate-screen';
import AuthScreen from './app/auth-screen';
import RequestResetScreen from './app/request-reset-screen';
import ResetPasswordScreen from './app/reset-password-screen';

void startStandaloneApp(
  <Routes>
    <Route path="/auth" element={<AuthScreen initialTab="login" />} />
    <Route path="/auth/signin" element={<AuthScreen initialTab="login" />} />
    <Route path="/auth/signup" element={<AuthScreen initialTab="register" />} />
    <Route path="/auth/request-reset" element={<RequestResetScreen />} />
    <Route path="/reset-password/:token" element={<ResetPasswordScreen />} />
    <Route path="/activate/:token" element={<ActivateScreen />} />
    <Route path="*" element={<Navigate to="/auth" replace />} />
  </Routes>,
);
