import {
  app,
  eventually,
  expectPublicHeaders,
  get,
  publishedPage,
  useFormatRoutesApp,
} from '../testing/format-routes';
import { V2_DOCUMENTS } from './documents';
import { documentProblems } from './v2-field-lists';

useFormatRoutesApp();

describe('Statuspage v2 under /status/{slug}/api/v2', () => {
  let fixture: Awaited<ReturnType<typeof publishedPage>>;
  beforeAll(async () => {
    fixture = await publishedPage();
  });

  it.each(V2_DOCUMENTS)(
    '%s: 200 JSON with every documented field, cached like the public API',
    async (name) => {
      const response = await get(`/status/${fixture.page.slug}/api/v2/${name}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expectPublicHeaders(response);
      expect(documentProblems(name, response.json())).toEqual([]);
    },
  );

  it('summary.json maps the page: status, components with their group, the open incident, upcoming maintenance', async () => {
    const { page, group, web, api, db, openId, maintenanceId, domain } = fixture;
    const summary = (await get(`/status/${page.slug}/api/v2/summary.json`)).json();
    // The page has a custom domain: that is its address, as on Statuspage (PUBLIC_URL's scheme).
    expect(summary.page).toMatchObject({
      id: page.id,
      name: 'Acme',
      url: `https://${domain}/`,
      time_zone: page.time_zone,
    });
    expect(summary.status.indicator).toMatch(/^(minor|major|critical)$/);
    expect(summary.components.map((c: { id: string }) => c.id)).toEqual([web.id, group.id, api.id, db.id]);
    const byId = new Map(summary.components.map((c: { id: string }) => [c.id, c]));
    expect(byId.get(group.id)).toMatchObject({
      group: true,
      components: [api.id, db.id],
      status: 'major_outage',
    });
    expect(byId.get(api.id)).toMatchObject({ group_id: group.id, status: 'major_outage', page_id: page.id });
    expect(summary.incidents.map((i: { id: string }) => i.id)).toEqual([openId]);
    const [incident] = summary.incidents;
    expect(incident).toMatchObject({
      status: 'identified',
      impact: 'major',
      shortlink: `https://${domain}/incident/${openId}`,
    });
    expect(incident.incident_updates.map((u: { status: string }) => u.status)).toEqual([
      'identified',
      'investigating',
    ]);
    expect(incident.incident_updates[0].affected_components).toEqual([
      { code: api.id, name: 'API', old_status: 'partial_outage', new_status: 'major_outage' },
    ]);
    expect(
      summary.scheduled_maintenances.map((m: { id: string; status: string }) => [m.id, m.status]),
    ).toEqual([[maintenanceId, 'scheduled']]);
  });

  it('incidents.json holds resolved incidents too; unresolved.json and the maintenance lists only theirs', async () => {
    const { page, openId, resolvedId, maintenanceId } = fixture;
    const base = `/status/${page.slug}/api/v2`;
    const ids = async (url: string, key: string) =>
      (await get(`${base}/${url}`)).json()[key].map((i: { id: string }) => i.id);
    const all = await ids('incidents.json', 'incidents');
    expect(all).toHaveLength(2);
    expect(all).toEqual(expect.arrayContaining([openId, resolvedId]));
    expect(await ids('incidents/unresolved.json', 'incidents')).toEqual([openId]);
    expect(await ids('scheduled-maintenances.json', 'scheduled_maintenances')).toEqual([maintenanceId]);
    expect(await ids('scheduled-maintenances/upcoming.json', 'scheduled_maintenances')).toEqual([
      maintenanceId,
    ]);
    expect(await ids('scheduled-maintenances/active.json', 'scheduled_maintenances')).toEqual([]);
  });

  it('ETag: a matching If-None-Match answers 304 with no body; after a write the document and its ETag change', async () => {
    const { owner, page, openId } = await publishedPage();
    const url = `/status/${page.slug}/api/v2/status.json`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expectPublicHeaders(again);
    expect((await get(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    const resolved = await owner.patch(`/v1/pages/${page.id}/incidents/${openId}`, {
      status: 'resolved',
      body: 'All good',
      deliver_notifications: false,
    });
    expect(resolved.statusCode).toBe(200);
    const after = await eventually(
      () => get(url, { 'if-none-match': etag }),
      (response) => response.statusCode === 200,
    );
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().status).toEqual({ indicator: 'none', description: 'All Systems Operational' });
    const unresolved = (await get(`/status/${page.slug}/api/v2/incidents/unresolved.json`)).json();
    expect(unresolved.incidents).toEqual([]);
  });

  it('a cross-origin preflight is allowed from any origin, by slug and on the custom domain', async () => {
    const headers = {
      origin: 'https://widget.example.org',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'if-none-match',
    };
    for (const [url, host] of [
      [`/status/${fixture.page.slug}/api/v2/summary.json`, 'localhost'],
      ['/api/v2/summary.json', fixture.domain],
    ] as const) {
      const response = await app.inject({ method: 'OPTIONS', url, headers: { ...headers, host } });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-headers']).toContain('if-none-match');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('HEAD answers the headers without a body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: `/status/${fixture.page.slug}/api/v2/summary.json`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expectPublicHeaders(response);
  });
});
