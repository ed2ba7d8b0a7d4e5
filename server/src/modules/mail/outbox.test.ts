import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, uniqueEmail } from '../../test/build-test-app';
import { startSmtpCapture } from '../../test/smtp-capture';
import { findMailsTo, type OutboxRow } from './repository';

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

  it('prints mails with their links to the log when no SMTP server is configured', async () => {
    let log = '';
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        log += chunk.toString();
        callback();
      },
    });
    const app = await buildTestApp({ smtpUrl: null, logLevel: 'info' }, { logStream });
    app.outbox.start();
    try {
      const email = uniqueEmail('console');
      await register(app, email);
      const sent = await waitFor(app, email, (mail) => mail.status === 'sent');
      const link = /http:\/\/localhost:8080\/activate\/[\w-]+/.exec(sent.text_body)?.[0];
      expect(link).toBeDefined();
      expect(log).toContain(email);
      expect(log).toContain(link);
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
