import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { componentStatus, incidentFixture, statusHistory } from './testing/incidents';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

/** An incident with API at major outage and Web degraded. */
async function outage() {
  const fixture = await incidentFixture(app);
  const { client, base, api, web } = fixture;
  const incident = (
    await client.post(base, {
      name: 'Outage',
      impact: 'critical',
      body: 'Investigating',
      components: [
        { id: api.id, status: 'major_outage' },
        { id: web.id, status: 'degraded_performance' },
      ],
      deliver_notifications: false,
    })
  ).json();
  return { ...fixture, incident, url: `${base}/${incident.id}` };
}

describe('PATCH /v1/pages/:pageId/incidents/:id', () => {
  it('edits name and impact in place without a new update', async () => {
    const { client, url } = await outage();
    const response = await client.patch(url, { name: 'Database outage', impact: 'major' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Database outage',
      impact: 'major',
      status: 'investigating',
    });
    expect(response.json().incident_updates).toHaveLength(1);
  });

  it('appends one update with status, body and components; the components change with history', async () => {
    const { client, url, api } = await outage();
    const response = await client.patch(url, {
      status: 'monitoring',
      body: 'A fix is deployed',
      components: [{ id: api.id, status: 'degraded_performance' }],
      deliver_notifications: false,
    });
    expect(response.statusCode).toBe(200);
    const incident = response.json();
    expect(incident.status).toBe('monitoring');
    expect(incident.incident_updates).toHaveLength(2);
    expect(incident.incident_updates[0]).toMatchObject({
      status: 'monitoring',
      body: 'A fix is deployed',
      affected_components: [{ id: api.id, status: 'degraded_performance' }],
    });
    expect(await statusHistory(app, api.id)).toEqual(['operational', 'major_outage', 'degraded_performance']);
  });

  it('resolving returns the affected components to operational unless the update names them', async () => {
    const { client, url, api, web } = await outage();
    const response = await client.patch(url, {
      status: 'resolved',
      body: 'All good',
      components: [{ id: web.id, status: 'degraded_performance' }],
      deliver_notifications: false,
    });
    const incident = response.json();
    expect(incident.status).toBe('resolved');
    expect(incident.resolved_at).toEqual(expect.any(String));
    expect(await componentStatus(app, api.id)).toBe('operational');
    expect(await componentStatus(app, web.id)).toBe('degraded_performance');
    expect(await statusHistory(app, api.id)).toEqual(['operational', 'major_outage', 'operational']);
    expect(await statusHistory(app, web.id)).toEqual(['operational', 'degraded_performance']);
    expect(incident.incident_updates[0].affected_components).toEqual([
      { id: api.id, name: 'API', status: 'operational' },
      { id: web.id, name: 'Web', status: 'degraded_performance' },
    ]);
  });

  it('reopening a resolved incident clears resolved_at; a postmortem after resolving keeps it', async () => {
    const { client, url } = await outage();
    const resolved = (await client.patch(url, { status: 'resolved', body: 'ok' })).json();
    const postmortem = (await client.patch(url, { status: 'postmortem', body: 'What happened' })).json();
    expect(postmortem.resolved_at).toBe(resolved.resolved_at);
    const reopened = (await client.patch(url, { status: 'investigating', body: 'It is back' })).json();
    expect(reopened).toMatchObject({ status: 'investigating', resolved_at: null });
    expect(reopened.incident_updates).toHaveLength(4);
  });

  it('refuses an update with neither a message nor a status change, and statuses of the other kind', async () => {
    const { client, url, api } = await outage();
    const silent = await client.patch(url, { components: [{ id: api.id, status: 'operational' }] });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().details).toEqual([expect.objectContaining({ field: 'body', code: 'required' })]);
    const sameStatus = await client.patch(url, { status: 'investigating', body: '   ' });
    expect(sameStatus.statusCode).toBe(400);
    const wrongKind = await client.patch(url, { status: 'in_progress', body: 'x' });
    expect(wrongKind.json().details).toEqual([expect.objectContaining({ field: 'status' })]);
    const wrongImpact = await client.patch(url, { impact: 'maintenance' });
    expect(wrongImpact.json().details).toEqual([expect.objectContaining({ field: 'impact' })]);
    expect((await client.patch(url, {})).statusCode).toBe(400);
    expect(await componentStatus(app, api.id)).toBe('major_outage');
    expect((await client.get(url)).json().incident_updates).toHaveLength(1);
  });

  it("refuses components that are not the page's (or named twice) and changes nothing", async () => {
    const { client, url, api } = await outage();
    const other = await incidentFixture(app);
    const foreign = await client.patch(url, {
      body: 'x',
      components: [{ id: other.api.id, status: 'major_outage' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual([
      expect.objectContaining({ field: 'components', code: 'not_found' }),
    ]);
    const twice = await client.patch(url, {
      body: 'x',
      components: [
        { id: api.id, status: 'operational' },
        { id: api.id.toUpperCase(), status: 'partial_outage' },
      ],
    });
    expect(twice.json().details).toEqual([
      expect.objectContaining({ field: 'components', code: 'duplicate' }),
    ]);
    expect(await componentStatus(app, other.api.id)).toBe('operational');
  });
});

describe('PUT /v1/pages/:pageId/incidents/:id/incident_updates/:updateId', () => {
  it('corrects the text and display time; the status stays', async () => {
    const { client, url, put } = await outage();
    const incident = (await client.patch(url, { status: 'identified', body: 'Typo herre' })).json();
    const update = incident.incident_updates[0];
    const displayAt = new Date(Date.now() - 60_000).toISOString();
    const response = await put(`${url}/incident_updates/${update.id}`, {
      body: 'Typo here',
      display_at: displayAt,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: update.id,
      status: 'identified',
      body: 'Typo here',
      display_at: displayAt,
    });
    const reread = (await client.get(url)).json();
    expect(reread.status).toBe('identified');
    expect(reread.incident_updates.find((row: { id: string }) => row.id === update.id).body).toBe(
      'Typo here',
    );
  });

  it('answers 404 for an update of another incident, and 400 for a status in the body', async () => {
    const first = await outage();
    const second = await outage();
    const foreignUpdate = second.incident.incident_updates[0].id;
    const response = await first.put(`${first.url}/incident_updates/${foreignUpdate}`, { body: 'x' });
    expect(response.statusCode).toBe(404);
    const ownUpdate = first.incident.incident_updates[0].id;
    const withStatus = await first.put(`${first.url}/incident_updates/${ownUpdate}`, { status: 'resolved' });
    expect(withStatus.statusCode).toBe(400);
  });
});

describe('DELETE /v1/pages/:pageId/incidents/:id', () => {
  it('removes the incident; components keep their status', async () => {
    const { client, url, api } = await outage();
    const response = await client.delete(url);
    expect(response.statusCode).toBe(204);
    expect((await client.get(url)).statusCode).toBe(404);
    expect(await componentStatus(app, api.id)).toBe('major_outage');
  });

  it('is refused to viewers, who may still read it', async () => {
    const { url, member } = await outage();
    const viewer = await member('viewer');
    expect((await viewer.delete(url)).statusCode).toBe(403);
    expect((await viewer.get(url)).statusCode).toBe(200);
  });
});
