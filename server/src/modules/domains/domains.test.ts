import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { findMailsTo } from '../mail/repository';
import { organizationOn } from '../pages/testing/client';
import { challengeName } from './challenge';
import { startTestDnsServer, type TestDnsServer } from './testing/dns-server';

const PUBLIC_URL = 'https://statusdeck.example';
const PAGES_DOMAIN = 'pages.statusdeck.test';
let app: FastifyInstance;
let dns: TestDnsServer;

beforeAll(async () => {
  dns = await startTestDnsServer();
  app = await buildTestApp({
    publicUrl: PUBLIC_URL,
    pagesDomain: PAGES_DOMAIN,
    customDomainTarget: 'pages.statusdeck.example',
    dnsServers: [dns.address],
  });
});

afterAll(async () => {
  await app.close();
  await dns.close();
});

const unique = () => randomBytes(5).toString('hex');
const customerDomain = () => `status.customer-${unique()}.test`;
type Client = Awaited<ReturnType<typeof organizationOn>>['owner'];

/** A published page of a new organisation claiming `domain` (pending). */
async function claimingPage(domain: string, extra: object = {}) {
  const organization = await organizationOn(app);
  const created = await organization.owner.post('/v1/pages', {
    name: `Page ${unique()}`,
    custom_domain: domain,
    published: true,
    ...extra,
  });
  expect(created.statusCode).toBe(201);
  return { ...organization, page: created.json() };
}

const verify = (client: Client, pageId: string) => client.post(`/v1/pages/${pageId}/domain/verify`, {});

/** Which page a Host serves, by its v2 summary (404: none). */
async function servedBy(domain: string): Promise<string | null> {
  const response = await app.inject({ url: '/api/v2/summary.json', headers: { host: domain } });
  if (response.statusCode === 404) return null;
  expect(response.statusCode).toBe(200);
  return response.json().page.id;
}

const allowed = async (domain: string) =>
  (await app.inject({ url: `/v1/public/domains/allowed?domain=${encodeURIComponent(domain)}` })).statusCode;

describe('claiming a custom domain', () => {
  it('makes a pending claim with the TXT record and CNAME target to publish; it does not route yet', async () => {
    const domain = customerDomain();
    const { page } = await claimingPage(domain);
    expect(page.domain).toEqual({
      name: domain,
      status: 'pending',
      txt_name: `_statusdeck-challenge.${domain}`,
      txt_value: expect.stringMatching(/^[0-9a-f]{32}$/),
      cname_target: 'pages.statusdeck.example',
      verified_at: null,
      checked_at: null,
      failing_since: null,
      error: null,
    });
    expect(await servedBy(domain)).toBeNull();
    expect(await allowed(domain)).toBe(404);
  });

  it.each([
    'statusdeck.example',
    'www.statusdeck.example',
    'WWW.Statusdeck.Example',
    PAGES_DOMAIN,
    `acme.${PAGES_DOMAIN}`,
  ])(
    'refuses %s, the product’s own host, PAGES_DOMAIN or under them: 400 domain_reserved',
    async (domain) => {
      const { owner } = await organizationOn(app);
      const created = await owner.post('/v1/pages', { name: 'Hijack', custom_domain: domain });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'custom_domain', code: 'domain_reserved' }],
      });
      const page = (
        await owner.post('/v1/pages', { name: 'Kept', custom_domain: 'status.kept.test' })
      ).json();
      const patched = await owner.patch(`/v1/pages/${page.id}`, { custom_domain: domain });
      expect([patched.statusCode, patched.json().details?.[0]?.code]).toEqual([400, 'domain_reserved']);
      expect((await owner.get(`/v1/pages/${page.id}`)).json().custom_domain).toBe('status.kept.test');
    },
  );
});

