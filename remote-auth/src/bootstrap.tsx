/** Standalone dev harness (`npm run dev -w remote-auth`): the auth screens without the host. */
import { AppProviders, initI18n, useRegisterNavigate } from '@statusdeck/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import ActivateScreen from './app/activate-screen';
import AuthScreen from './app/auth-screen';
import RequestResetScreen from './app/request-reset-screen';
import ResetPasswordScreen from './app/reset-password-screen';

function DevRoutes() {
  useRegisterNavigate();
  return (
    <Routes>
      <Route path="/auth" element={<AuthScreen initialTab="login" />} />
      <Route path="/auth/signin" element={<AuthScreen initialTab="login" />} />
      <Route path="/auth/signup" element={<AuthScreen initialTab="register" />} />
      <Route path="/auth/request-reset" element={<RequestResetScreen />} />
      <Route path="/reset-password/:token" element={<ResetPasswordScreen />} />
      <Route path="/activate/:token" element={<ActivateScreen />} />
      <Route path="*" element={<Navigate to="/auth" replace />} />
    </Routes>
  );
}

async function start(): Promise<void> {
  // Missing translations show keys rather than a blank page.
  await initI18n().catch((error: unknown) => console.error('Translations failed to load', error));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <AppProviders>
      <BrowserRouter>
        <DevRoutes />
      </BrowserRouter>
    </AppProviders>,
  );
}

void start();
