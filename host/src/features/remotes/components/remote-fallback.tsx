import { RemoteUnavailable } from './remote-unavailable';

/**
 * Default export of the module federation fallback module. The host's own loader never renders
 * it (it raises an error for the route's boundary instead); a full reload is the retry left here.
 */
export function RemoteFallback() {
  return <RemoteUnavailable onRetry={() => window.location.reload()} />;
}
