// The feeds, badge and OpenAPI document over HTTP on the whole application, under /status/{slug}/ and at the
// root of a custom domain, and the pages the public cannot see.
import { XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed, parseRssFeed } from 'feedsmith';
import {
  eventually,
  expectPublicHeaders,
  get,
  publishedPage,
  unique,
  useFormatRoutesApp,
} from '../testing/format-routes';
import { V2_DOCUMENTS } from './documents';

useFormatRoutesApp();

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
  it('does not list these routes: they are Statuspage’s formats, not our API (the calendar is ours)', async () => {
    const paths = Object.keys((await get('/v1/openapi.json')).json().paths);
    const formats = paths.filter((path) => path.startsWith('/status/') || path.startsWith('/api/v2'));
    expect(formats).toEqual(['/status/{slug}/maintenance.ics']);
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
