import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configureApi } from '../http/configure-api';
import { initI18n } from '../i18n/init-i18n';
import { loadAppConfig } from './load-app-config';
import { StandaloneApp } from './standalone-app';

/**
 * Boots a remote on its own origin (dev harness, or remote-public's split deployment): API base
 * from `/app-config.json`, translations, then `routes` rendered into `#root`.
 */
export async function startStandaloneApp(routes: ReactNode): Promise<Root> {
  const { apiBase } = await loadAppConfig();
  configureApi({ baseUrl: apiBase });
  // Missing translations show keys rather than a blank page.
  await initI18n().catch((error: unknown) => console.error('Translations failed to load', error));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  root.render(<StandaloneApp>{routes}</StandaloneApp>);
  return root;
}
