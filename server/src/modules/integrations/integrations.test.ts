import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { incidentFixture } from '../incidents/testing/incidents';
import { eventually } from '../webhooks/testing/receiver';
import { INTEGRATIONS_PER_PAGE } from './schemas';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

type Fixture = Awaited<ReturnType<typeof incidentFixture>>;

const secretUrl = (n = Math.random().toString(36).slice(2)) =>
  `https://hooks.slack.example.test/services/T000/B000/${n}x9Qa`;
const base = (f: Fixture) => `/v1/pages/${f.page.id}/integrations`;
const listOf = async (f: Fixture) => (await f.client.get(base(f))).json().integrations;

describe('chat integrations', () => {
  it('creates an integration whose URL is masked in every answer and never returned', async () => {
    const f = await incidentFixture(app);
    const url = secretUrl();
    const created = await f.client.post(base(f), { kind: 'slack', url });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      page_id: f.page.id,
      kind: 'slack',
      name: 'Slack',
      url_hint: 'https://hooks.slack.example.test/…/x9Qa',
      component_ids: [],
      language: null,
      state: 'active',
      disabled_at: null,
      last_delivery: null,
      created_at: expect.stringMatching(/Z$/),
    });
    const id = created.json().id;
    const patched = await f.client.patch(`${base(f)}/${id}`, { name: 'Ops channel', language: 'ru' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Ops channel', language: 'ru', state: 'active' });
    const replaced = secretUrl();
    const moved = await f.client.patch(`${base(f)}/${id}`, { url: replaced });
    const listed = await f.client.get(base(f));
    expect(listed.json().integrations).toEqual([moved.json()]);
    for (const answer of [created, patched, moved, listed]) {
      expect(answer.body).not.toContain(url.split('/').at(-1));
      expect(answer.body).not.toContain(replaced.split('/').at(-1));
      expect(answer.body).not.toMatch(/"url"/);
    }
  });

  it('lists oldest first, keeps the name, filter and language given, and deletes', async () => {
    const f = await incidentFixture(app);
    const teams = await f.client.post(base(f), {
      kind: 'teams',
      url: secretUrl(),
      name: '  Incident room  ',
      component_ids: [f.api.id.toUpperCase()],
      language: 'en',
    });
    expect(teams.json()).toMatchObject({ name: 'Incident room', component_ids: [f.api.id], language: 'en' });
    const discord = await f.client.post(base(f), { kind: 'discord', url: secretUrl() });
    expect(discord.json().name).toBe('Discord');
    expect((await listOf(f)).map((i: { id: string }) => i.id)).toEqual([teams.json().id, discord.json().id]);
    // The filter can be widened back to every component.
    const widened = await f.client.patch(`${base(f)}/${teams.json().id}`, { component_ids: [] });
    expect(widened.json().component_ids).toEqual([]);
    expect((await f.client.delete(`${base(f)}/${teams.json().id}`)).statusCode).toBe(204);
    expect((await f.client.delete(`${base(f)}/${teams.json().id}`)).statusCode).toBe(404);
    expect((await listOf(f)).map((i: { id: string }) => i.id)).toEqual([discord.json().id]);
  });

  it('refuses a bad kind, URL, name, language or component id with the field, and changes nothing', async () => {
    const f = await incidentFixture(app);
    const other = await incidentFixture(app);
    const url = secretUrl();
    const refused: Array<[object, string]> = [
      [{ kind: 'mattermost', url }, 'kind'],
      [{ url }, 'kind'],
      [{ kind: 'slack' }, 'url'],
      [{ kind: 'slack', url: 'http://hooks.example.test/x' }, 'url'],
      [{ kind: 'slack', url: 'not a url' }, 'url'],
      [{ kind: 'slack', url: 'https://user:pw@hooks.example.test/x' }, 'url'],
      [{ kind: 'slack', url: `https://hooks.example.test/${'a'.repeat(2048)}` }, 'url'],
      [{ kind: 'slack', url, name: '' }, 'name'],
      [{ kind: 'slack', url, name: 'x'.repeat(101) }, 'name'],
      [{ kind: 'slack', url, name: 'two\nlines' }, 'name'],
      [{ kind: 'slack', url, language: 'de' }, 'language'],
      [{ kind: 'slack', url, component_ids: ['not-a-uuid'] }, 'component_ids'],
      [{ kind: 'slack', url, component_ids: [other.api.id] }, 'component_ids'],
      [{ kind: 'slack', url, secret: 'extra' }, 'secret'],
    ];
    for (const [payload, field] of refused) {
      const response = await f.client.post(base(f), payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(JSON.stringify(response.json().details)).toContain(field);
    }
    expect(await listOf(f)).toEqual([]);

    const id = (await f.client.post(base(f), { kind: 'slack', url })).json().id;
    for (const [payload, field] of [
      [{}, ''],
      [{ enabled: false }, 'enabled'],
      [{ url: 'ftp://hooks.example.test/x' }, 'url'],
      [{ component_ids: [other.web.id] }, 'component_ids'],
    ] as const) {
      const response = await f.client.patch(`${base(f)}/${id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
    }
    expect((await listOf(f))[0]).toMatchObject({ name: 'Slack', component_ids: [] });
  });

  it(`allows ${INTEGRATIONS_PER_PAGE} integrations per page, then answers 409 integration_limit_reached`, async () => {
    const f = await incidentFixture(app);
    for (let i = 0; i < INTEGRATIONS_PER_PAGE; i += 1) {
      expect((await f.client.post(base(f), { kind: 'discord', url: secretUrl() })).statusCode).toBe(201);
    }
    const over = await f.client.post(base(f), { kind: 'discord', url: secretUrl() });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('integration_limit_reached');
    expect(await listOf(f)).toHaveLength(INTEGRATIONS_PER_PAGE);
  });

  it("lets a viewer read but not write, and answers 404 for another organisation's page or integration", async () => {
    const f = await incidentFixture(app);
    const created = (await f.client.post(base(f), { kind: 'slack', url: secretUrl() })).json();
    const item = `${base(f)}/${created.id}`;
    const viewer = await f.member('viewer');
    expect((await viewer.get(base(f))).json().integrations).toEqual([created]);
    expect((await viewer.get(`${item}/deliveries`)).statusCode).toBe(200);
    expect((await viewer.post(base(f), { kind: 'slack', url: secretUrl() })).statusCode).toBe(403);
    expect((await viewer.patch(item, { name: 'Mine' })).statusCode).toBe(403);
    expect((await viewer.post(`${item}/test`, {})).statusCode).toBe(403);
    expect((await viewer.delete(item)).statusCode).toBe(403);

    const stranger = await incidentFixture(app, 'owner');
    const theirs = (await stranger.client.post(base(stranger), { kind: 'teams', url: secretUrl() })).json();
    const requests = [
      () => stranger.client.get(base(f)),
      () => stranger.client.post(base(f), { kind: 'slack', url: secretUrl() }),
      () => stranger.client.patch(item, { name: 'Mine' }),
      () => stranger.client.post(`${item}/test`, {}),
      () => stranger.client.get(`${item}/deliveries`),
      () => stranger.client.delete(item),
      // Their own integration under our page, and ours under theirs.
      () => f.client.patch(`${base(f)}/${theirs.id}`, { name: 'Mine' }),
      () => f.client.delete(`${base(stranger)}/${theirs.id}`),
      () => f.client.get(`${base(f)}/not-a-uuid/deliveries`),
    ];
    for (const request of requests) expect((await request()).statusCode).toBe(404);
    expect((await listOf(f)).map((i: { name: string }) => i.name)).toEqual(['Slack']);
    expect((await listOf(stranger)).map((i: { name: string }) => i.name)).toEqual(['Microsoft Teams']);
  });

  it('answers 409 integration_not_active for a test message to a disabled integration', async () => {
    const f = await incidentFixture(app);
    const id = (await f.client.post(base(f), { kind: 'slack', url: secretUrl() })).json().id;
    await app.db.query('UPDATE chat_integrations SET disabled_at = now() WHERE id = $1', [id]);
    const refused = await f.client.post(`${base(f)}/${id}/test`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('integration_not_active');
    const enabled = await f.client.patch(`${base(f)}/${id}`, { enabled: true });
    expect(enabled.json()).toMatchObject({ state: 'active', disabled_at: null });
    expect((await f.client.post(`${base(f)}/${id}/test`, {})).statusCode).toBe(202);
  });

  it('refuses at delivery a URL whose name resolves to a private address', async () => {
    const f = await incidentFixture(app);
    const created = await f.client.post(base(f), { kind: 'slack', url: 'https://localhost:9/services/x' });
    expect(created.statusCode).toBe(201);
    const item = `${base(f)}/${created.json().id}`;
    expect((await f.client.post(`${item}/test`, {})).statusCode).toBe(202);
    app.webhooks.start();
    try {
      const log = await eventually(async () => {
        const answer = (await f.client.get(`${item}/deliveries`)).json();
        return answer.deliveries.length > 0 && answer;
      });
      expect(log.deliveries[0]).toMatchObject({
        attempt: 1,
        status_code: null,
        error: expect.stringMatching(/^refused: .* is a private, loopback or reserved address$/),
      });
    } finally {
      await app.webhooks.stop();
    }
  });
});
