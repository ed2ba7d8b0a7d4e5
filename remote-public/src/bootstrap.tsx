import { configureApi, initI18n } from '@statusdeck/shared';
import { createRoot } from 'react-dom/client';
import { loadApiBase } from './app/app-config';
import { StandaloneApp } from './app/standalone-app';

async function start(): Promise<void> {
  configureApi({ baseUrl: await loadApiBase() });
  // Missing translations show keys rather than a blank page.
  await initI18n().catch((error: unknown) => console.error('Translations failed to load', error));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<StandaloneApp />);
}

void start();
