// Pages under PAGES_DOMAIN: `<slug>.<PAGES_DOMAIN>` answers every public format as a verified custom domain
// does, and every link to a page uses its best address (pages/page-address.ts).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import { createSubscriber } from '../../testing/factories';
import { markDomainVerified } from '../domains/testing/verified';
import { findMailsTo } from '../mail/repository';
import { eventHead, incidentBody, readPageState } from '../webhooks/payloads';
import { repoWithHost } from './testing/render';
import { publishedPage } from './testing/snapshots';

const PUBLIC_URL = 'https://statusdeck.example';
const PAGES_DOMAIN = 'status.example.test';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL, pagesDomain: PAGES_DOMAIN, repoRoot: repoWithHost() });
});

afterAll(async () => {
  await app.close();
});

const get = (url: string, host?: string, accept = '*/*') =>
  app.inject({ method: 'GET', url, headers: { accept, ...(host ? { host } : {}) } });

/** A published page with a component and an open incident, and the owner's client. */
async function pageWithIncident() {
  const published = await publishedPage(app, 'Acme');
  const { client, page } = published;
  const component = await client.post(`/v1/pages/${page.id}/components`, { name: 'Public API' });
  expect(component.statusCode).toBe(201);
  const incident = await client.post(`/v1/pages/${page.id}/incidents`, {
    name: 'Slow API',
    body: 'Looking into it',
    components: [{ id: component.json().id, status: 'partial_outage' }],
    deliver_notifications: false,
  });
  expect(incident.statusCode).toBe(201);
  return { ...published, host: `${page.slug}.${PAGES_DOMAIN}`, incidentId: incident.json().id as string };
}

/** The Statuspage-format files a page serves at the root of its own hosts and under /status/{slug}/. */
const FORMAT_FILES = [
  '/api/v2/summary.json',
  '/api/v2/status.json',
  '/api/v2/components.json',
  '/api/v2/incidents.json',
  '/api/v2/incidents/unresolved.json',
  '/api/v2/scheduled-maintenances.json',
  '/api/v2/scheduled-maintenances/upcoming.json',
  '/api/v2/scheduled-maintenances/active.json',
  '/history.rss',
  '/history.atom',
  '/badge.svg',
  '/maintenance.ics',
];

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  expect({ what, status: response.statusCode }).toEqual({ what, status });
}

