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

/** An English page with a subscriber who subscribed in Russian and one without a language (the page's). */
async function bilingualAudience() {
  const fixture = await incidentFixture(app);
  const russian = await createSubscriber(app, fixture.page.id);
  const english = await createSubscriber(app, fixture.page.id);
  await app.db.query(`UPDATE subscribers SET language = 'ru' WHERE id = $1`, [russian.id]);
  return { ...fixture, russian, english };
}

describe('incident mails in the language of the subscription', () => {
  it('mails the Russian subscriber the Russian text and the English one the English text of one update', async () => {
    const { client, base, russian, english } = await bilingualAudience();
    const created = await client.post(base, {
      name: 'Database outage',
      body: 'Writes are failing',
      translations: { ru: { name: 'Сбой базы данных', body: 'Запись не работает' } },
    });
    expect(created.statusCode).toBe(201);

    const inRussian = readableMail(await smtp.waitForMail(russian.email));
    expect(inRussian).toContain('Сбой базы данных');
    expect(inRussian).toContain('Запись не работает');
    expect(inRussian).toContain('Статус');
    expect(inRussian).not.toContain('Writes are failing');

    const inEnglish = readableMail(await smtp.waitForMail(english.email));
    expect(inEnglish).toContain('Database outage');
    expect(inEnglish).toContain('Writes are failing');
    expect(inEnglish).not.toContain('Запись не работает');
    expect(inEnglish).not.toContain('Сбой базы данных');
  });

  it('falls back to the default language’s text where an update has no translation', async () => {
    const { client, base, russian, english } = await bilingualAudience();
    const incident = (
      await client.post(base, {
        name: 'Database outage',
        body: 'Writes are failing',
        translations: { ru: { name: 'Сбой базы данных' } },
      })
    ).json();
    const first = readableMail(await smtp.waitForMail(russian.email));
    expect(first).toContain('Сбой базы данных');
    expect(first).toContain('Writes are failing');
    await smtp.waitForMail(english.email);

    await client.patch(`${base}/${incident.id}`, { status: 'identified', body: 'The disk is full' });
    const second = readableMail(await smtp.waitForMail(russian.email));
    expect(second).toContain('Сбой базы данных');
    expect(second).toContain('The disk is full');
  });
});
