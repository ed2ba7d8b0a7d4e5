import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { answerEarlyOr } from '@statusdeck/shared/early';
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

/**
 * A remote's manifest the early script (early.ts) already read is taken from there, once, instead of being
 * asked for again; otherwise federation fetches it as it would.
 */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'statusdeck-early-manifest',
    fetch(url, init) {
      return answerEarlyOr(url, null, () => fetch(url, init));
    },
  };
}

/** Registers the remotes named by `/app-config.json` (deploy-time, not build-time). */
export function registerFederatedRemotes(remotes: Record<string, string>): void {
  registerPlugins([remoteFallbackPlugin(), earlyManifestPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

function isComponentModule(value: unknown): value is RemoteComponentModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const component = value.default;
  return typeof component === 'function' || (typeof component === 'object' && component !== null);
}

/** Loads started ahead of the screen that will ask for them (one each: a retry loads afresh). */
const preloaded = new Map<RemoteModuleId, Promise<unknown>>();

/** Starts loading an exposed module now; the first `federatedRemoteLoader` call for it takes the result. */
export function preloadFederatedRemote(id: RemoteModuleId): void {
  const loading = loadRemote<unknown>(id);
  // A failure is reported when the screen asks (its Retry loads afresh), not as an unhandled rejection.
  loading.catch(() => undefined);
  preloaded.set(id, loading);
}

/**
 * Loads through module federation. The fallback module is turned back into an error so the
 * route's error boundary shows the unavailable panel whose Retry calls this again.
 */
export const federatedRemoteLoader: RemoteLoader = async (id: RemoteModuleId) => {
  let loaded: unknown;
  try {
    const early = preloaded.get(id);
    preloaded.delete(id);
    loaded = await (early ?? loadRemote<unknown>(id));
  } catch (error) {
    throw new RemoteUnavailableError(id, { cause: error });
  }
  if (loaded === REMOTE_FALLBACK_MODULE || !isComponentModule(loaded)) throw new RemoteUnavailableError(id);
  return loaded;
};
