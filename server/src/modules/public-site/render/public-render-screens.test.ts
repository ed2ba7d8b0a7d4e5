// The server-rendered incident page, custom domains and subscription screens, rendered from source as in
// public-render-page.test.ts.
import { Writable } from 'node:stream';
import { buildTestApp } from '../../../testing/build-test-app';
import { markDomainVerified } from '../../domains/testing/verified';
import {
  app,
  get,
  hostPart,
  noScriptText,
  pageWithContent,
  publishedPage,
  usePublicRenderApp,
} from '../testing/public-render';
import { embeddedInput, HOST_INDEX, LEAN_SCRIPT, repoWithHost, visibleText } from '../testing/render';

usePublicRenderApp();

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
    await markDomainVerified(app.db, page.id);
    const home = await get('/', { host: `${domain}:8443` });
    expect(home.statusCode).toBe(200);
    expect(visibleText(home.body)).toContain('Public API');
    // Canonical: the page's best address, https on its domain whichever port the request came to.
    expect(home.body).toContain(`<link rel="canonical" href="https://${domain}/">`);
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