describe('POST /v1/pages/{pageId}/domain/verify', () => {
  it.each([
    ['record_missing', null],
    ['record_mismatch', ['google-site-verification=abc', 'not-the-token']],
    ['dns_unreachable', 'servfail'],
  ] as const)(
    'answers 422 domain_not_verified with %s, stores it, and the domain does not route',
    async (code, answer) => {
      const domain = customerDomain();
      const { owner, page } = await claimingPage(domain);
      if (answer) dns.set(challengeName(domain), answer);
      const response = await verify(owner, page.id);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'domain_not_verified',
        details: [{ field: 'custom_domain', code }],
      });
      const stored = (await owner.get(`/v1/pages/${page.id}`)).json().domain;
      expect(stored).toMatchObject({ status: 'pending', error: code, checked_at: expect.any(String) });
      expect(await servedBy(domain)).toBeNull();
    },
  );

  it('gives up on a DNS server that does not answer within seconds, and serves other requests meanwhile', async () => {
    const domain = customerDomain();
    const { owner, page } = await claimingPage(domain);
    dns.set(challengeName(domain), 'silent');
    const started = Date.now();
    const pending = verify(owner, page.id);
    // The look-up waits on the network, not on the event loop: another request is answered at once.
    const other = await owner.get(`/v1/pages/${page.id}`);
    expect(other.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2500);
    const response = await pending;
    expect([response.statusCode, response.json().details[0].code]).toEqual([422, 'dns_unreachable']);
  });

  it('verifies when one of several TXT strings is the token: the domain routes, links use it, Caddy may ask', async () => {
    const domain = customerDomain();
    const { owner, page } = await claimingPage(domain);
    dns.set(challengeName(domain), ['v=spf1 -all', page.domain.txt_value]);
    const response = await verify(owner, page.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().domain).toMatchObject({
      name: domain,
      status: 'verified',
      verified_at: expect.any(String),
      checked_at: expect.any(String),
      error: null,
    });
    expect(await servedBy(domain)).toBe(page.id);
    expect(await servedBy(`${domain.toUpperCase()}:443`)).toBe(page.id);
    const summary = await app.inject({ url: `/status/${page.slug}/api/v2/summary.json` });
    expect(summary.json().page.url).toBe(`https://${domain}/`);
    expect(await allowed(domain)).toBe(200);
  });

  it('answers 404 for a page without a domain, and for another organisation’s page', async () => {
    const { owner } = await organizationOn(app);
    const bare = (await owner.post('/v1/pages', { name: 'Bare' })).json();
    expect((await verify(owner, bare.id)).statusCode).toBe(404);
    const domain = customerDomain();
    const victim = await claimingPage(domain);
    dns.set(challengeName(domain), [victim.page.domain.txt_value]);
    const response = await verify(owner, victim.page.id);
    expect([response.statusCode, response.json().code]).toEqual([404, 'not_found']);
    expect((await victim.owner.get(`/v1/pages/${victim.page.id}`)).json().domain).toMatchObject({
      status: 'pending',
      checked_at: null,
    });
  });

  it('lets an editor verify and refuses a viewer (403), changing nothing', async () => {
    const domain = customerDomain();
    const { page, member } = await claimingPage(domain);
    dns.set(challengeName(domain), [page.domain.txt_value]);
    const viewer = await member('viewer');
    const refused = await verify(viewer, page.id);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    expect((await viewer.get(`/v1/pages/${page.id}`)).json().domain.status).toBe('pending');
    const editor = await member('editor');
    expect((await verify(editor, page.id)).json().domain.status).toBe('verified');
  });
});

