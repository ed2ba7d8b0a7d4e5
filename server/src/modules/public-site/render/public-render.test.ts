// The server-rendered public page, rendered by remote-public's components from source (this test runs the
// server from TypeScript, so ssr-bundle.ts compiles remote-public/src/entries/ssr-render.tsx through the
// jest transform; the built bundle is covered by the benchmarks and e2e).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/build-test-app';
import {
  accessTokenFor,
  bearer,
  createComponent,
  createGroup,
  createIncident,
  createPage,
  createUser,
} from '../../../test/factories';
import { visibleText } from './test-support';

// Component status names as the page shows them, from the locale files (the page's wording is public-ui's).
const partialOutage = (language: 'en' | 'ru'): string =>
  require(`../../../../locales/${language}/translation.json`).public.componentStatus.partial_outage;

const HOST_INDEX = '<!doctype html><title>statusdeck host</title><div id="root"></div>';

/** The lean hydration bundle's file a build of remote-public lists (dist/ssr/client-assets.json). */
const LEAN_SCRIPT = 'lean/public-page.test1234.js';

/**
 * A checkout whose host is built (its index.html is the fallback) and whose remote-public lists its
 * hydration bundle; the renderer itself runs from source.
 */
function repoWithHost(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'statusdeck-ssr-'));
  mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'host', 'dist', 'index.html'), HOST_INDEX);
  mkdirSync(path.join(root, 'remote-public', 'dist', 'ssr'), { recursive: true });
  writeFileSync(
    path.join(root, 'remote-public', 'dist', 'ssr', 'client-assets.json'),
    JSON.stringify({ 'public-page': { scripts: [LEAN_SCRIPT] } }),
  );
  return root;
}

let app: FastifyInstance;

async function publishedPage(application: FastifyInstance, name: string) {
  const owner = await createUser(application);
  const page = await createPage(application, owner.organization_id, name);
  await application.db.query('UPDATE pages SET published = true WHERE id = $1', [page.id]);
  return { page };
}

beforeAll(async () => {
  app = await buildTestApp({ repoRoot: repoWithHost() });
});

afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The host's page without the no-JavaScript notice (and with its own title). */
function hostPart(html: string): string {
  return html
    .replace(/<noscript>.*?<\/noscript>/s, '')
    .replace(/<title>[^<]*<\/title>/, '<title>statusdeck host</title>');
}

