// Incident text in the reader's language on every public reader: the JSON API, the server-rendered screens,
// the Statuspage v2 documents, the feeds and the maintenance calendar, by ?lang= (else the page's default).
import { get, usePublicRenderApp } from './testing/public-render';
import { visibleText } from './testing/render';
import { publishedPage } from './testing/snapshots';
import { app, created } from './testing/suite-app';

usePublicRenderApp();

const HOUR = 3_600_000;

/**
 * An English page with an incident whose name and first update are translated into Russian and whose
 * second update is not, and a maintenance translated into Russian.
 */
async function bilingualPage() {
  const { page, client } = await publishedPage(app, 'Acme');
  const base = `/v1/pages/${page.id}/incidents`;
  const incident = await created(
    await client.post(base, {
      name: 'Database outage',
      body: 'Writes are failing',
      translations: { ru: { name: 'Сбой базы данных', body: 'Запись не работает' } },
      deliver_notifications: false,
    }),
  );
  const update = await client.patch(`${base}/${incident.id}`, {
    status: 'identified',
    body: 'The disk is full',
    deliver_notifications: false,
  });
  expect(update.statusCode).toBe(200);
  const maintenance = await created(
    await client.post(base, {
      name: 'Network work',
      body: 'Routers are replaced',
      scheduled_for: new Date(Date.now() + 24 * HOUR).toISOString(),
      scheduled_until: new Date(Date.now() + 25 * HOUR).toISOString(),
      translations: { ru: { name: 'Работы в сети', body: 'Меняем маршрутизаторы' } },
      deliver_notifications: false,
    }),
  );
  return { page, client, base, incidentId: incident.id, maintenanceId: maintenance.id };
}

type Fixture = Awaited<ReturnType<typeof bilingualPage>>;
let fixture: Fixture;

beforeAll(async () => {
  fixture = await bilingualPage();
});

/** The same address without and with ?lang=ru: both 200, with their bodies and ETags. */
async function bothLanguages(url: string) {
  const joiner = url.includes('?') ? '&' : '?';
  const [english, russian, explicitEnglish] = await Promise.all([
    get(url),
    get(`${url}${joiner}lang=ru`),
    get(`${url}${joiner}lang=en`),
  ]);
  for (const response of [english, russian, explicitEnglish]) expect(response.statusCode).toBe(200);
  expect(explicitEnglish.body).toBe(english.body);
  expect(russian.headers.etag).not.toBe(english.headers.etag);
  return { english: english.body, russian: russian.body, etag: russian.headers.etag as string };
}

