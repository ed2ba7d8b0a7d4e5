import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { markDomainVerified } from '../domains/testing/verified';
import { uniqueConflictOf } from './errors';
import { insertPage } from './repository';
import { organizationOn } from './testing/client';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: 'https://status.example.test' });
});

afterAll(async () => {
  await app.close();
});

const unique = () => Math.random().toString(36).slice(2, 10);

describe('POST /v1/pages', () => {
  it('creates a page with defaults and a slug derived from the name', async () => {
    const { owner } = await organizationOn(app);
    const name = `Acme Cloud ${unique()}`;
    const response = await owner.post('/v1/pages', { name: `  ${name}  ` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      organization_id: owner.user.organization_id,
      name,
      slug: name.toLowerCase().replaceAll(' ', '-'),
      description: '',
      website_url: null,
      support_url: null,
      time_zone: 'UTC',
      default_language: 'en',
      allow_subscribers: true,
      published: false,
      custom_domain: null,
      domain: null,
      // Without a verified domain or PAGES_DOMAIN: PUBLIC_URL by slug.
      address: `${app.config.publicUrl}/public-page?page=${name.toLowerCase().replaceAll(' ', '-')}`,
      access: 'public',
      access_email_domains: [],
      access_password_set: false,
      brand_color: '#2563eb',
      theme: 'light',
      logo_url: null,
      favicon_url: null,
      status: 'none',
      component_count: 0,
      open_incident_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const listed = (await owner.get('/v1/pages')).json();
    expect(listed).toEqual([response.json()]);
  });

  it('stores every field given, normalising colour and domain case', async () => {
    const { owner } = await organizationOn(app);
    const slug = `acme-${unique()}`;
    const body = {
      name: 'Acme',
      slug,
      description: 'Live status of Acme services',
      website_url: 'https://acme.example',
      support_url: 'http://help.acme.example/contact?x=1',
      time_zone: 'Europe/Moscow',
      default_language: 'ru',
      allow_subscribers: false,
      published: true,
      custom_domain: `Status.${slug}.Example.com`,
      brand_color: '#FF6600',
      theme: 'auto',
    };
    const response = await owner.post('/v1/pages', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ...body,
      custom_domain: `status.${slug}.example.com`,
      brand_color: '#ff6600',
    });
    // A new domain is a pending claim with the TXT record that proves it (CUSTOM_DOMAIN_TARGET unset here).
    expect(response.json().domain).toEqual({
      name: `status.${slug}.example.com`,
      status: 'pending',
      txt_name: `_statusdeck-challenge.status.${slug}.example.com`,
      txt_value: expect.stringMatching(/^[0-9a-f]{32}$/),
      cname_target: null,
      verified_at: null,
      checked_at: null,
      failing_since: null,
      error: null,
    });
  });

  it('transliterates a Cyrillic name, and falls back to page-xxxx when nothing is left', async () => {
    const { owner } = await organizationOn(app, 'pro');
    const russian = await owner.post('/v1/pages', { name: `Статус сервиса ${unique()}` });
    expect(russian.statusCode).toBe(201);
    expect(russian.json().slug).toMatch(/^status-servisa-[a-z0-9]+$/);
    const emoji = await owner.post('/v1/pages', { name: '🚀✨' });
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().slug).toMatch(/^page-[a-z0-9]{4}$/);
  });

  it('answers 409 slug_taken for an explicit slug in use, and suffixes a derived one instead', async () => {
    const first = await organizationOn(app);
    const second = await organizationOn(app);
    const slug = `taken-${unique()}`;
    expect((await first.owner.post('/v1/pages', { name: 'First', slug })).statusCode).toBe(201);

    const explicit = await second.owner.post('/v1/pages', { name: 'Second', slug });
    expect(explicit.statusCode).toBe(409);
    expect(explicit.json()).toEqual({
      code: 'slug_taken',
      message: expect.any(String),
      details: [{ field: 'slug', code: 'slug_taken', message: expect.any(String) }],
    });

    const derived = await second.owner.post('/v1/pages', { name: slug });
    expect(derived.statusCode).toBe(201);
    expect(derived.json().slug).toMatch(new RegExp(`^${slug}-[a-z0-9]{4}$`));
  });

  it('lets a second page claim a domain another page holds verified: it stays pending, the holder keeps it', async () => {
    const first = await organizationOn(app);
    const second = await organizationOn(app);
    const domain = `status.${unique()}.example.com`;
    const holder = (await first.owner.post('/v1/pages', { name: 'A', custom_domain: domain })).json();
    await markDomainVerified(app.db, holder.id);
    const response = await second.owner.post('/v1/pages', { name: 'B', custom_domain: domain.toUpperCase() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      custom_domain: domain,
      domain: { name: domain, status: 'pending' },
    });
    expect((await first.owner.get(`/v1/pages/${holder.id}`)).json().domain.status).toBe('verified');
  });

  it.each([
    ['name', 'a blank name', { name: '   ' }, 'invalid_format'],
    ['name', 'a name of 101 characters', { name: 'x'.repeat(101) }, 'too_long'],
    ['name', 'no name', {}, 'required'],
    ['slug', 'spaces and capitals', { name: 'A', slug: 'Not A Slug' }, 'invalid_format'],
    ['slug', 'edge hyphens', { name: 'A', slug: '-edge-' }, 'invalid_format'],
    ['slug', '64 characters', { name: 'A', slug: 'a'.repeat(64) }, 'too_long'],
    ['description', '1001 characters', { name: 'A', description: 'd'.repeat(1001) }, 'too_long'],
    ['website_url', 'a javascript: URL', { name: 'A', website_url: 'javascript:alert(1)' }, 'invalid_format'],
    ['support_url', 'an ftp: URL', { name: 'A', support_url: 'ftp://files.example.com' }, 'invalid_format'],
    ['time_zone', 'an unknown zone', { name: 'A', time_zone: 'Mars/Olympus_Mons' }, 'invalid_value'],
    ['time_zone', 'an offset', { name: 'A', time_zone: '+03:00' }, 'invalid_value'],
    ['default_language', 'an unsupported language', { name: 'A', default_language: 'de' }, 'invalid_value'],
    ['allow_subscribers', 'a string in JSON', { name: 'A', allow_subscribers: 'true' }, 'invalid_type'],
    ['custom_domain', 'a URL', { name: 'A', custom_domain: 'https://status.example.com' }, 'invalid_format'],
    ['custom_domain', 'a single label', { name: 'A', custom_domain: 'localhost' }, 'invalid_format'],
    ['brand_color', 'a colour name', { name: 'A', brand_color: 'blue' }, 'invalid_format'],
    ['brand_color', 'a short hex colour', { name: 'A', brand_color: '#abc' }, 'invalid_format'],
    ['theme', 'an unknown theme', { name: 'A', theme: 'sepia' }, 'invalid_value'],
    ['logo_url', 'a read-only field', { name: 'A', logo_url: 'https://x.example/logo.png' }, 'unknown_field'],
  ])('answers 400 naming %s for %s', async (field, _label, body, code) => {
    const { owner } = await organizationOn(app);
    const response = await owner.post('/v1/pages', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(response.json().details).toContainEqual({ field, code, message: expect.any(String) });
    expect((await owner.get('/v1/pages')).json()).toEqual([]);
  });

  it.each(['STATUS.example.test', 'www.status.example.test'])(
    "refuses this service's own host and its subdomains as a custom domain (%s)",
    async (domain) => {
      const { owner } = await organizationOn(app);
      const response = await owner.post('/v1/pages', { name: 'Hijack', custom_domain: domain });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        expect.objectContaining({ field: 'custom_domain', code: 'domain_reserved' }),
      ]);
      expect((await owner.get('/v1/pages')).json()).toEqual([]);
    },
  );

  it('accepts IANA zones Node may list under an older name, and UTC', async () => {
    const { owner } = await organizationOn(app, 'pro');
    for (const zone of ['UTC', 'Europe/Kyiv', 'America/Argentina/Buenos_Aires']) {
      const response = await owner.post('/v1/pages', { name: zone, time_zone: zone });
      expect([zone, response.statusCode, response.json().time_zone]).toEqual([zone, 201, zone]);
    }
  });

  it('is refused to viewers and editors (403), allowed to admins', async () => {
    const { member } = await organizationOn(app);
    for (const role of ['viewer', 'editor'] as const) {
      const response = await (await member(role)).post('/v1/pages', { name: 'Nope' });
      expect([role, response.statusCode, response.json().code]).toEqual([role, 403, 'forbidden']);
    }
    expect((await (await member('admin')).post('/v1/pages', { name: 'Yes' })).statusCode).toBe(201);
  });

  it('answers 402 PLAN_LIMIT_REACHED beyond the plan', async () => {
    const { owner } = await organizationOn(app, 'free');
    expect((await owner.post('/v1/pages', { name: 'One' })).statusCode).toBe(201);
    const response = await owner.post('/v1/pages', { name: 'Two' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
    expect((await owner.get('/v1/pages')).json()).toHaveLength(1);
  });

  it('lets exactly one of two concurrent creates at the limit through', async () => {
    const { owner } = await organizationOn(app, 'free');
    const responses = await Promise.all([
      owner.post('/v1/pages', { name: 'Left' }),
      owner.post('/v1/pages', { name: 'Right' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 402]);
    expect((await owner.get('/v1/pages')).json()).toHaveLength(1);
  });
});

describe('a slug taken between the check and the write', () => {
  it('is told apart by the unique index that refused it', async () => {
    const { owner } = await organizationOn(app, 'pro');
    const page = (await owner.post('/v1/pages', { name: 'Raced' })).json();
    const organizationId = owner.user.organization_id;
    const sameSlug = await insertPage(app.db, { organizationId, name: 'x', slug: page.slug }).catch((e) => e);
    expect(uniqueConflictOf(sameSlug)).toMatchObject({ statusCode: 409, code: 'slug_taken' });
  });
});
