/** Standalone dev harness (`npm run dev -w remote-statuspages`): the exposed screens without the host. */
import { AppProviders, initI18n, useRegisterNavigate } from '@statusdeck/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import Dashboard from './app/dashboard';
import StatusPagesRoutes from './app/status-pages-routes';

function DevRoutes() {
  useRegisterNavigate();
  return (
    <Routes>
      <Route index element={<Dashboard />} />
      <Route path="/statuspages/*" element={<StatusPagesRoutes />} />
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