describe('<slug>.<PAGES_DOMAIN>', () => {
  it('serves every format of the page as /status/{slug}/ does, whatever the port and case of the Host', async () => {
    const { page, host } = await pageWithIncident();
    for (const file of FORMAT_FILES) {
      const own = await get(`/status/${page.slug}${file}`);
      expectStatus(own, 200, file);
      for (const asked of [host, `${host.toUpperCase()}:8443`]) {
        const response = await get(file, asked);
        expectStatus(response, 200, `${asked}${file}`);
        expect(response.headers['content-type']).toBe(own.headers['content-type']);
        expect(response.body).toBe(own.body);
      }
    }
  });

  it('serves the rendered page, its incident, history and subscribe screens, and takes the no-JavaScript form', async () => {
    const { page, host, incidentId } = await pageWithIncident();
    const home = await get('/', host, 'text/html');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Public API');
    expect(canonicalOf(home.body)).toBe(`https://${host}/`);
    expect(home.body).toContain(`href="/incident/${incidentId}"`);

    const incident = await get(`/incident/${incidentId}`, host, 'text/html');
    expect(incident.statusCode).toBe(200);
    expect(incident.body).toContain('Slow API');
    expect(canonicalOf(incident.body)).toBe(`https://${host}/incident/${incidentId}`);
    expect((await get('/history', host, 'text/html')).statusCode).toBe(200);

    const subscribe = await get('/subscribe', host, 'text/html');
    expect(subscribe.statusCode).toBe(200);
    const action = (/<form [^>]*action="([^"]*)"/.exec(subscribe.body)?.[1] ?? '').replaceAll('&amp;', '&');
    expect(action).toBe(`/public-page/subscribe?page=${page.slug}&lang=en`);
    const email = uniqueEmail('subdomain');
    const posted = await app.inject({
      method: 'POST',
      url: action,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ email }).toString(),
    });
    expect(posted.statusCode).toBe(200);
    // The confirmation mail leads back to the page's subdomain, whose confirm screen answers there.
    const [mail] = await findMailsTo(app.db, email);
    const confirm = new RegExp(
      `https://${host.replaceAll('.', '\\.')}(/public-page/subscriptions/confirm\\?token=[A-Za-z0-9_-]{43}[^\\s"]*)`,
    ).exec(mail?.text_body ?? '');
    expect(confirm).not.toBeNull();
    expect((await get(confirm?.[1] ?? '', host, 'text/html')).statusCode).toBe(200);
    expect(mail?.text_body).toContain(`https://${host}/public-page/subscriptions/unsubscribe?token=`);
    await app.db.query('DELETE FROM mail_outbox WHERE lower(to_address) = lower($1)', [email]);
  });

  it('is the same 404 as an unknown domain for an unknown or unpublished slug, a reserved word, a deeper name and PAGES_DOMAIN itself', async () => {
    const { page } = await pageWithIncident();
    const hidden = await publishedPage(app, 'Hidden');
    await app.db.query('UPDATE pages SET published = false WHERE id = $1', [hidden.page.id]);
    const unknownDomain = 'status.nobody-here.example.com';
    const hosts = [
      `nobody-${page.slug}.${PAGES_DOMAIN}`,
      `${hidden.page.slug}.${PAGES_DOMAIN}`,
      `www.${PAGES_DOMAIN}`,
      `api.${PAGES_DOMAIN}`,
      `x.${page.slug}.${PAGES_DOMAIN}`,
      PAGES_DOMAIN,
      `${PAGES_DOMAIN}:8443`,
    ];
    for (const file of ['/api/v2/summary.json', '/badge.svg', '/history.rss', '/maintenance.ics']) {
      const expected = await get(file, unknownDomain);
      expect(expected.statusCode).toBe(404);
      for (const host of hosts) {
        const response = await get(file, host);
        expectStatus(response, 404, `${host}${file}`);
        expect(response.body).toBe(expected.body);
      }
    }
    // The screens embed the time they were rendered at.
    const timeless = (html: string) => html.replace(/"now":"[^"]*"/, '"now":""');
    for (const path of ['/', '/subscribe']) {
      const expected = await get(path, unknownDomain, 'text/html');
      expect(expected.statusCode).toBe(404);
      for (const host of hosts) {
        const response = await get(path, host, 'text/html');
        expectStatus(response, 404, `${host}${path}`);
        expect(timeless(response.body)).toBe(timeless(expected.body));
      }
    }
  });

  it('leaves the product’s own host as it was: pages by slug there, no page at its root', async () => {
    const { page, host } = await pageWithIncident();
    const own = 'statusdeck.example';
    const summary = await get(`/status/${page.slug}/api/v2/summary.json`, own);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().page.url).toBe(`https://${host}/`);
    const rendered = await get(`/public-page?page=${page.slug}`, own, 'text/html');
    expect(rendered.statusCode).toBe(200);
    // Read on the product's host, the page still names its best address as canonical.
    expect(canonicalOf(rendered.body)).toBe(`https://${host}/`);
    expect((await get('/api/v2/summary.json', own)).statusCode).toBe(404);
    expect((await get('/badge.svg', own)).statusCode).toBe(404);
  });
});

