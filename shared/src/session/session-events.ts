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
