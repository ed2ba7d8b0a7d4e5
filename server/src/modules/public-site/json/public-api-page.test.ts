// The public page snapshot: what GET /v1/public/pages/{slug} answers, and the same snapshot for the other
// public modules.
import { createUser } from '../../../testing/factories';
import { markDomainVerified } from '../../domains/testing/verified';
import { clientFor } from '../../pages/testing/client';
import type { PublicPageSnapshot } from '../snapshot/snapshot-types';
import { publicGet, publishedPage, shownComponents, snapshotAt } from '../testing/snapshots';
import { app, created, usePublicApp } from '../testing/suite-app';

usePublicApp();

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
      access: 'public',
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

describe('app.publicSnapshots for the other public modules', () => {
  it('finds a page by the custom domain a Host header names, whatever its case and port, and follows changes', async () => {
    const { page, client } = await publishedPage(app);
    const domain = `status-${page.slug}.example.com`;
    expect((await client.patch(`/v1/pages/${page.id}`, { custom_domain: domain })).statusCode).toBe(200);
    // A claim routes only once proved.
    expect(await app.publicSnapshots.getByDomain(domain)).toBeNull();
    await markDomainVerified(app.db, page.id);
    const found = await app.publicSnapshots.getByDomain(`${domain.toUpperCase()}:8443`);
    expect(found?.snapshot.page).toMatchObject({ id: page.id, custom_domain: domain });
    expect(found?.stale).toBe(false);
    expect(JSON.parse(found?.json ?? '{}')).toEqual(found?.snapshot);

    const moved = `moved-${page.slug}.example.com`;
    await client.patch(`/v1/pages/${page.id}`, { custom_domain: moved });
    expect(await app.publicSnapshots.getByDomain(domain)).toBeNull();
    expect(await app.publicSnapshots.getByDomain(moved)).toBeNull();
    expect((await app.publicSnapshots.get(page.slug))?.snapshot.page.custom_domain).toBeNull();
    await markDomainVerified(app.db, page.id);
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
