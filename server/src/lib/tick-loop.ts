import type { FastifyBaseLogger } from 'fastify';

export type TickLoop = {
  /** True from stop() on, so a long catch-up can end between its steps. */
  readonly stopping: boolean;
  start(): void;
  /** Resolves once the tick in flight (if any) has ended. */
  stop(): Promise<void>;
};

/**
 * The background workers' one loop (maintenance, custom domains, billing): `tick` at start, then again
 * `everyMs` after each one ends, until stopped. A tick that throws is logged and the next runs on time.
 */
export function tickLoop(options: {
  everyMs: number;
  tick: () => Promise<unknown>;
  log: FastifyBaseLogger;
  /** Names the worker in the log line of a failed tick. */
  name: string;
}): TickLoop {
  let running = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();

  const run = () => {
    current = options
      .tick()
      .catch((error: unknown) => options.log.error({ err: error }, `${options.name} failed; will retry`))
      .finally(schedule);
  };
  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      timer = null;
      run();
    }, options.everyMs);
  }

  return {
    get stopping() {
      return stopping;
    },
    start() {
      if (running) return;
      running = true;
      stopping = false;
      run();
    },
    async stop() {
      running = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
  };
}
