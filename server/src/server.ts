import { ConfigError, loadConfig } from './config';
import { openDatabaseEarly } from './db/opening-database';
import { makePrivate, PRIVATE_UMASK } from './db/private-files';
import { StartupError } from './db/startup-error';
import { createShutdown } from './lib/graceful-shutdown';
import { assertPortFree, toStartupError } from './lib/listen-errors';
import { defaultLogStream } from './lib/log-output';

async function main(): Promise<void> {
  // DATA_DIR holds the JWT secret and the embedded database (password hashes): nobody else may read it,
  // whatever the umask we were started with, nor keep reading a folder an earlier version left open.
  process.umask(PRIVATE_UMASK);
  const config = loadConfig(process.env);
  makePrivate(config.dataDir);
  await assertPortFree(config.host, config.port);
  // JSON lines unless a person reads the terminal (buildApp alone, as tests use it, always writes JSON).
  const logStream = defaultLogStream();
  // The embedded database starts on its thread first, then the app's modules load meanwhile (a restart
  // waited for one after the other: ~1 s each of CPU).
  const openingDatabase =
    config.database.kind === 'pglite' ? openDatabaseEarly(config.database.dataDir) : undefined;
  const { buildApp } = await import('./app.js');
  const app = await buildApp(config, {
    ...(logStream ? { logStream } : {}),
    ...(openingDatabase ? { openingDatabase } : {}),
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Taken since the check: close the database (and its lock) before exiting.
    await app.close();
    throw toStartupError(error, config.host, config.port);
  }
  app.outbox.start();
  app.webhooks.start();
  app.maintenance.start();
  app.domains.start();
  app.billing.start();
  // Route schemas compile on first use; compiling the rest now, a step at a time, keeps the first request of
  // each route quick and reports a schema that does not compile at start-up.
  app
    .compileSchemas()
    .catch((error: unknown) => app.log.error({ err: error }, 'a route schema does not compile'));
  app.log.info(
    { publicUrl: config.publicUrl, database: config.database.kind, smtp: config.smtpUrl ? 'smtp' : 'log' },
    'Statusdeck is up',
  );

  const shutdown = createShutdown({
    app,
    timeoutMs: config.shutdownTimeoutMs,
    drainMs: config.shutdownDrainMs,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  let message: unknown = error;
  if (error instanceof ConfigError) message = `Invalid configuration: ${error.message}`;
  else if (error instanceof StartupError) message = `Cannot start Statusdeck: ${error.message}`;
  console.error(message);
  process.exit(1);
});
