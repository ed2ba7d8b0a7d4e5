import type { PublicPageSnapshot } from '../snapshot/snapshot-types';
import { publicGet, publishedPage, shownComponents } from '../testing/snapshots';
import { app, created, usePublicApp } from '../testing/suite-app';

usePublicApp();

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
      { id: incident.id, name: 'Slow answers', translations: {}, impact: 'major' },
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
