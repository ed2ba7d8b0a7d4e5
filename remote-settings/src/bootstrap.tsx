/** Standalone dev harness (`npm run dev -w remote-settings`): the exposed routes without the host. */
import { AppProviders, initI18n, useRegisterNavigate } from '@statusdeck/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import SettingsRoutes from './app/settings-routes';

function DevRoutes() {
  useRegisterNavigate();
  return (
    <Routes>
      <Route path="/settings/*" element={<SettingsRoutes />} />
      <Route path="*" element={<Navigate to="/settings" replace />} />
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
