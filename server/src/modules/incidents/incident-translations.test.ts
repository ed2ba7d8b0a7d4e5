import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { incidentFixture } from './testing/incidents';
import { localizedBody, localizedIncident, localizedName } from './translations';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const incidentCount = async (pageId: string) =>
  (
    await app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM incidents WHERE page_id = $1', [
      pageId,
    ])
  )[0]?.count;

describe('translations on POST /v1/pages/:pageId/incidents', () => {
  it('stores the name on the incident and the text on the first update, and answers them', async () => {
    const { client, base } = await incidentFixture(app);
    const response = await client.post(base, {
      name: 'Outage',
      body: 'Requests fail',
      translations: { ru: { name: ' Сбой ', body: 'Запросы не проходят' } },
      deliver_notifications: false,
    });
    expect(response.statusCode).toBe(201);
    const incident = response.json();
    expect(incident).toMatchObject({ name: 'Outage', translations: { ru: { name: 'Сбой' } } });
    expect(incident.incident_updates[0]).toMatchObject({
      body: 'Requests fail',
      translations: { ru: { body: 'Запросы не проходят' } },
    });
    const read = (await client.get(`${base}/${incident.id}`)).json();
    expect(read.translations).toEqual({ ru: { name: 'Сбой' } });
    expect(read.incident_updates[0].translations).toEqual({ ru: { body: 'Запросы не проходят' } });
  });

  it('answers empty translations when none are given', async () => {
    const { client, base } = await incidentFixture(app);
    const incident = (
      await client.post(base, { name: 'Outage', body: 'x', deliver_notifications: false })
    ).json();
    expect(incident.translations).toEqual({});
    expect(incident.incident_updates[0].translations).toEqual({});
  });

  const refusals: Array<[string, object, string, string]> = [
    [
      'a language that is none of ours',
      { de: { name: 'Ausfall' } },
      'translations.de',
      'unsupported_language',
    ],
    ["the page's own default language", { en: { name: 'Outage' } }, 'translations.en', 'default_language'],
    ['a name over 200 characters', { ru: { name: 'я'.repeat(201) } }, 'translations.ru.name', 'too_long'],
    [
      'a text over 10,000 characters',
      { ru: { body: 'я'.repeat(10_001) } },
      'translations.ru.body',
      'too_long',
    ],
    [
      'a name with a line break',
      { ru: { name: 'Сбой\nвторая строка' } },
      'translations.ru.name',
      'invalid_format',
    ],
    ['an unknown field', { ru: { title: 'Сбой' } }, 'translations.ru.title', 'unknown_field'],
  ];
  it.each(refusals)(
    'refuses %s as a 400 on the field, creating nothing',
    async (_case, translations, field, code) => {
      const { client, base, page } = await incidentFixture(app);
      const response = await client.post(base, { name: 'Outage', body: 'x', translations });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, code })]),
      );
      expect(await incidentCount(page.id)).toBe(0);
    },
  );

  it("takes English as a translation once Russian is the page's default", async () => {
    const { client, base, page } = await incidentFixture(app);
    await app.db.query(`UPDATE pages SET default_language = 'ru' WHERE id = $1`, [page.id]);
    const refused = await client.post(base, { name: 'Сбой', translations: { ru: { name: 'Сбой' } } });
    expect(refused.json().details[0]).toMatchObject({ field: 'translations.ru', code: 'default_language' });
    const created = await client.post(base, { name: 'Сбой', translations: { en: { name: 'Outage' } } });
    expect(created.statusCode).toBe(201);
    expect(created.json().translations).toEqual({ en: { name: 'Outage' } });
  });
});

