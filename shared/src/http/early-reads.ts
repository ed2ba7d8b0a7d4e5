type EarlyRead = { bearer: string | null; answer: Promise<Response> };
type EarlyState = { reads: Map<string, EarlyRead>; appStarted: boolean };

/**
 * Reads the page started before the app ran (start-early.ts, in the host's early script), by absolute URL,
 * and whether the app has started. The early script and the app are separate bundles, each with its own
 * copy of this module, so this is kept on the page's global object under one registered symbol.
 */
function state(): EarlyState {
  const global = globalThis as { [key: symbol]: EarlyState | undefined };
  const key = Symbol.for('statusdeck.early');
  global[key] ??= { reads: new Map(), appStarted: false };
  return global[key];
}

const started = () => state().reads;

/**
 * The app calls this as it starts: from then on it asks for what it needs itself, so the early script, when
 * it was slower than the app (the app's script already cached, say), starts nothing more.
 */
export function markAppStarted(): void {
  state().appStarted = true;
}

export function appHasStarted(): boolean {
  return state().appStarted;
}

/** The key of a URL: written in full against the page's address (a path and its full URL are one read). */
const absolute = (url: string) => (globalThis.location ? new URL(url, globalThis.location.href).href : url);

/** Keeps an early read of `url` made with `bearer` (null: none) for the app's first request of it. */
export function rememberEarlyRead(url: string, bearer: string | null, answer: Promise<Response>): void {
  // A read that fails is asked again by the app's request: nothing to report here.
  answer.catch(() => undefined);
  started().set(absolute(url), { bearer, answer });
}

/**
 * The first GET of `url` with `bearer`: the early read's answer when there is one made with the same token
 * and it succeeded, else `send()`. Each early read answers once; later reads of the URL ask the server.
 */
export function answerEarlyOr(
  url: string,
  bearer: string | null,
  send: () => Promise<Response>,
): Promise<Response> {
  const key = absolute(url);
  const read = started().get(key);
  if (!read) return send();
  started().delete(key);
  if (read.bearer !== bearer) return send();
  return read.answer.then((response) => (response.ok ? response : send()), send);
}

/**
 * A write makes every answer read before it stale, and a move to another screen leaves the opening
 * screen's reads to nobody (host app.tsx): none of them is handed out after it.
 */
export function forgetEarlyReads(): void {
  started().clear();
}
