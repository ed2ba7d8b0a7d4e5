/** Standalone dev harness (`npm run dev -w remote-auth`): the auth screens without the host. */
import { paths, startStandaloneApp } from '@statusdeck/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { authRoutes } from './app/auth-routes';

void startStandaloneApp(
  <Routes>
    {authRoutes}
    <Route path="*" element={<Navigate to={paths.auth()} replace />} />
  </Routes>,
);
