import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { incidentFixture } from './testing/incidents';

let app: FastifyInstance;
const pageIds: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  // Mails queued here must not wait for other test files' workers on a shared PostgreSQL.
  await app.db.query(
    'DELETE FROM mail_outbox WHERE notification_id IN (SELECT id FROM incidents WHERE page_id = ANY($1::uuid[]))',
    [pageIds],
  );
  await app.close();
});

const RESOLVED = { en: 'This incident has been resolved.', ru: 'Инцидент устранён.' } as const;
const COMPLETED = {
  en: 'The scheduled maintenance has been completed.',
  ru: 'Плановые работы завершены.',
} as const;

/** An open incident on a page in `language`. */
async function openIncident(language: 'en' | 'ru') {
  const fixture = await incidentFixture(app);
  pageIds.push(fixture.page.id);
  await app.db.query('UPDATE pages SET default_language = $2 WHERE id = $1', [fixture.page.id, language]);
  const incident = (
    await fixture.client.post(fixture.base, { name: 'Outage', body: 'Down', deliver_notifications: false })
  ).json();
  return { ...fixture, incident, url: `${fixture.base}/${incident.id}` };
}

async function maintenance(language: 'en' | 'ru') {
  const fixture = await openIncident(language);
  const start = Date.now() + 3_600_000;
  const created = await fixture.client.post(fixture.base, {
    name: 'Upgrade',
    body: 'Read-only',
    scheduled_for: new Date(start).toISOString(),
    scheduled_until: new Date(start + 3_600_000).toISOString(),
    deliver_notifications: false,
  });
  expect(created.statusCode).toBe(201);
  return { ...fixture, url: `${fixture.base}/${created.json().id}` };
}

describe('resolving without a message', () => {
  it.each(['en', 'ru'] as const)('stores the %s page language’s default text', async (language) => {
    const { client, url } = await openIncident(language);
    const response = await client.patch(url, { status: 'resolved', deliver_notifications: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().incident_updates[0]).toMatchObject({
      status: 'resolved',
      body: RESOLVED[language],
    });
    expect((await client.get(url)).json().incident_updates[0].body).toBe(RESOLVED[language]);
  });

  it('treats a blank message as none, and keeps a written one', async () => {
    const { client, url } = await openIncident('en');
    const blank = await client.patch(url, { status: 'resolved', body: '  ', deliver_notifications: false });
    expect(blank.json().incident_updates[0].body).toBe(RESOLVED.en);

    const other = await openIncident('ru');
    const written = await other.client.patch(other.url, {
      status: 'resolved',
      body: ' Fixed the router. ',
      deliver_notifications: false,
    });
    expect(written.json().incident_updates[0]).toMatchObject({
      status: 'resolved',
      body: 'Fixed the router.',
    });
  });

  it('gives an incident reported already resolved the default text too', async () => {
    const { client, base } = await openIncident('ru');
    const response = await client.post(base, {
      name: 'Blip',
      status: 'resolved',
      deliver_notifications: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().incident_updates[0].body).toBe(RESOLVED.ru);
  });

  it.each(['en', 'ru'] as const)(
    'completes a %s maintenance by hand with its default text',
    async (language) => {
      const { client, url } = await maintenance(language);
      const response = await client.patch(url, { status: 'completed', deliver_notifications: false });
      expect(response.statusCode).toBe(200);
      expect(response.json().incident_updates[0]).toMatchObject({
        status: 'completed',
        body: COMPLETED[language],
      });
    },
  );

  it('completes a maintenance at its scheduled end with the default text', async () => {
    const { client, url } = await maintenance('ru');
    const { scheduled_until: end } = (await client.get(url)).json();
    // Two steps: the start (caught up) and the end.
    await app.maintenance.tick(new Date(Date.parse(end) + 1000));
    await app.maintenance.tick(new Date(Date.parse(end) + 1000));
    expect((await client.get(url)).json().incident_updates[0]).toMatchObject({
      status: 'completed',
      body: COMPLETED.ru,
    });
  });

  it('leaves a post-mortem without a message empty: its text is written into that update later', async () => {
    const { client, url } = await openIncident('en');
    await client.patch(url, { status: 'resolved', deliver_notifications: false });
    const response = await client.patch(url, { status: 'postmortem', deliver_notifications: false });
    expect(response.json().incident_updates[0]).toMatchObject({ status: 'postmortem', body: '' });
  });

  it('refuses to empty a resolution by editing it, and changes nothing', async () => {
    const { client, url, put } = await openIncident('en');
    const resolved = (await client.patch(url, { status: 'resolved', deliver_notifications: false })).json();
    const update = resolved.incident_updates[0];
    const response = await put(`${url}/incident_updates/${update.id}`, { body: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect((await client.get(url)).json().incident_updates[0].body).toBe(RESOLVED.en);
  });

  it("answers 404 for another organisation's incident and leaves it open", async () => {
    const mine = await openIncident('en');
    const theirs = await openIncident('en');
    const response = await mine.client.patch(`${mine.base}/${theirs.incident.id}`, { status: 'resolved' });
    expect(response.statusCode).toBe(404);
    const foreignPage = await mine.client.patch(theirs.url, { status: 'resolved' });
    expect(foreignPage.statusCode).toBe(404);
    expect((await theirs.client.get(theirs.url)).json()).toMatchObject({
      status: 'investigating',
      resolved_at: null,
    });
  });
});
