import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { multipartForm, tinyPng } from '../../testing/image-fixtures';
import { organizationOn } from './testing/client';

let app: FastifyInstance;
const uniqueSuffix = () => Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const countOf = async (sql: string, pageId: string) =>
  (await app.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${sql}`, [pageId]))[0]?.count;

/** Everything a page can own, found by the page id. */
const owned = (pageId: string) =>
  Promise.all([
    countOf('components WHERE page_id = $1', pageId),
    countOf('component_groups WHERE page_id = $1', pageId),
    countOf(
      'component_status_changes s JOIN components c ON c.id = s.component_id WHERE c.page_id = $1',
      pageId,
    ),
    countOf('incidents WHERE page_id = $1', pageId),
    countOf('incident_updates u JOIN incidents i ON i.id = u.incident_id WHERE i.page_id = $1', pageId),
    countOf('subscribers WHERE page_id = $1', pageId),
    countOf('page_images WHERE page_id = $1', pageId),
  ]);

describe('DELETE /v1/pages/:pageId', () => {
  it('removes the page and everything under it (204), leaving other pages alone', async () => {
    const { owner } = await organizationOn(app, 'pro');
    const page = (await owner.post('/v1/pages', { name: 'Doomed' })).json();
    const survivor = (await owner.post('/v1/pages', { name: 'Survivor' })).json();
    const form = await multipartForm({ logo: { bytes: tinyPng(), filename: 'l.png', type: 'image/png' } });
    await owner.send({ method: 'PATCH', url: `/v1/pages/${page.id}`, ...form });
    for (const id of [page.id, survivor.id]) {
      await app.db.exec(`
        WITH grp AS (INSERT INTO component_groups (page_id, name, position) VALUES ('${id}', 'G', 0) RETURNING id),
             cmp AS (INSERT INTO components (page_id, group_id, name, position, status)
                     SELECT '${id}', grp.id, 'API', 0, 'major_outage' FROM grp RETURNING id)
        INSERT INTO component_status_changes (component_id, status) SELECT id, 'major_outage' FROM cmp;
        WITH inc AS (INSERT INTO incidents (page_id, name, status, impact)
                     VALUES ('${id}', 'Down', 'investigating', 'major') RETURNING id)
        INSERT INTO incident_updates (incident_id, status, body) SELECT id, 'investigating', 'Looking' FROM inc;
        INSERT INTO subscribers (page_id, email, unsubscribe_token_hash)
          VALUES ('${id}', 'someone@example.test', md5(random()::text));
      `);
    }
    expect(await owned(page.id)).toEqual([1, 1, 1, 1, 1, 1, 1]);

    const response = await owner.delete(`/v1/pages/${page.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await owned(page.id)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect((await owner.get(`/v1/pages/${page.id}`)).statusCode).toBe(404);
    expect(await owned(survivor.id)).toEqual([1, 1, 1, 1, 1, 1, 0]);
    expect((await owner.get('/v1/pages')).json().map((listed: { id: string }) => listed.id)).toEqual([
      survivor.id,
    ]);
  });

  it('frees the slot under the plan limit and the slug', async () => {
    const { owner } = await organizationOn(app, 'free');
    const page = (await owner.post('/v1/pages', { name: 'Only', slug: `only-${uniqueSuffix()}` })).json();
    expect((await owner.delete(`/v1/pages/${page.id}`)).statusCode).toBe(204);
    const again = await owner.post('/v1/pages', { name: 'Again', slug: page.slug });
    expect([again.statusCode, again.json().slug]).toEqual([201, page.slug]);
  });

  it('is refused to viewers and editors (403), allowed to admins', async () => {
    const { owner, member } = await organizationOn(app, 'pro');
    const page = (await owner.post('/v1/pages', { name: 'Admin deletes' })).json();
    for (const role of ['viewer', 'editor'] as const) {
      expect((await (await member(role)).delete(`/v1/pages/${page.id}`)).statusCode).toBe(403);
    }
    expect((await (await member('admin')).delete(`/v1/pages/${page.id}`)).statusCode).toBe(204);
  });
});