/** The words of the no-JavaScript notice. */
function noScriptText(html: string): string {
  const block = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? '';
  return block
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function embeddedInput(html: string) {
  const match = /<script type="application\/json" id="__PUBLIC_SNAPSHOT__">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no embedded input');
  return JSON.parse(match[1]);
}

async function pageWithContent(name = 'Acme Cloud') {
  const published = await publishedPage(app, name);
  const group = await createGroup(app, published.page.id, 'Core services');
  await createComponent(app, published.page.id, {
    name: 'Public API',
    groupId: group.id,
    status: 'partial_outage',
  });
  await createComponent(app, published.page.id, { name: 'Dashboard', status: 'operational' });
  const incident = await createIncident(app, published.page.id, {
    name: 'Elevated error rates',
    status: 'investigating',
    impact: 'major',
  });
  return { ...published, incident };
}

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

describe('GET /public-page/incident/{id}?page={slug}', () => {
  it('renders the incident with its timeline', async () => {
    const { page, incident } = await pageWithContent();
    const response = await get(`/public-page/incident/${incident.id}?page=${page.slug}`);
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain('Elevated error rates');
    expect(text).toContain('Elevated error rates: update');
    expect(response.body).toContain('<title>Elevated error rates · Acme Cloud</title>');
    expect(response.body).toContain(
      `<link rel="canonical" href="http://localhost:8080/public-page/incident/${incident.id}?page=${page.slug}">`,
    );
    expect(embeddedInput(response.body).view.detail.incident.id).toBe(incident.id);
  });

  it("answers 404 with the host's page for another page's incident or an unknown one", async () => {
    const { page, incident } = await pageWithContent();
    const other = await publishedPage(app, 'Other');
    for (const url of [
      `/public-page/incident/${incident.id}?page=${other.page.slug}`,
      `/public-page/incident/00000000-0000-4000-8000-000000000000?page=${page.slug}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(hostPart(response.body)).toBe(HOST_INDEX);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('tells a reader without JavaScript that the incident is not found, with a link to the page', async () => {
    const { page } = await pageWithContent();
    const response = await get(
      `/public-page/incident/00000000-0000-4000-8000-000000000000?page=${page.slug}`,
    );
    expect(response.statusCode).toBe(404);
    expect(noScriptText(response.body)).toBe(
      'Incident not found This status page has no incident at this address. Check the link you followed. Go to the status page',
    );
    expect(response.body).toContain(`<a href="/public-page?page=${page.slug}">Go to the status page</a>`);
    const ru = require('../../../../../locales/ru/translation.json').public.notFound;
    const inRussian = await get(`/public-page/incident/nope?page=${page.slug}&lang=ru`);
    expect(noScriptText(inRussian.body)).toBe(`${ru.incidentTitle} ${ru.incidentDescription} ${ru.pageLink}`);
    expect(inRussian.body).toContain(`<a href="/public-page?page=${page.slug}&amp;lang=ru">`);
  });
});

describe('a custom domain', () => {
  it('serves the page at / and its incidents at /incident/{id}, whatever the port', async () => {
    const { page, incident } = await pageWithContent();
    const domain = `status-${page.slug}.example.com`;
    await app.db.query('UPDATE pages SET custom_domain = $1 WHERE id = $2', [domain, page.id]);
    const home = await get('/', { host: `${domain}:8443` });
    expect(home.statusCode).toBe(200);
    expect(visibleText(home.body)).toContain('Public API');
    expect(home.body).toContain(`<link rel="canonical" href="http://${domain}:8443/">`);
    expect(embeddedInput(home.body).links).toEqual({ base: '' });
    expect(home.body).toContain(`href="/incident/${incident.id}"`);
    const detail = await get(`/incident/${incident.id}`, { host: domain });
    expect(detail.statusCode).toBe(200);
    expect(visibleText(detail.body)).toContain('Elevated error rates: update');
  });

  it('leaves the product’s own host alone', async () => {
    const response = await get('/', { host: 'localhost:8080' });
    expect(response.body).not.toContain('__PUBLIC_SNAPSHOT__');
  });
});

describe('the subscription screens', () => {
  /** A server-rendered public screen: the lean script, the embedded input, nothing of the console. */
  function expectLeanScreen(html: string) {
    expect(html).not.toBe(HOST_INDEX);
    expect(html).not.toContain('statusdeck host');
    expect(html).not.toContain('main.js');
    expect(html).not.toContain('remoteEntry');
    expect(html).not.toContain('app-config.json');
    expect(html).toMatch(new RegExp(`<script defer src="/[^"]*${LEAN_SCRIPT}"></script>`));
    expect(html).toContain('id="__PUBLIC_SNAPSHOT__"');
  }

  it('renders /public-page/subscribe?page= naming the page, in its language', async () => {
    const { page } = await pageWithContent();
    await app.db.query('UPDATE pages SET allow_subscribers = true WHERE id = $1', [page.id]);
    const response = await get(`/public-page/subscribe?page=${page.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expectLeanScreen(response.body);
    expect(response.body).toContain('<title>Subscribe to updates · Acme Cloud</title>');
    expect(visibleText(response.body)).toContain('Acme Cloud');
    expect(visibleText(response.body)).toContain('E-mail address');
    expect(embeddedInput(response.body).view).toMatchObject({ kind: 'subscribe', slug: page.slug });

    const russian = await get(`/public-page/subscribe?page=${page.slug}&lang=ru`);
    expect(russian.body).toContain('<html lang="ru">');
    const ru = require('../../../../../locales/ru/translation.json').public.subscriptions.dialog.title;
    expect(russian.body).toContain(`<title>${ru} · Acme Cloud</title>`);
  });

  it('answers 404 for the subscribe screen of an unknown or unpublished page, still server-rendered', async () => {
    const { page } = await publishedPage(app, 'Hidden subscriptions');
    await app.db.query('UPDATE pages SET published = false WHERE id = $1', [page.id]);
    for (const url of [
      `/public-page/subscribe?page=${page.slug}`,
      '/public-page/subscribe?page=nope',
      '/public-page/subscribe',
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expectLeanScreen(response.body);
      expect(visibleText(response.body)).not.toContain('Hidden subscriptions');
    }
  });

  it.each([
    // The manage and unsubscribe screens load the subscription on the server: this token names none.
    ['confirm', 'Confirm subscription', 200],
    ['manage', 'Manage subscription', 400],
    ['unsubscribe', 'Unsubscribe', 400],
  ])(
    'renders /public-page/subscriptions/%s from the server, private to its reader',
    async (screen, title, status) => {
      const token = `tok-${screen}-secret`;
      const response = await get(`/public-page/subscriptions/${screen}?token=${token}&page=acme`);
      expect(response.statusCode).toBe(status);
      expectLeanScreen(response.body);
      expect(response.body).toContain(`<title>${title}</title>`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(embeddedInput(response.body).view.token).toBe(token);
      const ru = await get(`/public-page/subscriptions/${screen}?token=${token}&lang=ru`);
      expect(ru.body).toContain('<html lang="ru">');
    },
  );

  it('keeps the RFC 8058 one-click POST on the unsubscribe address', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/public-page/subscriptions/unsubscribe?token=not-a-real-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.statusCode).toBe(400);
  });
});

it('never writes the tokens of the subscription links to the log', async () => {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  // Debug: page loads are logged at debug level only.
  const logged = await buildTestApp({ repoRoot: repoWithHost(), logLevel: 'debug' }, { logStream: stream });
  try {
    for (const screen of ['confirm', 'manage', 'unsubscribe']) {
      const response = await logged.inject({
        url: `/public-page/subscriptions/${screen}?token=Secret${screen}Token&page=acme&lang=en`,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(screen === 'confirm' ? 200 : 400);
    }
    await logged.inject({
      method: 'POST',
      url: '/public-page/subscriptions/unsubscribe?token=SecretOneClickToken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  } finally {
    await logged.close();
  }
  expect(text).toContain('/public-page/subscriptions/manage?token=[redacted]&page=acme');
  for (const secret of ['Secretconfirm', 'Secretmanage', 'Secretunsubscribe', 'SecretOneClick']) {
    expect(text).not.toContain(secret);
  }
});
