import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { incidentFixture } from './testing/incidents';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const hour = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

describe('POST /v1/pages/:pageId/incidents refuses', () => {
  const cases: Array<[string, object, string]> = [
    ['a missing name', { body: 'x' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
    ['an unknown status', { name: 'x', status: 'exploded' }, 'status'],
    ['an unknown impact', { name: 'x', impact: 'apocalyptic' }, 'impact'],
    ['a body over 10,000 characters', { name: 'x', body: 'x'.repeat(10_001) }, 'body'],
    ['an unknown field', { name: 'x', severity: 'high' }, 'severity'],
    ['a component without a status', { name: 'x', components: [{ id: 'a' }] }, 'components.0.status'],
    [
      'a component status that does not exist',
      { name: 'x', components: [{ id: 'a', status: 'on_fire' }] },
      'components.0.status',
    ],
    ['a malformed started_at', { name: 'x', started_at: 'yesterday' }, 'started_at'],
    ['a started_at in the future', { name: 'x', started_at: inHours(2) }, 'started_at'],
    ['an incident in a maintenance status', { name: 'x', status: 'scheduled' }, 'status'],
    ['an incident with the maintenance impact', { name: 'x', impact: 'maintenance' }, 'impact'],
    ['auto_transition on an incident', { name: 'x', auto_transition: true }, 'auto_transition'],
    ['a maintenance without its end', { name: 'x', scheduled_for: inHours(1) }, 'scheduled_until'],
    ['a maintenance without its start', { name: 'x', scheduled_until: inHours(1) }, 'scheduled_for'],
    [
      'a maintenance ending before it starts',
      { name: 'x', scheduled_for: inHours(2), scheduled_until: inHours(1) },
      'scheduled_until',
    ],
    [
      'a maintenance in an incident status',
      { name: 'x', status: 'investigating', scheduled_for: inHours(1), scheduled_until: inHours(2) },
      'status',
    ],
    [
      'a maintenance with an incident impact',
      { name: 'x', impact: 'major', scheduled_for: inHours(1), scheduled_until: inHours(2) },
      'impact',
    ],
    [
      'a reminder lead time under 5 minutes',
      { name: 'x', scheduled_for: inHours(1), scheduled_until: inHours(2), reminder_minutes_before: 1 },
      'reminder_minutes_before',
    ],
    [
      'a component of no page',
      { name: 'x', components: [{ id: 'nope', status: 'major_outage' }] },
      'components',
    ],
  ];

  it.each(cases)('%s, naming the field', async (_label, body, field) => {
    const { client, base } = await incidentFixture(app);
    const response = await client.post(base, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect((await client.get(base)).json().incidents).toEqual([]);
  });

  it('viewers (403), without creating anything', async () => {
    const { base, member, client } = await incidentFixture(app);
    const viewer = await member('viewer');
    const response = await viewer.post(base, { name: 'Nope' });
    expect(response.statusCode).toBe(403);
    expect((await client.get(base)).json().incidents).toEqual([]);
  });
});

describe('GET /v1/pages/:pageId/incidents refuses', () => {
  it.each([
    ['kind=outage', 'kind'],
    ['status=closed', 'status'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
  ])('%s', async (query, field) => {
    const { client, base } = await incidentFixture(app);
    const response = await client.get(`${base}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});

describe('PUT …/incident_updates/:updateId refuses', () => {
  it('an empty body, a malformed display_at and an unknown update', async () => {
    const { client, base, put } = await incidentFixture(app);
    const incident = (await client.post(base, { name: 'x', body: 'first' })).json();
    const url = `${base}/${incident.id}/incident_updates/${incident.incident_updates[0].id}`;
    expect((await put(url, {})).statusCode).toBe(400);
    const malformed = await put(url, { display_at: 'soon' });
    expect(malformed.json().details).toEqual([expect.objectContaining({ field: 'display_at' })]);
    const unknown = `${base}/${incident.id}/incident_updates/00000000-0000-4000-8000-000000000000`;
    expect((await put(unknown, { body: 'x' })).statusCode).toBe(404);
    expect((await put(`${base}/${incident.id}/incident_updates/nope`, { body: 'x' })).statusCode).toBe(404);
  });
});
