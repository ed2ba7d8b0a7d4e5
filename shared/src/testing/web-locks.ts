/**
 * The Web Locks API (navigator.locks) as browsers have it, for jsdom, which lacks it: one exclusive
 * lock per name, granted in request order, released when the task settles. Returns the names granted.
 */
export function installWebLocks(): string[] {
  const granted: string[] = [];
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, task: () => Promise<unknown>) {
      const run = (queues.get(name) ?? Promise.resolve()).then(() => {
        granted.push(name);
        return task();
      });
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return granted;
}

/** Back to jsdom's navigator without Web Locks, as in browsers that lack them. */
export function removeWebLocks(): void {
  Reflect.deleteProperty(navigator, 'locks');
}
