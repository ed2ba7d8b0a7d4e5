import { createRoot } from 'react-dom/client';
import type { RemoteLoader } from '../features/remotes/remote-modules';
import { App } from './app';

export { remoteOfRoute } from './route-remote';

export function renderApp(loader: RemoteLoader): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<App loader={loader} />);
}
