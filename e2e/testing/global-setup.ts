// Starts the real product for the browser tests: the production build served by the
// all-in-one server, sending mail to a loopback SMTP server. The database is a fresh embedded
// PGlite, or the PostgreSQL server E2E_DATABASE_URL names (CI); the tests reach it only through
// the product.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { APPS } from '../../shared/src/apps/app-manifest';
import { startMailbox } from './mailbox';
import { APP_PORT, BASE_URL, MAIL_DIR, PUBLIC_ORIGIN_PORT, SMTP_PORT } from './ports';
import { startProductServer } from './product-server';
import { startStaticOrigin } from './static-origin';
import { makeReceiverCertificate, WEBHOOK_RETRY_SCHEDULE_MS } from './webhook-receiver';

const repoRoot = join(__dirname, '..', '..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailbox = await startMailbox(SMTP_PORT, MAIL_DIR);
  // remote-public lives on its own origin: the host must find it through /app-config.json.
  const publicOrigin = await startStaticOrigin(
    join(repoRoot, APPS.public.folder, 'dist'),
    PUBLIC_ORIGIN_PORT,
    BASE_URL,
  );
  // The server's request log goes to a file, kept for reading after a failure.
  mkdirSync(join(__dirname, '..', '.tmp'), { recursive: true });
  const server = await startProductServer({
    port: APP_PORT,
    logFile: join(__dirname, '..', '.tmp', 'server.log'),
    // Webhook specs run their receivers on 127.0.0.1 over https, with a certificate made here; a failed
    // delivery is retried after half a second, twice, then its webhook is disabled (not over a day).
    env: {
      WEBHOOK_ALLOW_PRIVATE: 'true',
      NODE_EXTRA_CA_CERTS: makeReceiverCertificate(),
      WEBHOOK_RETRY_SCHEDULE_MS: WEBHOOK_RETRY_SCHEDULE_MS.join(','),
      // The billing spec moves its organisation's period to its end through the billing worker.
      BILLING_TEST_CLOCK: 'true',
    },
  });

  return async () => {
    await server.stop();
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
    await new Promise<void>((resolve) => publicOrigin.close(() => resolve()));
  };
}
