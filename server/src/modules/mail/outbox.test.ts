import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DatabaseUnavailableError, type Db } from '../../db/db';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import { captureStream } from '../../testing/capture-stream';
import { startSmtpCapture } from '../../testing/smtp-capture';
import { createOutboxWorker } from './outbox-worker';
import { enqueueMail, findMailsTo, type OutboxRow } from './repository';
import { createSmtpTransport } from './transport';

/** A port nobody listens on: bound once by us, then released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(app: FastifyInstance, email: string, done: (mail: OutboxRow) => boolean) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [mail] = await findMailsTo(app.db, email);
    if (mail && done(mail)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mail to ${email} never reached the expected state`);
}

const register = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/v1/register', payload: { email, password: 'long enough 1' } });

describe('the mail outbox', () => {
  it('keeps a mail through an SMTP outage and delivers it once SMTP is back', async () => {
    const port = await freePort();
    const app = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    app.outbox.start();
    try {
      const email = uniqueEmail('outage');
      expect((await register(app, email)).statusCode).toBe(201);

      const failing = await waitFor(app, email, (mail) => mail.attempts >= 2);
      expect(failing.status).toBe('pending');
      expect(failing.last_error).toEqual(expect.any(String));

      const smtp = await startSmtpCapture(port);
      try {
        const delivered = await smtp.waitForMail(email, 10_000);
        expect(delivered.raw).toContain('/activate/');
        const sent = await waitFor(app, email, (mail) => mail.status === 'sent');
        expect(sent.last_error).toBeNull();
      } finally {
        await smtp.close();
      }
    } finally {
      await app.close();
    }
  });

  it('prints mails with their links to stdout when no SMTP server is configured, and says so at start', async () => {
    const log = captureStream();
    const mails = captureStream();
    const app = await buildTestApp(
      { smtpUrl: null, logLevel: 'info' },
      { logStream: log.stream, mailOutput: mails.stream },
    );
    app.outbox.start();
    try {
      expect(log.text()).toContain('SMTP_URL is not set: e-mails and their links are printed here');
      const email = uniqueEmail('console');
      await register(app, email);
      const sent = await waitFor(app, email, (mail) => mail.status === 'sent');
      const link = /http:\/\/localhost:8080\/activate\/[\w-]+/.exec(sent.text_body)?.[0];
      expect(link).toBeDefined();
      expect(mails.text()).toMatch(new RegExp(`^│ To: +${email}$`, 'm'));
      // The link stands whole, after the box's border and a space, so a terminal makes it clickable.
      expect(mails.text().split('\n')).toContain(`│ Links:   ${link}`);
    } finally {
      await app.close();
    }
  });

  it('leaves the mail pending when the change that caused it fails', async () => {
    const app = await buildTestApp();
    try {
      const email = uniqueEmail('rollback');
      await register(app, email);
      expect((await register(app, email.toUpperCase())).statusCode).toBe(409);
      expect(await findMailsTo(app.db, email)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

function captureLog() {
  const captured = { lines: [] as { level: number; msg: string; mailId?: string }[] };
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) captured.lines.push(JSON.parse(line));
      callback();
    },
  });
  return { ...captured, stream };
}

// These workers claim any due mail. On a PostgreSQL shared with other test files they would fail or
// swallow those files' mails, so they get a private in-memory database.
const privateDatabase = { database: { kind: 'pglite', dataDir: null } } as const;

describe('the outbox worker', () => {
  it('gives up on a mail after maxAttempts and logs that at error level', async () => {
    const port = await freePort();
    const log = captureLog();
    const app = await buildTestApp(
      {
        ...privateDatabase,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        logLevel: 'info',
        outbox: { pollIntervalMs: 20, retryBaseMs: 20, maxAttempts: 2 },
      },
      { logStream: log.stream },
    );
    app.outbox.start();
    try {
      const email = uniqueEmail('giveup');
      expect((await register(app, email)).statusCode).toBe(201);
      const failed = await waitFor(app, email, (mail) => mail.status === 'failed');
      expect(failed.attempts).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await findMailsTo(app.db, email))[0]?.attempts).toBe(2);
      const errors = log.lines.filter((line) => line.level === 50 && line.mailId === failed.id);
      expect(errors).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('records a mail SMTP accepted as sent even when the database fails to at first, and never sends it twice', async () => {
    const app = await buildTestApp(privateDatabase);
    const smtp = await startSmtpCapture();
    // The real database, except that it refuses the first two "sent" records, as while it restarts.
    let refusals = 2;
    const db: Db = {
      query: (sql, params) =>
        sql.startsWith("UPDATE mail_outbox SET status = 'sent'") && refusals-- > 0
          ? Promise.reject(new DatabaseUnavailableError(new Error('the database is restarting')))
          : app.db.query(sql, params),
      exec: (sql) => app.db.exec(sql),
      transaction: (fn) => app.db.transaction(fn),
      listen: (channel, handler) => app.db.listen(channel, handler),
      close: () => app.db.close(),
    };
    const worker = createOutboxWorker({
      db,
      transport: createSmtpTransport(smtp.url, 'Statusdeck <no-reply@example.test>'),
      log: app.log,
      pollIntervalMs: 20,
      retryBaseMs: 20,
      maxAttempts: 5,
    });
    try {
      const email = uniqueEmail('record-sent');
      await enqueueMail(app.db, { to: email, subject: 'once', text: 'text', html: '<p>html</p>' });
      worker.start();
      const sent = await waitFor(app, email, (mail) => mail.status === 'sent');
      expect(refusals).toBeLessThan(0);
      expect(sent.attempts).toBe(1);
      expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    } finally {
      await worker.stop();
      await smtp.close();
      await app.close();
    }
  });

  it('stops between mails when stopped, leaving the rest of a backlog for later', async () => {
    const app = await buildTestApp(privateDatabase);
    const email = uniqueEmail('backlog');
    const sent: string[] = [];
    const worker = createOutboxWorker({
      db: app.db,
      // A slow transport: stop() must not wait for the whole backlog to go through it.
      transport: {
        send: async (mail) => {
          sent.push(mail.id);
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
        close: () => undefined,
      },
      log: app.log,
      pollIntervalMs: 1000,
      retryBaseMs: 1000,
      maxAttempts: 3,
    });
    try {
      for (let index = 0; index < 20; index += 1) {
        await enqueueMail(app.db, { to: email, subject: `mail ${index}`, text: 'text', html: '<p>html</p>' });
      }
      worker.start();
      while (sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      await worker.stop();
      const sentAtStop = sent.length;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sent.length).toBe(sentAtStop);
      const pending = (await findMailsTo(app.db, email)).filter((mail) => mail.status === 'pending');
      expect(pending.length).toBeGreaterThan(10);
    } finally {
      await worker.stop();
      await app.close();
    }
  });
});
