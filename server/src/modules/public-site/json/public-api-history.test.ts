// The public incident detail and history, and the console's preview of the public page.
import { createUser } from '../../../testing/factories';
import { clientFor } from '../../pages/testing/client';
import type { PublicHistory, PublicIncidentDetail, PublicPageSnapshot } from '../snapshot/snapshot-types';
import { publicGet, publishedPage, shownComponents } from '../testing/snapshots';
import { app, created, usePublicApp } from '../testing/suite-app';

usePublicApp();

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
