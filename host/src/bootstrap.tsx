import { configureApi } from '@statusdeck/shared';
import { loadHostConfig } from './app/app-config';
import { startI18n } from './app/use-i18n-ready';
import { federatedRemoteLoader, registerFederatedRemotes } from './features/remotes/federation';

async function start(): Promise<void> {
  const config = await loadHostConfig();
  configureApi({ baseUrl: config.apiBase });
  void startI18n();
  registerFederatedRemotes(config.remotes);
  // The app tree is imported only once every remote is registered, so nothing can load one early.
  const { renderApp } = await import('./app/render-app');
  renderApp(federatedRemoteLoader);
}

void start();
