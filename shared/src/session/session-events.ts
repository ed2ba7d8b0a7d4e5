/**
 * Code outside React (the fetch client, renewal) ends sessions; the SessionProvider listens so
 * it can empty the current-user cache entry in whichever SWR cache it lives in.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEnded(): void {
  for (const listener of listeners) listener();
}

/**
 * A call answered 403 `forbidden`: the user's role may have changed (an owner demoted them), so
 * the SessionProvider refetches who they are and every screen reading `/v1/users/me` updates.
 */
const forbiddenListeners = new Set<Listener>();

export function onForbidden(listener: Listener): () => void {
  forbiddenListeners.add(listener);
  return () => {
    forbiddenListeners.delete(listener);
  };
}

export function emitForbidden(): void {
  for (const listener of forbiddenListeners) listener();
}
