import type { FastifyInstance } from 'fastify';

export type ShutdownOptions = {
  app: FastifyInstance;
  /** How long in-flight requests may take to finish. */
  timeoutMs: number;
  /** How long /ready answers 503 first while everything else is still served (0: close at once). */
  drainMs?: number;
  exit: (code: number) => void;
};

const wait = (ms: number) =>
  new Promise<'timeout'>((resolve) => {
    setTimeout(() => resolve('timeout'), ms).unref();
  });

/**
 * The SIGTERM/SIGINT handler. With `drainMs`, it first marks the server draining: /ready answers 503 while
 * requests are still served as usual, so a load balancer's health checks route new requests elsewhere before
 * any connection is refused. Then app.close() stops accepting connections, lets in-flight requests finish
 * (a request arriving on a busy keep-alive connection meanwhile gets a 503, see plugins/closing.ts), then
 * runs the onClose hooks: outbox worker, hashing threads, database and its lock file. If requests are
 * still running after `timeoutMs`, their connections are cut so the hooks run anyway; if even that hangs,
 * the database is closed directly. The process never exits with the database (and its lock) open.
 */
export function createShutdown({
  app,
  timeoutMs,
  drainMs = 0,
  exit,
}: ShutdownOptions): (signal: string) => Promise<void> {
  let running: Promise<void> | null = null;

  const closeDatabase = () =>
    app.db.close().catch((error: unknown) => app.log.error({ err: error }, 'closing the database failed'));

  async function shutdown(signal: string): Promise<void> {
    if (drainMs > 0) {
      app.drain.draining = true;
      app.log.info(`${signal} received: answering /ready with 503 for ${drainMs} ms before closing`);
      await wait(drainMs);
    }
    app.log.info(`${signal} received: draining requests, stopping the outbox worker, closing the database`);
    const closed = app.close().then(
      () => 'closed' as const,
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        return 'failed' as const;
      },
    );
    const first = await Promise.race([closed, wait(timeoutMs)]);
    if (first === 'closed') return exit(0);
    if (first === 'timeout') {
      app.log.error(`requests still running after ${timeoutMs} ms: closing their connections`);
      app.server.closeAllConnections();
      if ((await Promise.race([closed, wait(timeoutMs)])) !== 'closed') await closeDatabase();
    } else {
      await closeDatabase();
    }
    exit(1);
  }

  return (signal) => {
    running ??= shutdown(signal);
    return running;
  };
}
