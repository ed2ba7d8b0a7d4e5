import { gunzipSync } from 'node:zlib';
import { accessTokenFor, bearer, createComponent, createPage, createUser } from '../../../testing/factories';
import {
  app,
  get,
  hostPart,
  noScriptText,
  pageWithContent,
  partialOutage,
  publishedPage,
  usePublicRenderApp,
} from '../testing/public-render';
import { embeddedInput, HOST_INDEX, LEAN_SCRIPT, visibleText } from '../testing/render';

usePublicRenderApp();

describe('GET /public-page?page={slug}', () => {
  it('answers the whole page as HTML that reads without JavaScript', async () => {
    const { page } = await pageWithContent();
    const response = await get(`/public-page?page=${page.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const text = visibleText(html);
    expect(text).toContain('Acme Cloud');
    expect(text).toContain('Core services');
    expect(text).toContain('Public API');
    expect(text).toContain('Dashboard');
    expect(text).toContain(partialOutage('en'));
    expect(text).toContain('Elevated error rates');
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<title>Acme Cloud</title>');
    expect(html).toMatch(/<meta name="description" content="Acme Cloud: [^"]+">/);
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:8080/public-page?page=${page.slug}">`,
    );
    expect(html).toContain('<meta property="og:title" content="Acme Cloud">');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    // The styles of the rendered components come with the markup (no flash before any script).
    expect(html).toMatch(/<style[^>]*data-styled[^>]*>[^<]+<\/style>/);
  });

  it('embeds the snapshot it rendered from, for the hydration bundle', async () => {
    const { page } = await pageWithContent();
    const response = await get(`/public-page?page=${page.slug}`);
    const input = embeddedInput(response.body);
    expect(input.view.kind).toBe('page');
    expect(input.view.snapshot.page.slug).toBe(page.slug);
    expect(input.links).toEqual({ slug: page.slug });
    expect(input.language).toBe('en');
    expect(input.stale).toBe(false);
    const api = await app.inject({ method: 'GET', url: `/v1/public/pages/${page.slug}` });
    expect(input.view.snapshot).toEqual(api.json());
  });

  it('escapes the embedded snapshot against closing its script element', async () => {
    const { page } = await publishedPage(app, 'Evil');
    const name = '</script><script>window.pwned=1</script><!--';
    await app.db.query('UPDATE pages SET name = $1 WHERE id = $2', [name, page.id]);
    const response = await get(`/public-page?page=${page.slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('<script>window.pwned');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    expect(embeddedInput(html).view.snapshot.page.name).toBe(name);
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;&lt;!--</title>',
    );
  });

  it('renders in the language asked for with ?lang=, else the page default', async () => {
    const { page } = await pageWithContent('Облако');
    await app.db.query(`UPDATE pages SET default_language = 'ru' WHERE id = $1`, [page.id]);
    const russian = await get(`/public-page?page=${page.slug}`);
    expect(russian.body).toMatch(/^<!doctype html><html lang="ru">/);
    expect(visibleText(russian.body)).toContain(partialOutage('ru'));
    const english = await get(`/public-page?page=${page.slug}&lang=en`);
    expect(english.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(visibleText(english.body)).toContain(partialOutage('en'));
    expect(embeddedInput(english.body).language).toBe('en');
    const unknown = await get(`/public-page?page=${page.slug}&lang=de`);
    expect(unknown.body).toMatch(/^<!doctype html><html lang="ru">/);
  });

  it('answers 304 to a matching If-None-Match and caches like the public API', async () => {
    const { page } = await pageWithContent();
    const first = await get(`/public-page?page=${page.slug}`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=10, stale-while-revalidate=30, stale-if-error=86400',
    );
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['set-cookie']).toBeUndefined();
    const again = await get(`/public-page?page=${page.slug}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('renders again after a write touching the page', async () => {
    const { page } = await pageWithContent();
    const before = await get(`/public-page?page=${page.slug}`);
    await createComponent(app, page.id, { name: 'Billing', status: 'major_outage' });
    const after = await get(`/public-page?page=${page.slug}`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(visibleText(after.body)).toContain('Billing');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('sends the HTML compressed when the client accepts it', async () => {
    const { page } = await pageWithContent();
    const plain = await get(`/public-page?page=${page.slug}`);
    const gzipped = await get(`/public-page?page=${page.slug}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    const brotli = await get(`/public-page?page=${page.slug}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it("answers 404 with the host's page for an unknown or unpublished page (a member's preview)", async () => {
    const { page } = await publishedPage(app, 'Hidden');
    await app.db.query('UPDATE pages SET published = false WHERE id = $1', [page.id]);
    for (const url of [
      `/public-page?page=${page.slug}`,
      `/public-page/incident/00000000-0000-4000-8000-000000000000?page=${page.slug}`,
      `/public-page/history?page=${page.slug}`,
      '/public-page?page=no-such-page',
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(hostPart(response.body)).toBe(HOST_INDEX);
      expect(response.headers['cache-control']).toBe('no-store');
      // Without JavaScript the reader is told, not left with a blank page.
      expect(noScriptText(response.body)).toBe(
        'Status page not found There is no published status page at this address. Check the link you followed.',
      );
      expect(response.body).toContain('<title>Status page not found</title>');
    }
    // No page named at all: the host's page, and without JavaScript a word on what is missing.
    for (const url of ['/public-page', '/public-page/history', '/public-page/incident/1']) {
      const bare = await get(url);
      expect(bare.statusCode).toBe(200);
      expect(hostPart(bare.body)).toBe(HOST_INDEX);
      expect(noScriptText(bare.body)).toContain('This address does not name a status page.');
    }
  });

  it('tells a reader without JavaScript in ?lang=, else in the browser’s language', async () => {
    const ru = require('../../../../../locales/ru/translation.json').public.notFound;
    const asked = await get('/public-page?page=no-such-page&lang=ru');
    expect(noScriptText(asked.body)).toBe(`${ru.title} ${ru.description}`);
    expect(asked.body).toContain('<main lang="ru"');
    const browser = await get('/public-page?page=no-such-page', {
      'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5',
    });
    expect(noScriptText(browser.body)).toBe(`${ru.title} ${ru.description}`);
    expect(browser.headers.vary).toContain('Accept-Language');
    const overridden = await get('/public-page?lang=en', { 'accept-language': 'ru' });
    expect(noScriptText(overridden.body)).toContain('This address does not name a status page.');
  });

  it("sends a renamed page's old address to its new one (301), keeping the screen and ?lang=", async () => {
    const owner = await createUser(app);
    const page = await createPage(app, owner.organization_id, 'Renamed');
    await app.db.query('UPDATE pages SET published = true WHERE id = $1', [page.id]);
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/v1/pages/${page.id}`,
      headers: bearer(await accessTokenFor(app, owner)),
      payload: { slug: `${page.slug}-new` },
    });
    expect(renamed.statusCode).toBe(200);
    for (const [from, to] of [
      [`/public-page?page=${page.slug}&lang=ru`, `/public-page?page=${page.slug}-new&lang=ru`],
      [`/public-page/history?page=${page.slug}`, `/public-page/history?page=${page.slug}-new`],
      [
        `/public-page/subscribe?page=${page.slug}&lang=en`,
        `/public-page/subscribe?page=${page.slug}-new&lang=en`,
      ],
    ] as const) {
      const response = await get(from);
      expect([response.statusCode, response.headers.location]).toEqual([301, to]);
    }
    expect((await get(`/public-page?page=${page.slug}-new`)).statusCode).toBe(200);
  });

  it('loads the lean hydration bundle, never the console', async () => {
    const { page } = await pageWithContent();
    const response = await get(`/public-page?page=${page.slug}`);
    expect(response.body).toMatch(new RegExp(`<script defer src="/[^"]*${LEAN_SCRIPT}"></script>`));
    expect(response.body).not.toContain('main.js');
  });
});
