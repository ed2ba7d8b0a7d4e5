/** Standalone dev harness (`npm run dev -w remote-settings`): the exposed routes without the host. */
import { mountPatterns, paths, startStandaloneApp } from '@statusdeck/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import SettingsRoutes from './app/settings-routes';

void startStandaloneApp(
  <Routes>
    <Route path={mountPatterns.settings} element={<SettingsRoutes />} />
    <Route path="*" element={<Navigate to={paths.settings()} replace />} />
  </Routes>,
);
