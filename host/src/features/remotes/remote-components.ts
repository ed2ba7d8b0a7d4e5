import { type LazyExoticComponent, lazy } from 'react';
import type { RemoteComponentModule, RemoteLoader, RemoteModuleId } from './remote-modules';

type RemoteComponent = RemoteComponentModule['default'];

export type RemoteComponents = { get(id: RemoteModuleId): LazyExoticComponent<RemoteComponent> };

/**
 * One lazy component per exposed module, so moving between routes of a loaded remote never
 * flashes a spinner. A failed load is forgotten at once: the next `get` (the Retry button)
 * builds a fresh lazy component and calls the loader again.
 */
export function createRemoteComponents(loader: RemoteLoader): RemoteComponents {
  const cache = new Map<RemoteModuleId, LazyExoticComponent<RemoteComponent>>();
  return {
    get(id) {
      const cached = cache.get(id);
      if (cached) return cached;
      const component = lazy(() =>
        loader(id).catch((error: unknown) => {
          cache.delete(id);
          throw error;
        }),
      );
      cache.set(id, component);
      return component;
    },
  };
}
