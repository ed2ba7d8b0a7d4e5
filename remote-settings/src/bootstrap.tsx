/** Standalone dev harness (`npm run dev -w remote-settings`): the exposed routes without the host. */
import { startStandaloneApp } from '@statusdeck/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import SettingsRoutes from './app/settings-routes';

void startStandaloneApp(
  <Routes>
    <Route path="/settings/*" element={<SettingsRoutes />} />
    <Route path="*" element={<Navigate to="/settings" replace />} />
  </Routes>,
);
