import type { FastifyInstance } from 'fastify';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createComponent, createPage, createUser } from '../../testing/factories';
import { PLANS } from '../plans/plans';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const LIMIT = PLANS.free.limits.components_per_page;

async function fullPage(count: number) {
  const owner = await createUser(app);
  const page = await createPage(app, owner.organization_id);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push((await createComponent(app, page.id, { name: `C${index}` })).id);
  }
  const headers = bearer(await accessTokenFor(app, owner));
  const create = (name: string) =>
    app.inject({ method: 'POST', url: `/v1/pages/${page.id}/components`, headers, payload: { name } });
  return { page, ids, headers, create };
}

describe('the components-per-page plan limit', () => {
  it('lets exactly one of two concurrent creates at the limit through', async () => {
    const { page, create, headers } = await fullPage(LIMIT - 1);
    const answers = await Promise.all([create('One'), create('Two')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402]);
    const refused = answers.find((answer) => answer.statusCode === 402);
    expect(refused?.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
    const listed = await app.inject({ url: `/v1/pages/${page.id}/components`, headers });
    expect(listed.json()).toHaveLength(LIMIT);
  });

  it('does not count deleted components, and counts a restored one again', async () => {
    const { page, ids, headers, create } = await fullPage(LIMIT);
    expect((await create('Over')).statusCode).toBe(402);
    const [first = ''] = ids;
    const url = `/v1/pages/${page.id}/components/${first}`;
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect((await create('Replacement')).statusCode).toBe(201);

    const restore = await app.inject({ method: 'PATCH', url, headers, payload: { deleted: false } });
    expect(restore.statusCode).toBe(402);
    expect(restore.json().code).toBe('PLAN_LIMIT_REACHED');
    expect((await app.inject({ url, headers })).json().deleted_at).not.toBeNull();
  });
});

describe('concurrent writes to one page', () => {
  it('component creates, restores, reorders and subscriber adds all go through (no deadlock)', async () => {
    const { page, ids, headers, create } = await fullPage(3);
    const [first = '', second = ''] = ids;
    await app.inject({ method: 'DELETE', url: `/v1/pages/${page.id}/components/${first}`, headers });
    const answers = await Promise.all([
      create('New 1'),
      app.inject({
        method: 'POST',
        url: `/v1/pages/${page.id}/subscribers`,
        headers,
        payload: { email: uniqueEmail('race'), skip_confirmation: true },
      }),
      app.inject({
        method: 'PATCH',
        url: `/v1/pages/${page.id}/components/${second}`,
        headers,
        payload: { position: 5 },
      }),
      app.inject({
        method: 'PATCH',
        url: `/v1/pages/${page.id}/components/${first}`,
        headers,
        payload: { deleted: false },
      }),
      create('New 2'),
      app.inject({
        method: 'POST',
        url: `/v1/pages/${page.id}/subscribers`,
        headers,
        payload: { email: uniqueEmail('race'), skip_confirmation: true },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 200, 200, 201, 201]);
    const listed: Array<{ position: number }> = (
      await app.inject({ url: `/v1/pages/${page.id}/components`, headers })
    ).json();
    expect(listed.map((component) => component.position)).toEqual([0, 1, 2, 3, 4]);
  });
});