describe("the probe's attack: another tenant's verified domain", () => {
  it('stays with its holder until another tenant proves it; then moves, and the holder’s owners are mailed', async () => {
    const domain = customerDomain();
    const holder = await claimingPage(domain, { default_language: 'ru' });
    const admin = await holder.member('admin');
    const editor = await holder.member('editor');
    dns.set(challengeName(domain), [holder.page.domain.txt_value]);
    expect((await verify(holder.owner, holder.page.id)).statusCode).toBe(200);

    // Tenant B claims it without proof: allowed, pending; the holder keeps routing.
    const squatter = await claimingPage(domain.toUpperCase());
    expect(squatter.page.domain).toMatchObject({ name: domain, status: 'pending' });
    const unproved = await verify(squatter.owner, squatter.page.id);
    expect([unproved.statusCode, unproved.json().details[0].code]).toEqual([422, 'record_mismatch']);
    expect(await servedBy(domain)).toBe(holder.page.id);
    expect((await holder.owner.get(`/v1/pages/${holder.page.id}`)).json().domain.status).toBe('verified');

    // B proves it (its own token in the TXT record) and presses Verify: B takes it over.
    dns.set(challengeName(domain), [holder.page.domain.txt_value, squatter.page.domain.txt_value]);
    const proved = await verify(squatter.owner, squatter.page.id);
    expect(proved.statusCode).toBe(200);
    expect(proved.json().domain.status).toBe('verified');
    expect(await servedBy(domain)).toBe(squatter.page.id);
    expect((await holder.owner.get(`/v1/pages/${holder.page.id}`)).json().domain).toMatchObject({
      status: 'pending',
      verified_at: null,
      error: 'taken_over',
    });
    for (const member of [holder.owner, admin]) {
      const [mail, ...more] = await findMailsTo(app.db, member.user.email);
      expect(more).toEqual([]);
      // In the page's language (ru), naming the domain and linking the page's own address.
      expect(mail?.subject).toContain('больше не показывает страницу статуса');
      expect(mail?.text_body).toContain(`${PUBLIC_URL}/public-page?page=${holder.page.slug}`);
    }
    expect(await findMailsTo(app.db, editor.user.email)).toEqual([]);
    expect(await findMailsTo(app.db, squatter.owner.user.email)).toEqual([]);

    // The background worker never takes it back, though the holder's token is still published.
    const checks = await app.domains.tick(new Date(Date.now() + 60 * 60_000));
    expect(checks).toContainEqual({ pageId: holder.page.id, domain, outcome: 'held_by_another_page' });
    expect(await servedBy(domain)).toBe(squatter.page.id);
    expect((await holder.owner.get(`/v1/pages/${holder.page.id}`)).json().domain).toMatchObject({
      status: 'pending',
      error: 'held_by_another_page',
    });
  });
});

describe('GET /v1/public/domains/allowed (Caddy on-demand TLS ask)', () => {
  it('answers 200 only for a published page’s verified domain or its subdomain of PAGES_DOMAIN', async () => {
    const domain = customerDomain();
    const { owner, page } = await claimingPage(domain);
    dns.set(challengeName(domain), [page.domain.txt_value]);
    expect(await allowed(domain)).toBe(404);
    expect((await verify(owner, page.id)).statusCode).toBe(200);
    const ok = await app.inject({ url: `/v1/public/domains/allowed?domain=${domain.toUpperCase()}` });
    expect([ok.statusCode, ok.json()]).toEqual([200, { domain }]);
    expect(await allowed(`${page.slug}.${PAGES_DOMAIN}`)).toBe(200);

    await owner.patch(`/v1/pages/${page.id}`, { published: false });
    expect(await allowed(domain)).toBe(404);
    expect(await allowed(`${page.slug}.${PAGES_DOMAIN}`)).toBe(404);
    for (const other of [
      `nobody-${unique()}.${PAGES_DOMAIN}`,
      `a.${page.slug}.${PAGES_DOMAIN}`,
      PAGES_DOMAIN,
      'statusdeck.example',
      'unknown.example.org',
      'not a domain',
      '-bad-.example.com',
      `${'a'.repeat(64)}.example.com`,
      '',
    ]) {
      expect([other, await allowed(other)]).toEqual([other, 404]);
    }
    expect((await app.inject({ url: '/v1/public/domains/allowed' })).statusCode).toBe(404);
  });
});
