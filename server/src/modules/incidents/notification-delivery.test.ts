import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { createSubscriber } from '../../testing/factories';
import { type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture';
import { createOutboxWorker } from '../mail/outbox-worker';
import { createSmtpTransport } from '../mail/transport';
import { addressOfPublicPage } from '../pages/page-address';
import { unsubscribeLink } from '../public-site/subscriptions/subscription-links';
import { incidentFixture } from './testing/incidents';

// These workers deliver every due mail of the database; on a shared PostgreSQL they would take other test
// files' mails, so this file keeps a private in-memory database.
const privateDatabase = { database: { kind: 'pglite', dataDir: null } } as const;
const fastOutbox = { pollIntervalMs: 20, retryBaseMs: 20, maxAttempts: 100, concurrency: 4 };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits (polling the outbox, not the clock) until every mail of the notification matches `done`. */
async function waitForOutbox(
  app: FastifyInstance,
  notificationId: string,
  done: (row: { status: string; attempts: number }) => boolean,
) {
  for (;;) {
    const rows = await app.db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM mail_outbox WHERE notification_id = $1',
      [notificationId],
    );
    if (rows.length > 0 && rows.every(done)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

function countByRecipient(smtp: SmtpCapture): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.mails) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

async function pageWithSubscribers(app: FastifyInstance, count: number) {
  const fixture = await incidentFixture(app);
  const subscribers = [];
  for (let index = 0; index < count; index += 1)
    subscribers.push(await createSubscriber(app, fixture.page.id));
  return { ...fixture, subscribers };
}

describe('incident notification delivery over SMTP', () => {
  it('delivers exactly one mail per subscriber per update with two workers running, unsubscribe headers included', async () => {
    const smtp = await startSmtpCapture();
    const app = await buildTestApp({ ...privateDatabase, smtpUrl: smtp.url, outbox: fastOutbox });
    const second = createOutboxWorker({
      db: app.db,
      transport: createSmtpTransport(smtp.url, app.config.mailFrom, fastOutbox.concurrency),
      log: app.log,
      ...fastOutbox,
    });
    try {
      const { client, base, page, subscribers } = await pageWithSubscribers(app, 12);
      app.outbox.start();
      second.start();
      const incident = (await client.post(base, { name: 'Outage', body: 'Requests fail' })).json();
      const next = (
        await client.patch(`${base}/${incident.id}`, { status: 'identified', body: 'Found it' })
      ).json();
      await waitForOutbox(app, incident.incident_updates[0].id, (row) => row.status === 'sent');
      await waitForOutbox(app, next.incident_updates[0].id, (row) => row.status === 'sent');
      while (smtp.mails.length < 24) await new Promise((resolve) => setTimeout(resolve, 20));

      const counts = countByRecipient(smtp);
      expect(counts.size).toBe(12);
      for (const subscriber of subscribers) expect(counts.get(subscriber.email)).toBe(2);
      const [first] = subscribers;
      if (!first) throw new Error('no subscriber');
      const mail = await smtp.waitForMail(first.email);
      const raw = unfold(mail.raw);
      const address = addressOfPublicPage(app.config, { slug: page.slug, custom_domain: null }, 'en');
      expect(raw).toContain(`List-Unsubscribe: <${unsubscribeLink(app.config, address, first.id)}>`);
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(raw).toContain('Subject: [Acme] Outage:');
    } finally {
      await second.stop();
      await app.close();
      await smtp.close();
    }
  });

  it('keeps the mails through an SMTP outage and delivers each once when SMTP is back', async () => {
    const port = await freePort();
    const app = await buildTestApp({
      ...privateDatabase,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outbox: fastOutbox,
    });
    let smtp: SmtpCapture | null = null;
    try {
      const { client, base, subscribers } = await pageWithSubscribers(app, 8);
      app.outbox.start();
      const incident = (await client.post(base, { name: 'Outage', body: 'Requests fail' })).json();
      const updateId = incident.incident_updates[0].id;
      // Every mail has failed at least twice while nothing listens.
      const failing = await waitForOutbox(app, updateId, (row) => row.attempts >= 2);
      expect(failing.every((row) => row.status === 'pending')).toBe(true);

      smtp = await startSmtpCapture(port);
      await waitForOutbox(app, updateId, (row) => row.status === 'sent');
      while (smtp.mails.length < subscribers.length) await new Promise((resolve) => setTimeout(resolve, 20));
      const counts = countByRecipient(smtp);
      expect([...counts.values()]).toEqual(subscribers.map(() => 1));
      expect(new Set(counts.keys())).toEqual(new Set(subscribers.map((subscriber) => subscriber.email)));
    } finally {
      await app.close();
      await smtp?.close();
    }
  });
});
