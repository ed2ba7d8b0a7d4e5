/** Standalone dev harness (`npm run dev -w remote-statuspages`): the exposed screens without the host. */
import { mountPatterns, startStandaloneApp } from '@statusdeck/shared';
import { Route, Routes } from 'react-router-dom';
import Dashboard from './app/dashboard';
import StatusPagesRoutes from './app/status-pages-routes';

void startStandaloneApp(
  <Routes>
    <Route index element={<Dashboard />} />
    <Route path={mountPatterns.statusPages} element={<StatusPagesRoutes />} />
  </Routes>,
);
