import { configureApi } from '@statusdeck/shared';
import { loadAppConfig } from './app/app-config';
import { federatedRemoteLoader, registerFederatedRemotes } from './features/remotes/federation';

async function start(): Promise<void> {
  const config = await loadAppConfig();
  configureApi({ baseUrl: config.apiBase });
  registerFederatedRemotes(config.remotes);
  // The app tree is imported only once every remote is registered, so nothing can load one early.
  const { renderApp } = await import('./app/render-app');
  renderApp(federatedRemoteLoader);
}

void start();
