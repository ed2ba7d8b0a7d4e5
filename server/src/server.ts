import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { assertPortFree, toStartupError } from './lib/listen-errors';
import { StartupError } from './lib/startup-error';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  await assertPortFree(config.host, config.port);
  const app = await buildApp(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Taken since the check: close the database (and its lock) before exiting.
    await app.close();
    throw toStartupError(error, config.host, config.port);
  }
  app.outbox.start();
  app.log.info(
    { publicUrl: config.publicUrl, database: config.database.kind, smtp: config.smtpUrl ? 'smtp' : 'log' },
    'Statusdeck is up',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining requests, stopping the outbox worker, closing the database`);
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // close() stops accepting, waits for in-flight requests, then runs the onClose hooks (worker, DB).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  let message: unknown = error;
  if (error instanceof ConfigError) message = `Invalid configuration: ${error.message}`;
  else if (error instanceof StartupError) message = `Cannot start Statusdeck: ${error.message}`;
  console.error(message);
  process.exit(1);
});