describe('links to a page', () => {
  it('use its subdomain, and its custom domain once verified (a pending claim changes nothing)', async () => {
    const { page, client, host, incidentId } = await pageWithIncident();
    const subdomain = `https://${host}`;
    const read = async () => {
      const resource = (await client.get(`/v1/pages/${page.id}`)).json();
      const summary = (await get(`/status/${page.slug}/api/v2/incidents.json`)).json();
      const feed = (await get(`/status/${page.slug}/history.atom`)).body;
      return { address: resource.address, summary, feed };
    };

    let links = await read();
    expect(links.address).toBe(`${subdomain}/`);
    expect(links.summary.page.url).toBe(`${subdomain}/`);
    expect(links.summary.incidents[0].shortlink).toBe(`${subdomain}/incident/${incidentId}`);
    expect(links.feed).toContain(
      `<link rel="alternate" type="text/html" href="${subdomain}/incident/${incidentId}"/>`,
    );
    expect(links.feed).toContain(
      `<link rel="self" type="application/atom+xml" href="${subdomain}/history.atom"/>`,
    );
    const dashboard = (await client.get('/v1/dashboard')).json();
    expect(dashboard.pages.find((entry: { id: string }) => entry.id === page.id)).toMatchObject({
      address: `${subdomain}/`,
      public_path: `/public-page?page=${page.slug}`,
    });

    const domain = `status.${page.slug}.example.com`;
    expect((await client.patch(`/v1/pages/${page.id}`, { custom_domain: domain })).statusCode).toBe(200);
    links = await read();
    expect(links.address).toBe(`${subdomain}/`);
    expect(links.summary.incidents[0].shortlink).toBe(`${subdomain}/incident/${incidentId}`);

    await markDomainVerified(app.db, page.id);
    links = await read();
    expect(links.address).toBe(`https://${domain}/`);
    expect(links.summary.page.url).toBe(`https://${domain}/`);
    expect(links.summary.incidents[0].shortlink).toBe(`https://${domain}/incident/${incidentId}`);
    expect(links.feed).toContain(
      `<link rel="alternate" type="text/html" href="https://${domain}/incident/${incidentId}"/>`,
    );
    // The subdomain keeps serving the page.
    expect((await get('/api/v2/status.json', host)).statusCode).toBe(200);
  });

  it('in incident mails and webhook payloads use the subdomain', async () => {
    const { page, client, host } = await pageWithIncident();
    const reader = await createSubscriber(app, page.id);
    const hook = await createSubscriber(app, page.id, { endpoint: 'https://hooks.example.test/in' });
    const created = await client.post(`/v1/pages/${page.id}/incidents`, { name: 'Outage', body: 'Down' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const [mail] = await findMailsTo(app.db, reader.email);
    expect(mail?.text_body).toContain(`https://${host}/incident/${id}`);
    expect(mail?.text_body).toContain(`https://${host}/public-page/subscriptions/unsubscribe?token=`);
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<https://${host.replaceAll('.', '\\.')}/public-page/subscriptions/unsubscribe\\?token=`),
    );
    // A mail provider's RFC 8058 one-click post reaches us on the subdomain.
    const oneClick = new URL((mail?.headers['List-Unsubscribe'] ?? '').slice(1, -1));
    const unsubscribed = await app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ state: 'unsubscribed' });

    // What the webhook worker sends (webhooks/deliver.ts builds it from these).
    const state = await readPageState(app.db, app.config, page.id);
    if (!state) throw new Error('no page state');
    expect(eventHead(app.config, state, hook.id).meta.unsubscribe).toMatch(
      new RegExp(`^https://${host.replaceAll('.', '\\.')}/public-page/subscriptions/unsubscribe\\?token=`),
    );
    expect((await incidentBody(app.db, state, id))?.incident.shortlink).toBe(
      `https://${host}/incident/${id}`,
    );
    await app.db.query('DELETE FROM mail_outbox WHERE lower(to_address) = lower($1)', [reader.email]);
  });
});

describe('without PAGES_DOMAIN', () => {
  let plain: FastifyInstance;

  beforeAll(async () => {
    plain = await buildTestApp({ publicUrl: 'http://statusdeck.example:8080', pagesDomain: null });
  });

  afterAll(async () => {
    await plain.close();
  });

  it('links lead to PUBLIC_URL by slug, in its own scheme; a name under another domain is just an unknown domain', async () => {
    const { page, client } = await publishedPage(plain, 'Plain');
    expect((await client.get(`/v1/pages/${page.id}`)).json().address).toBe(
      `http://statusdeck.example:8080/public-page?page=${page.slug}`,
    );
    const summary = await plain.inject({ url: `/status/${page.slug}/api/v2/summary.json` });
    expect(summary.json().page.url).toBe(`http://statusdeck.example:8080/public-page?page=${page.slug}`);
    const elsewhere = await plain.inject({
      url: '/api/v2/summary.json',
      headers: { host: `${page.slug}.${PAGES_DOMAIN}` },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('a private page on its subdomain', () => {
  it("mails a viewer's sign-in link on the page's own host, where opening it signs the viewer in", async () => {
    const { page, client, host } = await pageWithIncident();
    await app.db.query(`UPDATE organizations SET plan = 'pro' WHERE id = $1`, [page.organization_id]);
    const audience = await client.patch(`/v1/pages/${page.id}`, { access: 'audience' });
    expect(audience.statusCode).toBe(200);
    const email = uniqueEmail('viewer');
    expect((await client.post(`/v1/pages/${page.id}/viewers`, { email })).statusCode).toBe(201);
    const [mail] = await findMailsTo(app.db, email);
    const link = new RegExp(`https://${host.replaceAll('.', '\\.')}/access/([\\w-]{20,})`).exec(
      mail?.text_body ?? '',
    );
    expect(link).not.toBeNull();
    expect((await get('/', host)).statusCode).toBe(401);
    const opened = await get(`/access/${link?.[1]}`, host);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    const cookie = String(opened.headers['set-cookie']).split(';')[0] ?? '';
    const read = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host, cookie, accept: 'text/html' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Slow API');
  });
});
