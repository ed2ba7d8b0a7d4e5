// Incident notification fan-out: how long reporting an incident takes when 10,000 confirmed
// subscribers are mailed (the fan-out is queued inside the request's transaction), against the same
// request without notifications; then how fast the outbox delivers to a loopback SMTP server, several
// mails in flight against one at a time. Runs alone: `npx tsx scripts/bench/fanout.ts` (embedded PGlite, or
// BENCH_DATABASE_URL=postgres://… for a PostgreSQL of its own).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { createOutboxWorker } from '../../server/src/modules/mail/outbox-worker';
import { createSmtpTransport } from '../../server/src/modules/mail/transport';
import { accessTokenFor, createComponent, createPage, createUser } from '../../server/src/testing/factories';

const PGLITE = { kind: 'pglite', dataDir: null } as const;

export type FanOutFigures = {
  database: string;
  subscribers: number;
  enqueueMs: number;
  withoutNotificationsMs: number;
  queued: number;
  delivery: Array<{ concurrency: number; mails: number; seconds: number; perSecond: number }>;
};

/** Counts what arrives and keeps nothing: the bench measures our side, not the capture. */
async function startCountingSmtp() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function pageWithSubscribers(app: FastifyInstance, organizationId: string, count: number) {
  const page = await createPage(app, organizationId, 'Bench');
  const component = await createComponent(app, page.id, { name: 'API' });
  const tag = randomBytes(6).toString('hex');
  await app.db.query(
    `INSERT INTO subscribers (page_id, email, state, confirmed_at, unsubscribe_token_hash)
     SELECT $1, 'bench-' || g || '-' || $2 || '@example.test', 'confirmed', now(), $2 || '-' || g
     FROM generate_series(1, $3) AS g`,
    [page.id, tag, count],
  );
  return { page, component };
}

async function timedReport(app: FastifyInstance, url: string, token: string, notify: boolean) {
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Elevated error rate', body: 'We are looking into it.', deliver_notifications: notify },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return ms;
}

async function deliverAll(app: FastifyInstance, smtpUrl: string, concurrency: number) {
  const worker = createOutboxWorker({
    db: app.db,
    transport: createSmtpTransport(smtpUrl, app.config.mailFrom, concurrency),
    log: app.log,
    pollIntervalMs: 60_000,
    retryBaseMs: 1000,
    maxAttempts: 5,
    concurrency,
  });
  const started = process.hrtime.bigint();
  const mails = await worker.drain();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await worker.stop();
  return { concurrency, mails, seconds, perSecond: mails / seconds };
}

export async function benchFanOut(subscribers = 10_000, baselineMails = 1000): Promise<FanOutFigures> {
  const config = loadConfig({ JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' });
  const smtp = await startCountingSmtp();
  // BENCH_DATABASE_URL: a PostgreSQL of its own (the delivery runs drain every due mail in it).
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = databaseUrl ? ({ kind: 'postgres', url: databaseUrl } as const) : PGLITE;
  const app = await buildApp({ ...config, database, smtpUrl: smtp.url });
  try {
    const user = await createUser(app);
    const token = await accessTokenFor(app, user);
    const small = await pageWithSubscribers(app, user.organization_id, baselineMails);
    const large = await pageWithSubscribers(app, user.organization_id, subscribers);
    const url = (pageId: string) => `/v1/pages/${pageId}/incidents`;

    // Warm-up (JIT, prepared plans), then the same report without and with notifications.
    await timedReport(app, url(large.page.id), token, false);
    const withoutNotificationsMs = await timedReport(app, url(large.page.id), token, false);
    const enqueueMs = await timedReport(app, url(large.page.id), token, true);
    const [{ queued = 0 } = {}] = await app.db.query<{ queued: number }>(
      "SELECT count(*)::int AS queued FROM mail_outbox WHERE status = 'pending'",
    );

    // One at a time on a smaller page first, so the baseline does not take minutes.
    await app.db.query(
      "UPDATE mail_outbox SET next_attempt_at = now() + interval '1 day' WHERE status = 'pending'",
    );
    await timedReport(app, url(small.page.id), token, true);
    const sequential = await deliverAll(app, smtp.url, 1);
    await app.db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'");
    const concurrent = await deliverAll(app, smtp.url, config.outbox.concurrency ?? 4);
    const wide = await (async () => {
      await timedReport(app, url(large.page.id), token, true);
      return deliverAll(app, smtp.url, 16);
    })();
    if (smtp.received() !== sequential.mails + concurrent.mails + wide.mails) {
      throw new Error(`SMTP received ${smtp.received()} mails, the outbox sent more or fewer`);
    }
    return {
      database: database.kind,
      subscribers,
      enqueueMs,
      withoutNotificationsMs,
      queued,
      delivery: [sequential, concurrent, wide],
    };
  } finally {
    await app.close();
    await smtp.close();
  }
}

export function printFanOut(figures: FanOutFigures) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `Incident notification fan-out (${figures.subscribers.toLocaleString('en')} confirmed subscribers, ${figures.database}):`,
  );
  console.log(
    `  POST …/incidents with notifications: ${ms(figures.enqueueMs)} (${figures.queued} mails queued in its transaction); ` +
      `without: ${ms(figures.withoutNotificationsMs)}; ratio ${(figures.enqueueMs / figures.withoutNotificationsMs).toFixed(1)}×`,
  );
  const [baseline] = figures.delivery;
  for (const run of figures.delivery) {
    console.log(
      `  delivery to loopback SMTP, ${run.concurrency} in flight: ${run.mails} mails in ${run.seconds.toFixed(1)} s = ` +
        `${run.perSecond.toFixed(0)} mails/s (${(run.perSecond / (baseline?.perSecond ?? run.perSecond)).toFixed(1)}× one at a time)`,
    );
  }
}

if (require.main === module) {
  benchFanOut()
    .then(printFanOut)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
