import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { clientFor } from '../../pages/test-client';
import type { PublicHistory, PublicIncidentDetail, PublicPageSnapshot } from '../snapshot/snapshot-types';
import { publicGet, publishedPage, shownComponents, snapshotAt } from '../snapshot/test-support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

type Client = ReturnType<typeof clientFor>;

async function created(response: Awaited<ReturnType<Client['post']>>) {
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as { id: string };
}

describe('GET /v1/public/pages/{slug}', () => {
  it('shows the page, its overall status and its components in the console’s order, hiding what it should', async () => {
    const { page, client, url } = await publishedPage(app, 'Ordering');
    const base = `/v1/pages/${page.id}`;
    const second = await created(await client.post(`${base}/component-groups`, { name: 'Second group' }));
    const first = await created(await client.post(`${base}/component-groups`, { name: 'First group' }));
    await client.patch(`${base}/component-groups/${first.id}`, { position: 0 });
    const hiddenOnly = await created(await client.post(`${base}/component-groups`, { name: 'Only hidden' }));

    await created(await client.post(`${base}/components`, { name: 'Loose A' }));
    await created(await client.post(`${base}/components`, { name: 'Loose B', show_uptime: false }));
    await created(await client.post(`${base}/components`, { name: 'In first', group_id: first.id }));
    await created(
      await client.post(`${base}/components`, {
        name: 'Degraded second',
        group_id: second.id,
        status: 'degraded_performance',
      }),
    );
    await created(await client.post(`${base}/components`, { name: 'Fine second', group_id: second.id }));
    await created(
      await client.post(`${base}/components`, {
        name: 'Hidden',
        group_id: hiddenOnly.id,
        only_show_if_degraded: true,
      }),
    );
    const gone = await created(await client.post(`${base}/components`, { name: 'Deleted' }));
    expect((await client.delete(`${base}/components/${gone.id}`)).statusCode).toBe(204);

    const response = await publicGet(app, url);
    expect(response.statusCode).toBe(200);
    const snapshot: PublicPageSnapshot = response.json();
    expect(snapshot.page).toEqual({
      id: page.id,
      slug: page.slug,
      name: 'Ordering',
      description: '',
      website_url: null,
      support_url: null,
      logo_url: null,
      favicon_url: null,
      brand_color: '#2563eb',
      theme: 'light',
      default_language: 'en',
      time_zone: 'UTC',
      allow_subscribers: true,
      custom_domain: null,
      published: true,
    });
    expect(snapshot.status).toEqual({ indicator: 'minor', description: 'Minor Service Outage' });
    expect(
      snapshot.components.map((entry) =>
        entry.type === 'group' ? [entry.name, entry.status, entry.components.map((c) => c.name)] : entry.name,
      ),
    ).toEqual([
      'Loose A',
      'Loose B',
      ['First group', 'operational', ['In first']],
      ['Second group', 'degraded_performance', ['Degraded second', 'Fine second']],
    ]);
    const [looseA, looseB] = shownComponents(snapshot.components);
    expect(looseA?.uptime?.days).toHaveLength(90);
    expect(looseA?.uptime?.days.at(-1)).toMatchObject({ percent: 100, major_outage_seconds: 0 });
    // Days before the component existed have no data.
    expect(looseA?.uptime?.days.at(-2)?.percent).toBeNull();
    expect(looseB?.uptime).toBeNull();
    expect(snapshot.incidents).toEqual([]);
    expect(snapshot.maintenances).toEqual({ active: [], upcoming: [] });
    expect(Date.parse(snapshot.generated_at)).toBeLessThanOrEqual(Date.now());
  });

  it('shows a component hidden while operational once it is degraded', async () => {
    const { page, client, url } = await publishedPage(app);
    const hidden = await created(
      await client.post(`/v1/pages/${page.id}/components`, { name: 'Edge', only_show_if_degraded: true }),
    );
    expect(shownComponents((await snapshotAt(app, url)).components)).toEqual([]);
    await client.patch(`/v1/pages/${page.id}/components/${hidden.id}`, { status: 'partial_outage' });
    const snapshot = await snapshotAt(app, url);
    expect(
      shownComponents(snapshot.components).map((component) => [component.name, component.status]),
    ).toEqual([['Edge', 'partial_outage']]);
    expect(snapshot.status.indicator).toBe('major');
  });

  it('answers 404 for an unpublished page, an unknown slug, and after unpublishing', async () => {
    const owner = await createUser(app);
    const client = clientFor(app, owner);
    const draft = (await client.post('/v1/pages', { name: 'Draft page' })).json();
    const notFound = await publicGet(app, `/v1/public/pages/${draft.slug}`);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ code: 'not_found' });
    expect(notFound.headers['access-control-allow-origin']).toBe('*');
    expect((await publicGet(app, '/v1/public/pages/no-such-page-here')).statusCode).toBe(404);

    await client.patch(`/v1/pages/${draft.id}`, { published: true });
    expect((await publicGet(app, `/v1/public/pages/${draft.slug}`)).statusCode).toBe(200);
    await client.patch(`/v1/pages/${draft.id}`, { published: false });
    expect((await publicGet(app, `/v1/public/pages/${draft.slug}`)).statusCode).toBe(404);
  });

  it('carries a strong ETag, answers 304 to it, and says how to cache, for any origin, without cookies', async () => {
    const { url } = await publishedPage(app);
    const first = await publicGet(app, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=10, stale-while-revalidate=30, stale-if-error=86400',
    );
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(first.headers['set-cookie']).toBeUndefined();

    const again = await publicGet(app, url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    const listed = await publicGet(app, url, { 'if-none-match': `"other", ${first.headers.etag}` });
    expect(listed.statusCode).toBe(304);
    expect((await publicGet(app, url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('sends the same body compressed when asked, and answers HEAD and a CORS preflight', async () => {
    const { page, client, url } = await publishedPage(app);
    for (const name of ['One', 'Two', 'Three'])
      await client.post(`/v1/pages/${page.id}/components`, { name });
    const plain = await publicGet(app, url);
    const gzipped = await publicGet(app, url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    const brotli = await publicGet(app, url, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');

    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(plain.headers.etag);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('the snapshot follows every kind of write', () => {
  it('page edits, a slug change (the old slug redirects to the new), components, groups, incidents, updates, maintenance', async () => {
    const { page, client, url } = await publishedPage(app, 'Writes');
    const base = `/v1/pages/${page.id}`;
    const etags = new Set<string>();
    const read = async (path = url) => {
      const response = await publicGet(app, path);
      expect(response.statusCode).toBe(200);
      etags.add(String(response.headers.etag));
      return response.json() as PublicPageSnapshot;
    };
    await read();

    await client.patch(base, { name: 'Writes renamed', description: 'Our services' });
    expect((await read()).page).toMatchObject({ name: 'Writes renamed', description: 'Our services' });

    const newSlug = `${page.slug}-moved`;
    expect((await client.patch(base, { slug: newSlug })).statusCode).toBe(200);
    const movedUrl = `/v1/public/pages/${newSlug}`;
    const atOldSlug = await publicGet(app, url);
    expect([atOldSlug.statusCode, atOldSlug.headers.location]).toEqual([308, movedUrl]);
    expect((await read(movedUrl)).page.slug).toBe(newSlug);

    const component = await created(await client.post(`${base}/components`, { name: 'API' }));
    expect(shownComponents((await read(movedUrl)).components).map((c) => c.name)).toEqual(['API']);
    await client.patch(`${base}/components/${component.id}`, { status: 'major_outage' });
    expect((await read(movedUrl)).status.indicator).toBe('critical');
    await client.patch(`${base}/components/${component.id}`, { status: 'operational' });

    const group = await created(await client.post(`${base}/component-groups`, { name: 'Core' }));
    await client.patch(`${base}/components/${component.id}`, { group_id: group.id });
    const grouped = await read(movedUrl);
    expect(grouped.components).toMatchObject([
      { type: 'group', name: 'Core', components: [{ name: 'API' }] },
    ]);
    await client.patch(`${base}/component-groups/${group.id}`, { name: 'Core services', collapsed: true });
    expect((await read(movedUrl)).components).toMatchObject([{ name: 'Core services', collapsed: true }]);

    const incident = await created(
      await client.post(`${base}/incidents`, {
        name: 'Slow answers',
        impact: 'major',
        body: 'Looking into it',
        components: [{ id: component.id, status: 'partial_outage' }],
        deliver_notifications: false,
      }),
    );
    const open = await read(movedUrl);
    expect(open.status.indicator).toBe('major');
    expect(open.incidents).toMatchObject([
      {
        id: incident.id,
        name: 'Slow answers',
        status: 'investigating',
        impact: 'major',
        components: [{ id: component.id, name: 'API', status: 'partial_outage' }],
        updates: [{ status: 'investigating', body: 'Looking into it' }],
      },
    ]);
    expect(shownComponents(open.components)[0]?.uptime?.days.at(-1)?.incidents).toEqual([
      { id: incident.id, name: 'Slow answers', impact: 'major' },
    ]);

    await client.patch(`${base}/incidents/${incident.id}`, {
      status: 'identified',
      body: 'Found it',
      deliver_notifications: false,
    });
    expect((await read(movedUrl)).incidents[0]?.updates.map((update) => update.body)).toEqual([
      'Found it',
      'Looking into it',
    ]);
    const beforeCorrection = await read(movedUrl);
    const updateId = beforeCorrection.incidents[0]?.updates[0]?.id;
    await client.send({
      method: 'PUT',
      url: `${base}/incidents/${incident.id}/incident_updates/${updateId}`,
      payload: { body: 'Found it: a full disk' },
    });
    const corrected = await read(movedUrl);
    expect(corrected.incidents[0]?.updates[0]?.body).toBe('Found it: a full disk');
    // The page's "updated" time moves with the correction too.
    expect(Date.parse(corrected.updated_at)).toBeGreaterThan(Date.parse(beforeCorrection.updated_at));

    await client.patch(`${base}/incidents/${incident.id}`, {
      status: 'resolved',
      body: 'Fixed',
      deliver_notifications: false,
    });
    const resolved = await read(movedUrl);
    expect(resolved.incidents).toEqual([]);
    expect(resolved.status.indicator).toBe('none');
    expect(resolved.recent.map((item) => [item.id, item.status])).toEqual([[incident.id, 'resolved']]);

    // A maintenance the worker starts and completes by itself.
    const start = new Date(Date.now() + 60 * 60_000);
    const end = new Date(start.getTime() + 30 * 60_000);
    const maintenance = await created(
      await client.post(`${base}/incidents`, {
        name: 'Database upgrade',
        status: 'scheduled',
        impact: 'maintenance',
        body: 'Planned',
        scheduled_for: start.toISOString(),
        scheduled_until: end.toISOString(),
        auto_transition: true,
        deliver_notifications: false,
        components: [{ id: component.id, status: 'operational' }],
      }),
    );
    expect((await read(movedUrl)).maintenances.upcoming.map((item) => item.id)).toEqual([maintenance.id]);
    await app.maintenance.tick(new Date(start.getTime() + 1000));
    const running = await read(movedUrl);
    expect(running.maintenances.active.map((item) => [item.id, item.status])).toEqual([
      [maintenance.id, 'in_progress'],
    ]);
    expect(running.maintenances.upcoming).toEqual([]);
    expect(running.status.indicator).toBe('maintenance');
    await app.maintenance.tick(new Date(end.getTime() + 1000));
    const done = await read(movedUrl);
    expect(done.maintenances.active).toEqual([]);
    expect(done.recent.map((item) => item.id)).toContain(maintenance.id);

    await client.delete(`${base}/incidents/${incident.id}`);
    expect((await read(movedUrl)).recent.map((item) => item.id)).not.toContain(incident.id);
    // Every write above produced a different answer.
    expect(etags.size).toBeGreaterThanOrEqual(14);
  });

  it('a rolled-back write changes nothing: the cached answer stays', async () => {
    const { page, url } = await publishedPage(app);
    const before = await publicGet(app, url);
    await expect(
      app.db.transaction(async (tx) => {
        await tx.query('UPDATE pages SET name = $2 WHERE id = $1', [page.id, 'Never']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await publicGet(app, url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(304);
  });

  it('serves concurrent requests after a change from one rebuild', async () => {
    const { page, url } = await publishedPage(app);
    await publicGet(app, url);
    await app.db.query('UPDATE pages SET name = $2 WHERE id = $1', [page.id, 'Crowded']);
    let builds = 0;
    const counting = app.db.query.bind(app.db);
    const spy = jest.spyOn(app.db, 'query').mockImplementation(async (sql, params) => {
      if (/FROM pages WHERE id = \$1/.test(sql)) builds += 1;
      return counting(sql, params);
    });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => publicGet(app, url)));
      expect(new Set(answers.map((answer) => answer.json().page.name))).toEqual(new Set(['Crowded']));
      expect(builds).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('app.publicSnapshots for the other public modules', () => {
  it('finds a page by the custom domain a Host header names, whatever its case and port, and follows changes', async () => {
    const { page, client } = await publishedPage(app);
    const domain = `status-${page.slug}.example.com`;
    expect((await client.patch(`/v1/pages/${page.id}`, { custom_domain: domain })).statusCode).toBe(200);
    const found = await app.publicSnapshots.getByDomain(`${domain.toUpperCase()}:8443`);
    expect(found?.snapshot.page).toMatchObject({ id: page.id, custom_domain: domain });
    expect(found?.stale).toBe(false);
    expect(JSON.parse(found?.json ?? '{}')).toEqual(found?.snapshot);

    const moved = `moved-${page.slug}.example.com`;
    await client.patch(`/v1/pages/${page.id}`, { custom_domain: moved });
    expect(await app.publicSnapshots.getByDomain(domain)).toBeNull();
    expect((await app.publicSnapshots.getByDomain(moved))?.snapshot.page.id).toBe(page.id);
    await client.patch(`/v1/pages/${page.id}`, { published: false });
    expect(await app.publicSnapshots.getByDomain(moved)).toBeNull();
    expect(await app.publicSnapshots.get(page.slug)).toBeNull();
  });

  it('gives the same JSON and ETag to every caller until the page changes', async () => {
    const { page } = await publishedPage(app);
    const [one, two] = await Promise.all([
      app.publicSnapshots.get(page.slug),
      app.publicSnapshots.get(page.slug),
    ]);
    expect(two?.etag).toBe(one?.etag);
    expect(two?.json).toBe(one?.json);
    await app.db.query('UPDATE pages SET website_url = $2 WHERE id = $1', [page.id, 'https://acme.example']);
    const after = await app.publicSnapshots.get(page.slug);
    expect(after?.etag).not.toBe(one?.etag);
    expect(after?.snapshot.page.website_url).toBe('https://acme.example');
  });
});

describe('GET /v1/public/pages/{slug}/incidents/{id}', () => {
  it('answers an incident of the page with its timeline, and 404 for another page’s or an unknown one', async () => {
    const { page, client } = await publishedPage(app);
    const other = await publishedPage(app);
    const incident = await created(
      await client.post(`/v1/pages/${page.id}/incidents`, {
        name: 'Outage',
        body: 'Down',
        deliver_notifications: false,
      }),
    );
    const response = await publicGet(app, `/v1/public/pages/${page.slug}/incidents/${incident.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const detail: PublicIncidentDetail = response.json();
    expect(detail.page.id).toBe(page.id);
    expect(detail.incident).toMatchObject({ id: incident.id, name: 'Outage', updates: [{ body: 'Down' }] });

    expect(
      (await publicGet(app, `/v1/public/pages/${other.page.slug}/incidents/${incident.id}`)).statusCode,
    ).toBe(404);
    expect((await publicGet(app, `/v1/public/pages/${page.slug}/incidents/not-a-uuid`)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await publicGet(app, `/v1/public/pages/${page.slug}/incidents/${unknown}`)).statusCode).toBe(404);
  });

  it('answers an old incident that is no longer on the page, and follows its edits', async () => {
    const { page, client } = await publishedPage(app);
    const old = await created(
      await client.post(`/v1/pages/${page.id}/incidents`, {
        name: 'Long ago',
        body: 'Happened',
        started_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
        deliver_notifications: false,
      }),
    );
    await client.patch(`/v1/pages/${page.id}/incidents/${old.id}`, {
      status: 'resolved',
      body: 'Done',
      deliver_notifications: false,
    });
    await app.db.query(`UPDATE incidents SET resolved_at = now() - interval '39 days' WHERE id = $1`, [
      old.id,
    ]);
    const url = `/v1/public/pages/${page.slug}/incidents/${old.id}`;
    expect((await publicGet(app, url)).json().incident).toMatchObject({
      name: 'Long ago',
      status: 'resolved',
    });
    await client.patch(`/v1/pages/${page.id}/incidents/${old.id}`, { name: 'Long ago, renamed' });
    expect((await publicGet(app, url)).json().incident.name).toBe('Long ago, renamed');
  });
});

describe('GET /v1/public/pages/{slug}/history', () => {
  it('lists resolved incidents by month, three months at a time, with a cursor to older ones', async () => {
    const { page, client } = await publishedPage(app);
    await app.db.query(`UPDATE pages SET created_at = now() - interval '2 years' WHERE id = $1`, [page.id]);
    const monthsAgo = (months: number) => {
      const date = new Date();
      date.setUTCDate(10);
      date.setUTCMonth(date.getUTCMonth() - months);
      return date;
    };
    const make = async (name: string, startedAt: Date, resolve = true) => {
      const incident = await created(
        await client.post(`/v1/pages/${page.id}/incidents`, {
          name,
          body: name,
          started_at: startedAt.toISOString(),
          deliver_notifications: false,
        }),
      );
      if (resolve) {
        await client.patch(`/v1/pages/${page.id}/incidents/${incident.id}`, {
          status: 'resolved',
          body: 'Resolved',
          deliver_notifications: false,
        });
      }
      return incident;
    };
    await make('Recent', new Date(Date.now() - 60_000));
    await make('Still open', new Date(Date.now() - 60_000), false);
    await make('Two months ago', monthsAgo(2));
    await make('Five months ago', monthsAgo(5));

    const first = await publicGet(app, `/v1/public/pages/${page.slug}/history`);
    expect(first.statusCode).toBe(200);
    const history: PublicHistory = first.json();
    const month = (offset: number) => monthsAgo(offset).toISOString().slice(0, 7);
    expect(
      history.months.map((entry) => [entry.month, entry.incidents.map((incident) => incident.name)]),
    ).toEqual([
      [month(0), ['Recent']],
      [month(1), []],
      [month(2), ['Two months ago']],
    ]);
    expect(history.next_cursor).toBe(month(3));

    const older: PublicHistory = (
      await publicGet(app, `/v1/public/pages/${page.slug}/history?cursor=${history.next_cursor}`)
    ).json();
    expect(
      older.months.map((entry) => [entry.month, entry.incidents.map((incident) => incident.name)]),
    ).toEqual([
      [month(3), []],
      [month(4), []],
      [month(5), ['Five months ago']],
    ]);
    expect(older.next_cursor).toBeNull();

    // The history follows writes too.
    await make('Just resolved', new Date(Date.now() - 30_000));
    const updated: PublicHistory = (await publicGet(app, `/v1/public/pages/${page.slug}/history`)).json();
    expect(updated.months[0]?.incidents.map((incident) => incident.name)).toEqual([
      'Just resolved',
      'Recent',
    ]);

    const bad = await publicGet(app, `/v1/public/pages/${page.slug}/history?cursor=2024-13`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    expect((await publicGet(app, '/v1/public/pages/no-such-page-here/history')).statusCode).toBe(404);
  });
});

describe('GET /v1/pages/{id}/public-preview', () => {
  it('shows members the public snapshot of an unpublished page, and another organisation 404', async () => {
    const owner = await createUser(app);
    const viewer = clientFor(
      app,
      await createUser(app, { role: 'viewer', organizationId: owner.organization_id }),
    );
    const draft = (await clientFor(app, owner).post('/v1/pages', { name: 'Preview me' })).json();
    await clientFor(app, owner).post(`/v1/pages/${draft.id}/components`, { name: 'API' });
    const preview = await viewer.get(`/v1/pages/${draft.id}/public-preview`);
    expect(preview.statusCode).toBe(200);
    const snapshot: PublicPageSnapshot = preview.json();
    expect(snapshot.page).toMatchObject({ id: draft.id, published: false });
    expect(shownComponents(snapshot.components).map((component) => component.name)).toEqual(['API']);

    const stranger = clientFor(app, await createUser(app));
    expect((await stranger.get(`/v1/pages/${draft.id}/public-preview`)).statusCode).toBe(404);
    expect((await app.inject({ url: `/v1/pages/${draft.id}/public-preview` })).statusCode).toBe(401);
  });
});
