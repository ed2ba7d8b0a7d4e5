import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { createIncident } from '../../testing/factories';
import { componentStatus, incidentFixture, statusHistory } from './testing/incidents';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('the incident vocabularies', () => {
  it('lists every status and impact with its kind', async () => {
    const { client } = await incidentFixture(app, 'viewer');
    const statuses = (await client.get('/v1/incident-statuses')).json();
    expect(statuses).toContainEqual({ status: 'investigating', kind: 'incident', resolves: false });
    expect(statuses).toContainEqual({ status: 'resolved', kind: 'incident', resolves: true });
    expect(statuses).toContainEqual({ status: 'scheduled', kind: 'maintenance', resolves: false });
    expect(statuses).toContainEqual({ status: 'completed', kind: 'maintenance', resolves: true });
    expect(statuses).toHaveLength(9);
    const impacts = (await client.get('/v1/incident-impacts')).json();
    expect(impacts).toEqual([
      { impact: 'none', kind: 'incident' },
      { impact: 'minor', kind: 'incident' },
      { impact: 'major', kind: 'incident' },
      { impact: 'critical', kind: 'incident' },
      { impact: 'maintenance', kind: 'maintenance' },
    ]);
  });
});

describe('POST /v1/pages/:pageId/incidents', () => {
  it('creates the incident, its first update and sets the named components, with history rows', async () => {
    const { client, base, api, web } = await incidentFixture(app);
    const response = await client.post(base, {
      name: '  Elevated API errors ',
      impact: 'major',
      body: 'We are looking into it.',
      components: [{ id: api.id.toUpperCase(), status: 'partial_outage' }],
      deliver_notifications: false,
    });
    expect(response.statusCode).toBe(201);
    const incident = response.json();
    expect(incident).toMatchObject({
      kind: 'incident',
      name: 'Elevated API errors',
      status: 'investigating',
      impact: 'major',
      resolved_at: null,
      scheduled_for: null,
      auto_transition: false,
      components: [{ id: api.id, name: 'API', status: 'partial_outage' }],
    });
    expect(incident.incident_updates).toEqual([
      expect.objectContaining({
        status: 'investigating',
        body: 'We are looking into it.',
        deliver_notifications: false,
        affected_components: [{ id: api.id, name: 'API', status: 'partial_outage' }],
      }),
    ]);
    expect(await componentStatus(app, api.id)).toBe('partial_outage');
    expect(await statusHistory(app, api.id)).toEqual(['operational', 'partial_outage']);
    expect(await componentStatus(app, web.id)).toBe('operational');
    expect(await statusHistory(app, web.id)).toEqual(['operational']);
  });

  it('back-fills an incident that began earlier: started_at and the first update are shown then', async () => {
    const { client, base } = await incidentFixture(app);
    const startedAt = new Date(Date.now() - 3 * 3600_000).toISOString();
    const incident = (await client.post(base, { name: 'Earlier', started_at: startedAt, body: 'x' })).json();
    expect(incident.started_at).toBe(startedAt);
    expect(incident.incident_updates[0].display_at).toBe(startedAt);
  });

  it('schedules a maintenance: status scheduled, impact maintenance, components left as they are', async () => {
    const { client, base, api } = await incidentFixture(app);
    const scheduledFor = new Date(Date.now() + 3600_000).toISOString();
    const scheduledUntil = new Date(Date.now() + 7200_000).toISOString();
    const response = await client.post(base, {
      name: 'Database upgrade',
      body: 'Short read-only window.',
      scheduled_for: scheduledFor,
      scheduled_until: scheduledUntil,
      components: [{ id: api.id, status: 'under_maintenance' }],
      remind_subscribers: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'maintenance',
      status: 'scheduled',
      impact: 'maintenance',
      started_at: scheduledFor,
      scheduled_for: scheduledFor,
      scheduled_until: scheduledUntil,
      auto_transition: true,
      remind_subscribers: true,
      reminder_minutes_before: 60,
      components: [{ id: api.id, name: 'API', status: 'under_maintenance' }],
    });
    expect(await componentStatus(app, api.id)).toBe('operational');
  });
});

