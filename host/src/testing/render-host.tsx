import { renderInRouter } from '@statusdeck/shared/testing';
import { toast } from 'react-hot-toast';
import { AppContent } from '../app/app';
import { startI18n } from '../app/use-i18n-ready';
import type { RemoteLoader } from '../features/remotes/remote-modules';
import { fakeRemoteLoader } from './fake-remotes';

/** The host as the browser gets it, under a MemoryRouter, with a fresh SWR cache per test. */
export function renderHost(path: string, loader: RemoteLoader = fakeRemoteLoader()) {
  // react-hot-toast keeps toasts in a module-level store that outlives each render.
  toast.remove();
  void startI18n();
  return renderInRouter(path, <AppContent loader={loader} />);
}