describe('translations on PATCH /v1/pages/:pageId/incidents/:id', () => {
  async function outage() {
    const fixture = await incidentFixture(app);
    const incident = (
      await fixture.client.post(fixture.base, {
        name: 'Outage',
        body: 'Investigating',
        translations: { ru: { name: 'Сбой', body: 'Выясняем' } },
        deliver_notifications: false,
      })
    ).json();
    return { ...fixture, incident, url: `${fixture.base}/${incident.id}` };
  }

  it('renames in place in one language, keeping the other, without a new update', async () => {
    const { client, url } = await outage();
    const response = await client.patch(url, { translations: { ru: { name: 'Сбой базы' } } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Outage', translations: { ru: { name: 'Сбой базы' } } });
    expect(response.json().incident_updates).toHaveLength(1);
  });

  it('removes a translated name given as empty', async () => {
    const { client, url } = await outage();
    const response = await client.patch(url, { translations: { ru: { name: '' } } });
    expect(response.json().translations).toEqual({});
  });

  it('stores the translated text on the update it appends', async () => {
    const { client, url } = await outage();
    const response = await client.patch(url, {
      status: 'identified',
      body: 'Found it',
      translations: { ru: { body: 'Нашли причину' } },
      deliver_notifications: false,
    });
    expect(response.statusCode).toBe(200);
    const [latest, first] = response.json().incident_updates;
    expect(latest).toMatchObject({ body: 'Found it', translations: { ru: { body: 'Нашли причину' } } });
    expect(first.translations).toEqual({ ru: { body: 'Выясняем' } });
  });

  it('refuses a translated text without an update to carry it, changing nothing', async () => {
    const { client, url } = await outage();
    const response = await client.patch(url, { translations: { ru: { body: 'Нашли причину' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: 'body', code: 'required' });
    expect((await client.get(url)).json().incident_updates).toHaveLength(1);
  });

  it('refuses an unknown language and leaves the incident as it was', async () => {
    const { client, url } = await outage();
    const response = await client.patch(url, { name: 'Renamed', translations: { fr: { name: 'Panne' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      field: 'translations.fr',
      code: 'unsupported_language',
    });
    expect((await client.get(url)).json()).toMatchObject({
      name: 'Outage',
      translations: { ru: { name: 'Сбой' } },
    });
  });

  it('resolves without a message in every language: the default text of each', async () => {
    const { client, url } = await outage();
    const response = await client.patch(url, { status: 'resolved', deliver_notifications: false });
    expect(response.json().incident_updates[0]).toMatchObject({
      body: 'This incident has been resolved.',
      translations: { ru: { body: 'Инцидент решён.' } },
    });
  });

  it('lets a viewer change nothing and another organisation see nothing', async () => {
    const { url, member } = await outage();
    const viewer = await member('viewer');
    const refused = await viewer.patch(url, { translations: { ru: { name: 'Чужое' } } });
    expect(refused.statusCode).toBe(403);
    const stranger = (await incidentFixture(app)).client;
    expect((await stranger.patch(url, { translations: { ru: { name: 'Чужое' } } })).statusCode).toBe(404);
  });
});

describe('translations on PUT …/incident_updates/:updateId', () => {
  it('corrects, adds and removes an update’s translated text', async () => {
    const { client, base, put } = await incidentFixture(app);
    const incident = (
      await client.post(base, { name: 'Outage', body: 'Investigating', deliver_notifications: false })
    ).json();
    const url = `${base}/${incident.id}/incident_updates/${incident.incident_updates[0].id}`;
    const added = await put(url, { translations: { ru: { body: 'Выясняем' } } });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ body: 'Investigating', translations: { ru: { body: 'Выясняем' } } });
    const corrected = await put(url, {
      body: 'Looking into it',
      translations: { ru: { body: 'Разбираемся' } },
    });
    expect(corrected.json()).toMatchObject({
      body: 'Looking into it',
      translations: { ru: { body: 'Разбираемся' } },
    });
    const removed = await put(url, { translations: { ru: { body: '' } } });
    expect(removed.json().translations).toEqual({});
  });

  it('refuses a name (an update has none) and the default language', async () => {
    const { client, base, put } = await incidentFixture(app);
    const incident = (
      await client.post(base, { name: 'Outage', body: 'x', deliver_notifications: false })
    ).json();
    const url = `${base}/${incident.id}/incident_updates/${incident.incident_updates[0].id}`;
    const named = await put(url, { translations: { ru: { name: 'Сбой' } } });
    expect(named.json().details[0]).toMatchObject({ field: 'translations.ru.name', code: 'unknown_field' });
    const own = await put(url, { translations: { en: { body: 'x' } } });
    expect(own.json().details[0]).toMatchObject({ field: 'translations.en', code: 'default_language' });
  });
});

describe('localizedIncident', () => {
  const incident = {
    name: 'Outage',
    translations: { ru: { name: 'Сбой' } },
    updates: [
      { body: 'Fixed', translations: { ru: { body: 'Исправлено' } } },
      { body: 'Looking', translations: {} },
    ],
  };

  it('reads each text in the language asked for, else the default language’s', () => {
    expect(localizedIncident(incident, 'ru')).toEqual({
      ...incident,
      name: 'Сбой',
      updates: [
        { body: 'Исправлено', translations: { ru: { body: 'Исправлено' } } },
        { body: 'Looking', translations: {} },
      ],
    });
    expect(localizedName({ name: 'Outage', translations: {} }, 'ru')).toBe('Outage');
    expect(localizedBody({ body: 'Fixed', translations: { ru: { body: '' } } }, 'ru')).toBe('Fixed');
  });

  it('gives back the same object when nothing is translated', () => {
    expect(localizedIncident(incident, 'en')).toBe(incident);
  });
});
