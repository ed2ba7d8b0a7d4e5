import type { FastifyInstance } from 'fastify';
import { SERVER_COPY } from '../../lib/server-copy';
import { buildTestApp } from '../../testing/build-test-app';
import { incidentFixture } from '../incidents/testing/incidents';
import { organizationOn } from '../pages/testing/client';
import { INCIDENT_TEMPLATES_PER_PAGE } from './schemas';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

type Fixture = Awaited<ReturnType<typeof incidentFixture>>;
const base = (f: Fixture) => `/v1/pages/${f.page.id}/incident-templates`;
const names = async (f: Fixture) =>
  (await f.client.get(base(f))).json().map((template: { name: string }) => template.name);

describe('incident templates', () => {
  it('creates, reads, edits and deletes a template with its components and translations', async () => {
    const f = await incidentFixture(app);
    const created = await f.client.post(base(f), {
      name: '  API outage ',
      title: 'The API is down',
      body: 'We are on it.',
      status: 'identified',
      impact: 'major',
      components: [{ id: f.api.id.toUpperCase(), status: 'major_outage' }],
      translations: { ru: { title: 'API недоступен', body: 'Работаем.' } },
    });
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template).toEqual({
      id: expect.any(String),
      page_id: f.page.id,
      name: 'API outage',
      title: 'The API is down',
      body: 'We are on it.',
      kind: 'incident',
      status: 'identified',
      impact: 'major',
      components: [{ id: f.api.id, status: 'major_outage' }],
      translations: { ru: { title: 'API недоступен', body: 'Работаем.' } },
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    const item = `${base(f)}/${template.id}`;
    expect((await f.client.get(item)).json()).toEqual(template);

    const edited = await f.client.patch(item, {
      name: 'Web outage',
      components: [{ id: f.web.id, status: 'partial_outage' }],
      translations: { ru: { body: '' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Web outage',
      title: 'The API is down',
      status: 'identified',
      components: [{ id: f.web.id, status: 'partial_outage' }],
      translations: { ru: { title: 'API недоступен' } },
    });
    expect((await f.client.get(base(f))).json()).toEqual([edited.json()]);

    expect((await f.client.delete(item)).statusCode).toBe(204);
    expect((await f.client.get(item)).statusCode).toBe(404);
    expect(await names(f)).toEqual([]);
  });

  it('defaults a maintenance template to scheduled and lists templates by name', async () => {
    const f = await incidentFixture(app);
    await f.client.post(base(f), { name: 'b outage', title: 'Outage' });
    const maintenance = await f.client.post(base(f), {
      name: 'A window',
      title: 'Upgrade',
      impact: 'maintenance',
    });
    expect(maintenance.json()).toMatchObject({
      kind: 'maintenance',
      status: 'scheduled',
      body: '',
      components: [],
    });
    expect(await names(f)).toEqual(['A window', 'b outage']);
  });

  it('refuses invalid fields with a detail each and changes nothing', async () => {
    const f = await incidentFixture(app);
    const other = await incidentFixture(app);
    const created = (await f.client.post(base(f), { name: 'Kept', title: 'Kept' })).json();
    const refusals: Array<[object, string, string]> = [
      [{ title: 'T' }, 'name', 'required'],
      [{ name: ' ', title: 'T' }, 'name', 'invalid_format'],
      [{ name: 'x'.repeat(101), title: 'T' }, 'name', 'too_long'],
      [{ name: 'N', title: 'x'.repeat(201) }, 'title', 'too_long'],
      [{ name: 'N', title: 'T', body: 'x'.repeat(10_001) }, 'body', 'too_long'],
      [{ name: 'N', title: 'T', status: 'scheduled' }, 'status', 'invalid_for_kind'],
      [{ name: 'N', title: 'T', status: 'postmortem' }, 'status', 'invalid_for_kind'],
      [
        { name: 'N', title: 'T', impact: 'maintenance', status: 'investigating' },
        'status',
        'invalid_for_kind',
      ],
      [
        { name: 'N', title: 'T', translations: { en: { title: 'T' } } },
        'translations.en',
        'default_language',
      ],
      [
        { name: 'N', title: 'T', translations: { de: { title: 'T' } } },
        'translations.de',
        'unsupported_language',
      ],
      [
        { name: 'N', title: 'T', components: [{ id: other.api.id, status: 'major_outage' }] },
        'components',
        'not_found',
      ],
      [
        {
          name: 'N',
          title: 'T',
          components: [
            { id: f.api.id, status: 'major_outage' },
            { id: f.api.id, status: 'degraded_performance' },
          ],
        },
        'components',
        'duplicate',
      ],
    ];
    const answered = [];
    for (const [payload] of refusals) {
      const response = await f.client.post(base(f), payload);
      const details: Array<{ field: string; code: string }> = response.json().details ?? [];
      answered.push([response.statusCode, details.map((detail) => [detail.field, detail.code])]);
    }
    expect(answered).toEqual(refusals.map(([, field, code]) => [400, [[field, code]]]));
    const patched = await f.client.patch(`${base(f)}/${created.id}`, { impact: 'maintenance' });
    expect(patched.statusCode).toBe(400);
    expect((await f.client.patch(`${base(f)}/${created.id}`, {})).statusCode).toBe(400);
    expect((await f.client.get(base(f))).json()).toEqual([created]);
  });

  it('leaves out a component deleted since the template was saved', async () => {
    const f = await incidentFixture(app);
    const created = await f.client.post(base(f), {
      name: 'Both',
      title: 'Both down',
      components: [
        { id: f.api.id, status: 'major_outage' },
        { id: f.web.id, status: 'major_outage' },
      ],
    });
    expect((await f.client.delete(`/v1/pages/${f.page.id}/components/${f.web.id}`)).statusCode).toBe(204);
    const [listed] = (await f.client.get(base(f))).json();
    expect(listed.components).toEqual([{ id: f.api.id, status: 'major_outage' }]);
    expect((await f.client.get(`${base(f)}/${created.json().id}`)).json().components).toEqual(
      listed.components,
    );
  });

  it(`keeps ${INCIDENT_TEMPLATES_PER_PAGE} templates per page, then answers 409 incident_template_limit_reached`, async () => {
    const f = await incidentFixture(app);
    for (let i = 0; i < INCIDENT_TEMPLATES_PER_PAGE; i += 1) {
      expect((await f.client.post(base(f), { name: `T${i}`, title: 'T' })).statusCode).toBe(201);
    }
    const over = await f.client.post(base(f), { name: 'One more', title: 'T' });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('incident_template_limit_reached');
    expect(await names(f)).toHaveLength(INCIDENT_TEMPLATES_PER_PAGE);
  });

  it("lets a viewer read but not write, and answers 404 for another organisation's page or template", async () => {
    const f = await incidentFixture(app);
    const created = (await f.client.post(base(f), { name: 'Ours', title: 'T' })).json();
    const item = `${base(f)}/${created.id}`;
    const viewer = await f.member('viewer');
    expect((await viewer.get(base(f))).json()).toEqual([created]);
    expect((await viewer.get(item)).json()).toEqual(created);
    expect((await viewer.post(base(f), { name: 'Mine', title: 'T' })).statusCode).toBe(403);
    expect((await viewer.patch(item, { name: 'Mine' })).statusCode).toBe(403);
    expect((await viewer.delete(item)).statusCode).toBe(403);

    const stranger = await incidentFixture(app, 'owner');
    const theirs = (await stranger.client.post(base(stranger), { name: 'Theirs', title: 'T' })).json();
    const requests = [
      () => stranger.client.get(base(f)),
      () => stranger.client.get(item),
      () => stranger.client.post(base(f), { name: 'Mine', title: 'T' }),
      () => stranger.client.patch(item, { name: 'Mine' }),
      () => stranger.client.delete(item),
      // Their own template under our page, and ours under theirs.
      () => f.client.get(`${base(f)}/${theirs.id}`),
      () => f.client.patch(`${base(f)}/${theirs.id}`, { name: 'Mine' }),
      () => f.client.delete(`${base(stranger)}/${created.id}`),
      () => f.client.get(`${base(f)}/not-a-uuid`),
    ];
    for (const request of requests) expect((await request()).statusCode).toBe(404);
    expect(await names(f)).toEqual(['Ours']);
    expect(await names(stranger)).toEqual(['Theirs']);
  });

  it('gives a new page the starter templates in its language, with the other languages as translations', async () => {
    const { owner } = await organizationOn(app, 'business');
    for (const language of ['en', 'ru'] as const) {
      const created = await owner.post('/v1/pages', {
        name: `Starters ${language}`,
        default_language: language,
      });
      expect(created.statusCode).toBe(201);
      const page = created.json();
      const listed = (await owner.get(`/v1/pages/${page.id}/incident-templates`)).json();
      const other = language === 'en' ? 'ru' : 'en';
      const outage = SERVER_COPY[language].templates.outage;
      expect(listed).toHaveLength(5);
      expect(listed).toContainEqual(
        expect.objectContaining({
          name: outage.name,
          title: outage.title,
          body: outage.body,
          kind: 'incident',
          status: 'investigating',
          impact: 'critical',
          translations: {
            [other]: {
              title: SERVER_COPY[other].templates.outage.title,
              body: SERVER_COPY[other].templates.outage.body,
            },
          },
        }),
      );
      expect(listed.filter((template: { kind: string }) => template.kind === 'maintenance')).toHaveLength(2);
    }
  });
});
