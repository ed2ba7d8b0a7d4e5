import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createRemoteComponents, type RemoteComponents } from './remote-components';
import type { RemoteLoader } from './remote-modules';

const RemoteComponentsContext = createContext<RemoteComponents | null>(null);

/** Supplies how remotes are loaded: module federation in the app, a fake in tests. */
export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  const components = useMemo(() => createRemoteComponents(loader), [loader]);
  return <RemoteComponentsContext.Provider value={components}>{children}</RemoteComponentsContext.Provider>;
}

export function useRemoteComponents(): RemoteComponents {
  const components = useContext(RemoteComponentsContext);
  if (!components) throw new Error('useRemoteComponents must be used inside <RemoteLoaderProvider>');
  return components;
}
