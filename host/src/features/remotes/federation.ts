import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { RemoteFallback } from './components/remote-fallback';
import {
  type RemoteComponentModule,
  type RemoteLoader,
  type RemoteModuleId,
  RemoteUnavailableError,
} from './remote-modules';

/**
 * What module federation hands back instead of throwing when a remote fails to load. Only the
 * `onLoad` lifecycle may return a module: earlier lifecycles expect a manifest or entry there.
 */
export const REMOTE_FALLBACK_MODULE: RemoteComponentModule = { default: RemoteFallback };

export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'statusdeck-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${args.id} failed to load`, args.error);
      return REMOTE_FALLBACK_MODULE;
    },
  };
}

/** Registers the remotes named by `/app-config.json` (deploy-time, not build-time). */
export function registerFederatedRemotes(remotes: Record<string, string>): void {
  registerPlugins([remoteFallbackPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

function isComponentModule(value: unknown): value is RemoteComponentModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const component = value.default;
  return typeof component === 'function' || (typeof component === 'object' && component !== null);
}

/**
 * Loads through module federation. The fallback module is turned back into an error so the
 * route's error boundary shows the unavailable panel whose Retry calls this again.
 */
export const federatedRemoteLoader: RemoteLoader = async (id: RemoteModuleId) => {
  let loaded: unknown;
  try {
    loaded = await loadRemote<unknown>(id);
  } catch (error) {
    throw new RemoteUnavailableError(id, { cause: error });
  }
  if (loaded === REMOTE_FALLBACK_MODULE || !isComponentModule(loaded)) throw new RemoteUnavailableError(id);
  return loaded;
};