describe('GET /v1/pages/:pageId/incidents', () => {
  it('lists newest first, filters by kind, state and text, and pages with a cursor', async () => {
    const { client, base } = await incidentFixture(app);
    const hour = 3600_000;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour).toISOString();
    const make = async (name: string, hoursAgo: number, body = 'text') =>
      (await client.post(base, { name, started_at: at(hoursAgo), body, deliver_notifications: false })).json()
        .id as string;
    const oldest = await make('Oldest outage', 5);
    const middle = await make('Login failures', 3, 'Sessions expire early');
    const newest = await make('Slow dashboard', 1);
    await client.patch(`${base}/${oldest}`, { status: 'resolved', body: 'Fixed' });
    const maintenance = (
      await client.post(base, {
        name: 'Upgrade',
        scheduled_for: new Date(Date.now() + hour).toISOString(),
        scheduled_until: new Date(Date.now() + 2 * hour).toISOString(),
      })
    ).json().id as string;

    const names = async (query: string) =>
      (await client.get(`${base}?${query}`)).json().incidents.map((incident: { id: string }) => incident.id);
    expect(await names('')).toEqual([maintenance, newest, middle, oldest]);
    expect(await names('kind=incident')).toEqual([newest, middle, oldest]);
    expect(await names('kind=maintenance')).toEqual([maintenance]);
    expect(await names('status=resolved')).toEqual([oldest]);
    expect(await names('status=open&kind=incident')).toEqual([newest, middle]);
    expect(await names('q=LOGIN')).toEqual([middle]);
    expect(await names('q=expire%20early')).toEqual([middle]);

    const first = (await client.get(`${base}?limit=3`)).json();
    expect(first.incidents.map((incident: { id: string }) => incident.id)).toEqual([
      maintenance,
      newest,
      middle,
    ]);
    expect(first.incidents[0].incident_updates).toHaveLength(1);
    const second = (await client.get(`${base}?limit=3&cursor=${first.next_cursor}`)).json();
    expect(second).toMatchObject({ incidents: [{ id: oldest }], next_cursor: null });
  });

  it('answers 400 for a cursor it never gave out', async () => {
    const { client, base } = await incidentFixture(app);
    const response = await client.get(`${base}?cursor=bm9wZQ`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'cursor' })]);
  });

  it('keeps GET …/incidents/unresolved an array of open incidents only', async () => {
    const { client, base, page } = await incidentFixture(app);
    const open = await createIncident(app, page.id, { name: 'Open', status: 'identified' });
    await createIncident(app, page.id, { name: 'Done', status: 'resolved', resolved: true });
    const response = await client.get(`${base}/unresolved`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ id: open.id, components: [] })]);
  });
});

describe('GET /v1/pages/:pageId/incidents/:id', () => {
  it('answers the timeline newest first with the affected components', async () => {
    const { client, base, api, web } = await incidentFixture(app);
    const created = (
      await client.post(base, {
        name: 'Outage',
        body: 'first',
        components: [{ id: api.id, status: 'major_outage' }],
        deliver_notifications: false,
      })
    ).json();
    const url = `${base}/${created.id}`;
    await client.patch(url, { status: 'identified', body: 'second', deliver_notifications: false });
    await client.patch(url, {
      body: 'third',
      components: [{ id: web.id, status: 'degraded_performance' }],
      deliver_notifications: false,
    });
    const incident = (await client.get(url)).json();
    expect(incident.incident_updates.map((update: { body: string }) => update.body)).toEqual([
      'third',
      'second',
      'first',
    ]);
    expect(incident.incident_updates.map((update: { status: string }) => update.status)).toEqual([
      'identified',
      'identified',
      'investigating',
    ]);
    expect(incident.components).toEqual([
      { id: api.id, name: 'API', status: 'major_outage' },
      { id: web.id, name: 'Web', status: 'degraded_performance' },
    ]);
  });

  it("answers 404 for an unknown, malformed or another page's incident", async () => {
    const mine = await incidentFixture(app);
    const other = await incidentFixture(app);
    const theirs = (await other.client.post(other.base, { name: 'Theirs' })).json().id;
    for (const id of [theirs, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await mine.client.get(`${mine.base}/${id}`)).statusCode).toBe(404);
    }
  });
});
