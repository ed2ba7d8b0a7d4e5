import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { accessTokenFor, bearer, createPage, createUser } from '../../test/factories';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('GET /v1/plans', () => {
  it('serves the three plans with their prices and limits', async () => {
    const user = await createUser(app, { role: 'viewer' });
    const response = await app.inject({ url: '/v1/plans', headers: bearer(await accessTokenFor(app, user)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        name: 'free',
        price_cents: 0,
        limits: { pages: 1, components_per_page: 25, subscribers_per_page: 100, members: 2, api_tokens: 2 },
      }),
      expect.objectContaining({
        name: 'pro',
        price_cents: 2900,
        limits: {
          pages: 5,
          components_per_page: 100,
          subscribers_per_page: 5000,
          members: 10,
          api_tokens: 20,
        },
      }),
      expect.objectContaining({
        name: 'business',
        price_cents: 9900,
        limits: {
          pages: 25,
          components_per_page: 250,
          subscribers_per_page: 50000,
          members: 50,
          api_tokens: 100,
        },
      }),
    ]);
  });
});

describe('GET /v1/usage', () => {
  it("counts the organisation's pages and members against its plan", async () => {
    const owner = await createUser(app);
    await createUser(app, { role: 'editor', organizationId: owner.organization_id });
    await createPage(app, owner.organization_id);
    await createPage(app, (await createUser(app)).organization_id);
    const response = await app.inject({
      url: '/v1/usage',
      headers: bearer(await accessTokenFor(app, owner)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      plan: { name: 'free' },
      metrics: [
        { metric: 'pages', used: 1, limit: 1 },
        { metric: 'members', used: 2, limit: 2 },
      ],
    });
  });
});
