import { configureApi, STORAGE_KEYS, syncAccessCookie } from '@statusdeck/shared';
import { applyStartingLanguage, markAppStarted } from '@statusdeck/shared/early';
import { loadHostConfig } from './app/app-config';
// Importing the app tree loads no remote; rendering it does, and that waits until every remote is registered.
import { remoteOfRoute, renderApp } from './app/render-app';
import { startI18n } from './app/use-i18n-ready';
import {
  federatedRemoteLoader,
  preloadFederatedRemote,
  registerFederatedRemotes,
} from './features/remotes/federation';

async function start(): Promise<void> {
  // Done by the early script already in production builds; development builds have none.
  applyStartingLanguage();
  // What the early script has not started by now, the app asks for itself.
  markAppStarted();
  // The server renders the dashboard for the visitor this cookie names (a session from before it existed).
  syncAccessCookie();
  const config = await loadHostConfig();
  configureApi({ baseUrl: config.apiBase });
  void startI18n();
  registerFederatedRemotes(config.remotes);
  // The screen's remote loads beside the session and the translations, not after them.
  const sessionStored = localStorage.getItem(STORAGE_KEYS.accessToken) !== null;
  const screen = remoteOfRoute(window.location.pathname, sessionStored);
  if (screen) preloadFederatedRemote(screen);
  renderApp(federatedRemoteLoader);
}

void start();
