import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { createSubscriber } from '../../testing/factories';
import { readableMail, type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture';
import { incidentFixture } from './testing/incidents';

// The outbox worker delivers every due mail of its database: a private one keeps other files' mails out.
const privateDatabase = { database: { kind: 'pglite', dataDir: null } } as const;
const fastOutbox = { pollIntervalMs: 20, retryBaseMs: 20, maxAttempts: 100, concurrency: 2 };

let smtp: SmtpCapture;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await buildTestApp({ ...privateDatabase, smtpUrl: smtp.url, outbox: fastOutbox });
  app.outbox.start();
});

afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** A published page in `language` with a confirmed subscriber and an open incident, mailed about already. */
async function subscribedIncident(language: 'en' | 'ru') {
  const fixture = await incidentFixture(app);
  const { page, client, base } = fixture;
  await app.db.query('UPDATE pages SET default_language = $2, published = true WHERE id = $1', [
    page.id,
    language,
  ]);
  const subscriber = await createSubscriber(app, page.id);
  const incident = (await client.post(base, { name: 'Outage', body: 'Requests fail' })).json();
  expect(readableMail(await smtp.waitForMail(subscriber.email))).toContain('Requests fail');
  return { ...fixture, subscriber, url: `${base}/${incident.id}`, incidentId: incident.id as string };
}

describe('an incident resolved without a message', () => {
  it.each([
    ['en', 'This incident has been resolved.'],
    ['ru', 'Инцидент устранён.'],
  ] as const)(
    'mails the %s default text to subscribers; the public page, v2 JSON and feed show it',
    async (language, text) => {
      const { client, url, page, subscriber, incidentId } = await subscribedIncident(language);
      expect((await client.patch(url, { status: 'resolved' })).statusCode).toBe(200);

      expect(readableMail(await smtp.waitForMail(subscriber.email))).toContain(text);
      const detail = await app.inject({
        method: 'GET',
        url: `/v1/public/pages/${page.slug}/incidents/${incidentId}`,
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().incident.updates[0]).toMatchObject({ status: 'resolved', body: text });
      const v2 = await app.inject({ method: 'GET', url: `/status/${page.slug}/api/v2/incidents.json` });
      expect(v2.json().incidents[0].incident_updates[0]).toMatchObject({ status: 'resolved', body: text });
      const feed = await app.inject({ method: 'GET', url: `/status/${page.slug}/history.atom` });
      expect(feed.body).toContain(text);
    },
  );

  it('mails the message a responder wrote instead when there is one', async () => {
    const { client, url, subscriber } = await subscribedIncident('en');
    await client.patch(url, { status: 'resolved', body: 'The router was replaced.' });
    const mail = readableMail(await smtp.waitForMail(subscriber.email));
    expect(mail).toContain('The router was replaced.');
    expect(mail).not.toContain('This incident has been resolved.');
  });

  it('mails the default text of a maintenance completed by hand', async () => {
    const { client, base, subscriber } = await subscribedIncident('ru');
    const start = Date.now() + 3_600_000;
    const maintenance = (
      await client.post(base, {
        name: 'Обновление',
        body: 'Только чтение',
        scheduled_for: new Date(start).toISOString(),
        scheduled_until: new Date(start + 3_600_000).toISOString(),
      })
    ).json();
    expect(readableMail(await smtp.waitForMail(subscriber.email))).toContain('Только чтение');
    await client.patch(`${base}/${maintenance.id}`, { status: 'completed' });
    expect(readableMail(await smtp.waitForMail(subscriber.email))).toContain('Плановые работы завершены.');
  });
});