describe('the public JSON API', () => {
  it('answers the page in Russian with ?lang=ru, falling back per text, and in the default without', async () => {
    const { english, russian, etag } = await bothLanguages(`/v1/public/pages/${fixture.page.slug}`);
    const [inEnglish] = JSON.parse(english).incidents;
    expect(inEnglish.name).toBe('Database outage');
    expect(inEnglish.updates.map((u: { body: string }) => u.body)).toEqual([
      'The disk is full',
      'Writes are failing',
    ]);
    const [inRussian] = JSON.parse(russian).incidents;
    expect(inRussian.name).toBe('Сбой базы данных');
    // The second update has no Russian text: the English one stands in.
    expect(inRussian.updates.map((u: { body: string }) => u.body)).toEqual([
      'The disk is full',
      'Запись не работает',
    ]);
    expect(inRussian.translations).toEqual({ ru: { name: 'Сбой базы данных' } });
    expect(JSON.parse(russian).maintenances.upcoming[0].name).toBe('Работы в сети');

    const again = await get(`/v1/public/pages/${fixture.page.slug}?lang=ru`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('answers one incident and the history in the language asked for', async () => {
    const { russian } = await bothLanguages(
      `/v1/public/pages/${fixture.page.slug}/incidents/${fixture.incidentId}`,
    );
    expect(JSON.parse(russian).incident.name).toBe('Сбой базы данных');

    const { client, base, page } = await bilingualPage();
    const past = await created(
      await client.post(base, {
        name: 'Login errors',
        status: 'resolved',
        body: 'Fixed',
        translations: { ru: { name: 'Ошибки входа', body: 'Исправлено' } },
        deliver_notifications: false,
      }),
    );
    const history = await bothLanguages(`/v1/public/pages/${page.slug}/history`);
    const incidentIn = (body: string) =>
      JSON.parse(body)
        .months.flatMap((month: { incidents: Array<{ id: string }> }) => month.incidents)
        .find((incident: { id: string }) => incident.id === past.id);
    expect(incidentIn(history.russian)).toMatchObject({
      name: 'Ошибки входа',
      updates: [{ body: 'Исправлено' }],
    });
    expect(incidentIn(history.english)).toMatchObject({ name: 'Login errors', updates: [{ body: 'Fixed' }] });
  });

  it('keeps one ETag for every language while nothing is translated', async () => {
    const { page, client } = await publishedPage(app, 'Plain');
    await created(
      await client.post(`/v1/pages/${page.id}/incidents`, {
        name: 'Outage',
        body: 'x',
        deliver_notifications: false,
      }),
    );
    const [english, russian] = await Promise.all([
      get(`/v1/public/pages/${page.slug}`),
      get(`/v1/public/pages/${page.slug}?lang=ru`),
    ]);
    expect(russian.headers.etag).toBe(english.headers.etag);
  });

  it('refuses a language that is none of ours', async () => {
    const response = await get(`/v1/public/pages/${fixture.page.slug}/history?lang=de`);
    expect(response.statusCode).toBe(400);
  });
});

describe('the server-rendered screens', () => {
  it('render the page and the incident in Russian with ?lang=ru and in English without', async () => {
    const page = await bothLanguages(`/public-page?page=${fixture.page.slug}`);
    expect(visibleText(page.russian)).toContain('Сбой базы данных');
    expect(visibleText(page.english)).toContain('Database outage');
    expect(visibleText(page.english)).not.toContain('Сбой базы данных');

    const screen = await bothLanguages(
      `/public-page/incident/${fixture.incidentId}?page=${fixture.page.slug}`,
    );
    const russian = visibleText(screen.russian);
    expect(russian).toContain('Запись не работает');
    expect(russian).toContain('The disk is full');
    expect(visibleText(screen.english)).toContain('Writes are failing');
    expect(visibleText(screen.english)).not.toContain('Запись не работает');
  });
});

describe('the Statuspage formats, feeds and calendar', () => {
  const status = (file: string) => `/status/${fixture.page.slug}/${file}`;

  it('summary.json and incidents.json name the incident in the language asked for', async () => {
    const summary = await bothLanguages(status('api/v2/summary.json'));
    expect(JSON.parse(summary.russian).incidents[0].name).toBe('Сбой базы данных');
    expect(JSON.parse(summary.english).incidents[0].name).toBe('Database outage');

    const incidents = await bothLanguages(status('api/v2/incidents.json'));
    const [russian] = JSON.parse(incidents.russian).incidents;
    expect(russian.incident_updates.map((u: { body: string }) => u.body)).toEqual([
      'The disk is full',
      'Запись не работает',
    ]);
    const [english] = JSON.parse(incidents.english).incidents;
    expect(english.incident_updates.map((u: { body: string }) => u.body)).toEqual([
      'The disk is full',
      'Writes are failing',
    ]);
  });

  it('the feeds carry the Russian texts and words with ?lang=ru', async () => {
    const rss = await bothLanguages(status('history.rss'));
    expect(rss.russian).toContain('Сбой базы данных');
    expect(rss.russian).toContain('Запись не работает');
    expect(rss.english).toContain('Writes are failing');
    expect(rss.english).not.toContain('Сбой базы данных');
    const atom = await bothLanguages(status('history.atom'));
    expect(atom.russian).toContain('Работы в сети');
    expect(atom.english).toContain('Network work');
  });

  it('the calendar titles and describes the maintenance in the language asked for', async () => {
    const calendar = await bothLanguages(status('maintenance.ics'));
    expect(calendar.russian).toContain('SUMMARY:Работы в сети');
    expect(calendar.russian).toContain('DESCRIPTION:Меняем маршрутизаторы');
    expect(calendar.english).toContain('SUMMARY:Network work');
    expect(calendar.english).toContain('DESCRIPTION:Routers are replaced');
  });

  it('raises the event’s SEQUENCE when only a translation changes, so calendars take the new title', async () => {
    const { client, base, page, maintenanceId } = await bilingualPage();
    const url = `/status/${page.slug}/maintenance.ics?lang=ru`;
    const sequenceOf = (body: string) => Number(/SEQUENCE:(\d+)/.exec(body)?.[1]);
    const before = (await get(url)).body;
    const renamed = await client.patch(`${base}/${maintenanceId}`, {
      translations: { ru: { name: 'Замена маршрутизаторов' } },
    });
    expect(renamed.statusCode).toBe(200);
    const after = (await get(url)).body;
    expect(after).toContain('SUMMARY:Замена маршрутизаторов');
    expect(sequenceOf(after)).toBeGreaterThan(sequenceOf(before));
  });
});
