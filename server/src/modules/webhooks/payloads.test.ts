import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { incidentFixture } from '../incidents/testing/incidents';
import { incidentBody, readPageState } from './payloads';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('the incident of a webhook event', () => {
  it("is in the page's default language, and in another language when a builder asks for one", async () => {
    const { client, base, page } = await incidentFixture(app);
    await app.db.query(`UPDATE pages SET default_language = 'ru' WHERE id = $1`, [page.id]);
    const created = await client.post(base, {
      name: 'Сбой',
      body: 'Запись не работает',
      translations: { en: { name: 'Outage' } },
      deliver_notifications: false,
    });
    expect(created.statusCode).toBe(201);
    const state = await readPageState(app.db, app.config, page.id);
    if (!state) throw new Error('no page state');

    const inDefault = await incidentBody(app.db, state, created.json().id);
    expect(inDefault?.incident).toMatchObject({
      name: 'Сбой',
      incident_updates: [{ body: 'Запись не работает' }],
    });
    // English has a name but no text for the update: the Russian text stands in.
    const inEnglish = await incidentBody(app.db, state, created.json().id, 'en');
    expect(inEnglish?.incident).toMatchObject({
      name: 'Outage',
      incident_updates: [{ body: 'Запись не работает' }],
    });
  });
});
