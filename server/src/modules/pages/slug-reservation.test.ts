import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { organizationOn } from './testing/client';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const unique = () => Math.random().toString(36).slice(2, 10);

/** Two organisations on pro; the first has a published page at `slug`. */
async function pageAt(slug: string) {
  const holder = await organizationOn(app, 'pro');
  const other = await organizationOn(app, 'pro');
  const page = (await holder.owner.post('/v1/pages', { name: 'Holder', slug, published: true })).json();
  return { holder: holder.owner, other: other.owner, page };
}

const availability = async (client: Awaited<ReturnType<typeof pageAt>>['other'], slug: string) =>
  (await client.get(`/v1/pages/slug-availability?slug=${slug}`)).json();

describe('a released slug', () => {
  it("stays the organisation's after a rename: another one is refused without learning whose it was", async () => {
    const old = `old-${unique()}`;
    const { holder, other, page } = await pageAt(old);
    expect((await holder.patch(`/v1/pages/${page.id}`, { slug: `new-${unique()}` })).statusCode).toBe(200);

    const created = await other.post('/v1/pages', { name: 'Impostor', slug: old });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({
      code: 'slug_reserved',
      message: expect.any(String),
      details: [{ field: 'slug', code: 'slug_reserved', message: expect.any(String) }],
    });
    expect(JSON.stringify(created.json())).not.toMatch(/Holder|@/);
    const own = (await other.post('/v1/pages', { name: 'Other' })).json();
    expect((await other.patch(`/v1/pages/${own.id}`, { slug: old })).json().code).toBe('slug_reserved');
    const derived = (await other.post('/v1/pages', { name: old })).json();
    expect(derived.slug).toMatch(new RegExp(`^${old}-[a-z0-9]{4}$`));
    expect(await availability(other, old)).toMatchObject({ available: false, reason: 'reserved' });
    expect(await availability(holder, old)).toEqual({ slug: old, available: true });
    expect((await app.db.query('SELECT id FROM pages WHERE slug = $1', [old])).length).toBe(0);
  });

  it('may be taken back by its organisation, by another page or the same one', async () => {
    const old = `back-${unique()}`;
    const { holder, page } = await pageAt(old);
    const renamed = `renamed-${unique()}`;
    await holder.patch(`/v1/pages/${page.id}`, { slug: renamed });
    const second = await holder.post('/v1/pages', { name: 'Second', slug: old });
    expect(second.statusCode).toBe(201);
    expect((await holder.delete(`/v1/pages/${second.json().id}`)).statusCode).toBe(204);
    const back = await holder.patch(`/v1/pages/${page.id}`, { slug: old });
    expect(back.statusCode).toBe(200);
    expect(back.json().slug).toBe(old);
  });

  it('stays reserved after its page is deleted, and answers 404 there', async () => {
    const old = `deleted-${unique()}`;
    const { holder, other, page } = await pageAt(old);
    expect((await holder.delete(`/v1/pages/${page.id}`)).statusCode).toBe(204);
    expect((await app.inject({ url: `/v1/public/pages/${old}` })).statusCode).toBe(404);
    expect((await other.post('/v1/pages', { name: 'Impostor', slug: old })).json().code).toBe(
      'slug_reserved',
    );
    expect((await holder.post('/v1/pages', { name: 'Again', slug: old })).statusCode).toBe(201);
  });

  it('is free for anyone once its 30 days have passed', async () => {
    const old = `expired-${unique()}`;
    const { holder, other, page } = await pageAt(old);
    await holder.patch(`/v1/pages/${page.id}`, { slug: `moved-${unique()}` });
    const [reservation] = await app.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM reserved_until - released_at) / 86400)::int AS days
       FROM released_slugs WHERE slug = $1`,
      [old],
    );
    expect(reservation?.days).toBe(30);
    await app.db.query(
      "UPDATE released_slugs SET reserved_until = now() - interval '1 second' WHERE slug = $1",
      [old],
    );
    expect((await other.post('/v1/pages', { name: 'Newcomer', slug: old })).statusCode).toBe(201);
  });
});

describe('product words', () => {
  it('are never slugs: refused as a field error, skipped when a slug is derived', async () => {
    const { owner } = await organizationOn(app, 'pro');
    for (const word of ['api', 'status', 'admin', 'www', 'docs', 'public-page', 'v1']) {
      const created = await owner.post('/v1/pages', { name: 'Page', slug: word });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'slug', code: 'reserved_word', message: expect.any(String) }],
      });
    }
    const page = (await owner.post('/v1/pages', { name: 'Status' })).json();
    expect(page.slug).toMatch(/^status-[a-z0-9]{4}$/);
    const renamed = await owner.patch(`/v1/pages/${page.id}`, { slug: 'settings' });
    expect(renamed.json().details).toEqual([
      { field: 'slug', code: 'reserved_word', message: expect.any(String) },
    ]);
    expect((await owner.get(`/v1/pages/${page.id}`)).json().slug).toBe(page.slug);
    expect(await availability(owner, 'help')).toMatchObject({
      available: false,
      reason: 'reserved_word',
      suggestion: expect.stringMatching(/^help-[a-z0-9]{4}$/),
    });
  });
});

describe('the old address of a renamed page', () => {
  async function renamedPage() {
    const old = `was-${unique()}`;
    const { holder, page } = await pageAt(old);
    const current = `now-${unique()}`;
    await holder.patch(`/v1/pages/${page.id}`, { slug: current });
    return { old, current, holder, page };
  }

  it('redirects the public API with 308, keeping the rest of the address', async () => {
    const { old, current } = await renamedPage();
    for (const [from, to] of [
      [`/v1/public/pages/${old}`, `/v1/public/pages/${current}`],
      [
        `/v1/public/pages/${old}/history?cursor=2026-01`,
        `/v1/public/pages/${current}/history?cursor=2026-01`,
      ],
      [
        `/v1/public/pages/${old}/incidents/00000000-0000-4000-8000-000000000000`,
        `/v1/public/pages/${current}/incidents/00000000-0000-4000-8000-000000000000`,
      ],
    ] as const) {
      const response = await app.inject({ url: from });
      expect([response.statusCode, response.headers.location]).toEqual([308, to]);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await app.inject({ url: `/v1/public/pages/${current}` })).statusCode).toBe(200);
  });

  it('redirects the Statuspage formats, feeds and badge with 301', async () => {
    const { old, current } = await renamedPage();
    for (const tail of ['api/v2/summary.json', 'history.rss', 'history.atom', 'badge.svg?style=flat']) {
      const response = await app.inject({ url: `/status/${old}/${tail}` });
      expect([response.statusCode, response.headers.location]).toEqual([301, `/status/${current}/${tail}`]);
    }
  });

  it('stops redirecting once the page is unpublished or deleted', async () => {
    const { old, holder, page } = await renamedPage();
    await holder.patch(`/v1/pages/${page.id}`, { published: false });
    expect((await app.inject({ url: `/v1/public/pages/${old}` })).statusCode).toBe(404);
    await holder.patch(`/v1/pages/${page.id}`, { published: true });
    expect((await app.inject({ url: `/v1/public/pages/${old}` })).statusCode).toBe(308);
    await holder.delete(`/v1/pages/${page.id}`);
    expect((await app.inject({ url: `/v1/public/pages/${old}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/status/${old}/badge.svg` })).statusCode).toBe(404);
  });
});
