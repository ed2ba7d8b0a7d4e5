/**
 * The loop both outboxes (mail and webhooks) run: lanes that each take one due item at a time until none is
 * left, then a poll after `pollIntervalMs`, or at once when woken. A drain in progress when `stop()` is called
 * finishes the item at hand and leaves the backlog for later.
 */
export type PollingWorker = {
  start(): void;
  /** Resolves once the item in flight (if any) is finished. */
  stop(): Promise<void>;
  /** Called after an item is queued so it goes out now rather than at the next poll. */
  wake(): void;
  /** Handles due items until none is left or the worker is stopped; returns how many were attempted. */
  drain(): Promise<number>;
  /** True from stop() on: an item's handler may give up waiting. */
  readonly stopping: boolean;
};

export type PollingWorkerOptions = {
  /** Handles one due item; false when none was due. */
  takeOne(): Promise<boolean>;
  /** Items in flight at once: each lane takes its own, so none is handled twice. */
  concurrency: number;
  pollIntervalMs: () => number;
  /** Logged when a drain fails (the database away); the next poll tries again. */
  onDrainFailed(error: unknown): void;
};

export function createPollingWorker(options: PollingWorkerOptions): PollingWorker {
  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();
  let wakeAgain = false;

  async function lane(): Promise<number> {
    let count = 0;
    while (!stopped && (await options.takeOne())) count += 1;
    return count;
  }

  // A large backlog must not wait on one item at a time, nor open unbounded connections.
  async function drain(): Promise<number> {
    const lanes = Array.from({ length: Math.max(1, options.concurrency) }, lane);
    // Settled, not Promise.all: stop() awaits the drain, so every lane must have finished when it returns.
    const results = await Promise.allSettled(lanes);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return results.reduce((sum, result) => sum + (result.status === 'fulfilled' ? result.value : 0), 0);
  }

  function schedule(delayMs: number) {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick() {
    timer = null;
    wakeAgain = false;
    current = drain()
      .catch(options.onDrainFailed)
      .finally(() => schedule(wakeAgain ? 0 : options.pollIntervalMs()));
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopped = false;
      schedule(0);
    },
    async stop() {
      running = false;
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
    wake() {
      if (!running) return;
      if (timer) schedule(0);
      else wakeAgain = true;
    },
    drain,
    get stopping() {
      return stopped;
    },
  };
}
