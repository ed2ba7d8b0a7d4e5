/**
 * The formats over HTTP on the whole application (PGlite, or PostgreSQL with DATABASE_URL): a page built
 * through the management API, read under /status/{slug}/ and at the root of its custom domain.
 */
import { randomBytes } from 'node:crypto';
import { XMLValidator } from 'fast-xml-parser';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { parseAtomFeed, parseRssFeed } from 'feedsmith';
import { buildTestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { clientFor } from '../../pages/test-client';
import { V2_DOCUMENTS } from './documents';
import { documentProblems } from './v2-field-lists';

const PUBLIC_URL = 'https://statusdeck.example';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await app.close();
});

const unique = () => randomBytes(5).toString('hex');

/** A published page with a custom domain, a group of two components, an ungrouped one, incidents, maintenance. */
async function publishedPage(options: { publish?: boolean } = {}) {
  const owner = clientFor(app, await createUser(app));
  const domain = `status.${unique()}.example.com`;
  const created = await owner.post('/v1/pages', {
    name: 'Acme',
    custom_domain: domain,
    published: options.publish ?? true,
  });
  expect(created.statusCode).toBe(201);
  const page = created.json();
  const group = (await owner.post(`/v1/pages/${page.id}/component-groups`, { name: 'Core' })).json();
  const component = async (name: string, groupId: string | null) => {
    const response = await owner.post(`/v1/pages/${page.id}/components`, {
      name,
      ...(groupId ? { group_id: groupId } : {}),
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const web = await component('Website', null);
  const api = await component('API', group.id);
  const db = await component('Database', group.id);
  const incidents = `/v1/pages/${page.id}/incidents`;
  const open = await owner.post(incidents, {
    name: 'Slow <API> & "search"',
    impact: 'major',
    body: 'Looking into it',
    components: [{ id: api.id, status: 'partial_outage' }],
    deliver_notifications: false,
  });
  expect(open.statusCode).toBe(201);
  const openId = open.json().id;
  expect(
    (
      await owner.patch(`${incidents}/${openId}`, {
        status: 'identified',
        body: 'Found it: <script>alert(1)</script>',
        components: [{ id: api.id, status: 'major_outage' }],
        deliver_notifications: false,
      })
    ).statusCode,
  ).toBe(200);
  const resolved = (
    await owner.post(incidents, { name: 'Login errors', body: 'Seen', deliver_notifications: false })
  ).json();
  await owner.patch(`${incidents}/${resolved.id}`, {
    status: 'resolved',
    body: 'Fixed',
    deliver_notifications: false,
  });
  const hour = 3_600_000;
  const maintenance = await owner.post(incidents, {
    name: 'Network work',
    body: 'Planned',
    scheduled_for: new Date(Date.now() + 24 * hour).toISOString(),
    scheduled_until: new Date(Date.now() + 25 * hour).toISOString(),
    components: [{ id: db.id, status: 'operational' }],
    deliver_notifications: false,
  });
  expect(maintenance.statusCode).toBe(201);
  return {
    owner,
    page,
    domain,
    group,
    web,
    api,
    db,
    openId,
    resolvedId: resolved.id,
    maintenanceId: maintenance.json().id,
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** Waits for an outcome (the snapshot is rebuilt after commit), not for a time; gives up after 10 s. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function expectPublicHeaders(response: LightMyRequestResponse) {
  expect(response.headers.etag).toMatch(/^"[^"]+"$/);
  expect(response.headers['cache-control']).toBe(
    'public, max-age=10, stale-while-revalidate=30, stale-if-error=86400',
  );
  expect(response.headers['access-control-allow-origin']).toBe('*');
  expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  expect(response.headers['set-cookie']).toBeUndefined();
}

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

describe('feeds and badge under /status/{slug}', () => {
  let fixture: Awaited<ReturnType<typeof publishedPage>>;
  beforeAll(async () => {
    fixture = await publishedPage();
  });

  it('history.rss is RSS 2.0 a feed parser reads: one item per update, linked to the public incident page', async () => {
    const response = await get(`/status/${fixture.page.slug}/history.rss`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expectPublicHeaders(response);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const feed = parseRssFeed(response.body);
    const items = feed.items ?? [];
    // Open incident: 2 updates; resolved one: 2; maintenance: 1.
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.title)).toEqual(
      expect.arrayContaining([
        'Slow <API> & "search" — Identified',
        'Slow <API> & "search" — Investigating',
        'Login errors — Resolved',
        'Network work — Scheduled',
      ]),
    );
    const identified = items.find((item) => item.title?.endsWith('Identified'));
    expect(identified?.link).toBe(`https://${fixture.domain}/incident/${fixture.openId}`);
    expect(identified?.description).toContain('&lt;script&gt;');
    expect(identified?.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    const dates = items.map((item) => Date.parse(String(item.pubDate)));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('history.atom is Atom 1.0 a feed parser reads, with the same entries and stable ids', async () => {
    const url = `/status/${fixture.page.slug}/history.atom`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expectPublicHeaders(response);
    const feed = parseAtomFeed(response.body);
    expect(feed.id).toBe(`urn:uuid:${fixture.page.id}`);
    const entries = feed.entries ?? [];
    expect(entries).toHaveLength(5);
    for (const entry of entries) {
      expect(entry.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const again = parseAtomFeed((await get(url)).body);
    expect(again.entries?.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  });

  it('badge.svg: an SVG image with the status text and colour; ?style=flat is a different badge', async () => {
    const url = `/status/${fixture.page.slug}/badge.svg`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Opened on its own nothing in it runs; any site may embed it (also under COEP).
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expectPublicHeaders(response);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const status = (await get(`/status/${fixture.page.slug}/api/v2/status.json`)).json().status;
    expect(response.body).toContain(`aria-label="status: ${status.description}"`);
    expect(response.body).toContain(`<title>status: ${status.description}</title>`);
    expect(response.body).toMatch(/fill="#(fe7d37|e05d44|dfb317)"/);
    const flat = await get(`${url}?style=flat`);
    expect(flat.statusCode).toBe(200);
    expect(flat.body).not.toBe(response.body);
    expect(flat.body).not.toContain('linearGradient');
    expect(flat.headers.etag).not.toBe(response.headers.etag);
    // An unknown style is the default badge, not an error: the badge is an <img>.
    expect((await get(`${url}?style=bogus`)).body).toBe(response.body);
  });
});

describe('custom domains', () => {
  let fixture: Awaited<ReturnType<typeof publishedPage>>;
  beforeAll(async () => {
    fixture = await publishedPage();
  });

  it('a request whose Host is the page’s custom domain, any port and case, gets the same documents at the root', async () => {
    const { page, domain } = fixture;
    for (const host of [domain, `${domain}:8443`, domain.toUpperCase()]) {
      for (const [root, slugged] of [
        ['/api/v2/summary.json', `/status/${page.slug}/api/v2/summary.json`],
        [
          '/api/v2/scheduled-maintenances/upcoming.json',
          `/status/${page.slug}/api/v2/scheduled-maintenances/upcoming.json`,
        ],
        ['/history.rss', `/status/${page.slug}/history.rss`],
        ['/history.atom', `/status/${page.slug}/history.atom`],
        ['/badge.svg?style=flat', `/status/${page.slug}/badge.svg?style=flat`],
      ] as const) {
        const response = await get(root, { host });
        expect(response.statusCode).toBe(200);
        expectPublicHeaders(response);
        expect(response.body).toBe((await get(slugged)).body);
      }
    }
  });

  it('an unknown domain answers a JSON 404', async () => {
    const response = await get('/api/v2/summary.json', { host: `status.${unique()}.example.net` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('the product’s own host (PUBLIC_URL’s, localhost, 127.0.0.1) has no such root routes; its own routes answer on a custom domain too', async () => {
    for (const host of [
      'statusdeck.example',
      'statusdeck.example:443',
      'localhost:8080',
      '127.0.0.1',
      '[::1]:8080',
    ]) {
      const response = await get('/api/v2/summary.json', { host });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'not_found',
        message: 'Route GET /api/v2/summary.json not found',
      });
      expect((await get('/badge.svg', { host })).json().message).toBe('Route GET /badge.svg not found');
    }
    expect((await get('/health', { host: fixture.domain })).statusCode).toBe(200);
    expect(
      (await get(`/status/${fixture.page.slug}/api/v2/status.json`, { host: fixture.domain })).statusCode,
    ).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('does not list these routes: they are Statuspage’s formats, not our API', async () => {
    const paths = Object.keys((await get('/v1/openapi.json')).json().paths);
    expect(paths.some((path) => path.startsWith('/status/') || path.startsWith('/api/v2'))).toBe(false);
    expect(paths).not.toContain('/badge.svg');
  });
});

describe('pages the public cannot see', () => {
  it('an unpublished page answers a JSON 404 on every format, by slug and by domain', async () => {
    const { page, domain } = await publishedPage({ publish: false });
    for (const path of [
      ...V2_DOCUMENTS.map((name) => `/api/v2/${name}`),
      '/history.rss',
      '/history.atom',
      '/badge.svg',
    ]) {
      for (const [url, headers] of [
        [`/status/${page.slug}${path}`, {}],
        [path, { host: domain }],
      ] as const) {
        const response = await get(url, headers);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toMatchObject({ code: 'not_found' });
      }
    }
  });

  it('publishing a page makes its formats appear, unpublishing hides them again', async () => {
    const { owner, page } = await publishedPage({ publish: false });
    const url = `/status/${page.slug}/api/v2/status.json`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await owner.patch(`/v1/pages/${page.id}`, { published: true })).statusCode).toBe(200);
    expect(
      (
        await eventually(
          () => get(url),
          (r) => r.statusCode === 200,
        )
      ).statusCode,
    ).toBe(200);
    expect((await owner.patch(`/v1/pages/${page.id}`, { published: false })).statusCode).toBe(200);
    expect(
      (
        await eventually(
          () => get(url),
          (r) => r.statusCode === 404,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('an unknown slug answers a JSON 404', async () => {
    const response = await get(`/status/no-such-page-${unique()}/api/v2/summary.json`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
