import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import {
  accessTokenFor,
  bearer,
  createComponent,
  createPage,
  createSubscriber,
  createUser,
} from '../../testing/factories';
import { createApiTokenFor } from '../api-tokens/testing/tokens';
import { addMonths, currentPeriod } from './period';

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
        limits: {
          pages: 1,
          components_per_page: 25,
          subscribers_per_page: 100,
          members: 2,
          api_tokens: 2,
          private_pages: false,
          viewers_per_page: 0,
        },
        // What /v1/usage measures each metric against: no private page on Free.
        usage_limits: {
          pages: 1,
          components: 25,
          subscribers: 100,
          members: 2,
          api_tokens: 2,
          private_pages: 0,
        },
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
          private_pages: true,
          viewers_per_page: 100,
        },
        usage_limits: expect.objectContaining({ pages: 5, private_pages: 5 }),
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
          private_pages: true,
          viewers_per_page: 1000,
        },
      }),
    ]);
  });
});

describe('GET /v1/usage', () => {
  it('counts the six metrics as the limits count them, for this organisation only', async () => {
    const owner = await createUser(app);
    const org = owner.organization_id;
    await app.db.query(`UPDATE organizations SET plan = 'pro' WHERE id = $1`, [org]);
    await createUser(app, { role: 'editor', organizationId: org });
    const small = await createPage(app, org, 'Small');
    const large = await createPage(app, org, 'Large');
    await createComponent(app, small.id);
    for (const name of ['A', 'B', 'C']) await createComponent(app, large.id, { name });
    const removed = await createComponent(app, large.id, { name: 'Removed' });
    await app.db.query('UPDATE components SET deleted_at = now() WHERE id = $1', [removed.id]);
    await createSubscriber(app, small.id);
    await createSubscriber(app, small.id);
    const gone = await createSubscriber(app, large.id);
    await app.db.query(`UPDATE subscribers SET state = 'unsubscribed' WHERE id = $1`, [gone.id]);
    await createApiTokenFor(app, owner);
    const revoked = await createApiTokenFor(app, owner);
    await app.db.query('UPDATE api_tokens SET revoked_at = now() WHERE id = $1', [revoked.id]);
    await app.db.query(
      `INSERT INTO invitations (organization_id, email, role, token_hash, expires_at)
       VALUES ($1, $2, 'viewer', $3, now() + interval '1 day'), ($1, $4, 'viewer', $5, now() - interval '1 day')`,
      [org, uniqueEmail('pending'), randomUUID(), uniqueEmail('expired'), randomUUID()],
    );
    // Another organisation's things count for it, not for us.
    const stranger = await createUser(app);
    const theirs = await createPage(app, stranger.organization_id);
    for (const name of ['X', 'Y', 'Z', 'W', 'V']) await createComponent(app, theirs.id, { name });

    const response = await app.inject({
      url: '/v1/usage',
      headers: bearer(await accessTokenFor(app, owner)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      plan: { name: 'pro' },
      metrics: [
        { metric: 'pages', used: 2, limit: 5 },
        { metric: 'components', used: 3, limit: 100 },
        { metric: 'subscribers', used: 2, limit: 5000 },
        { metric: 'members', used: 3, limit: 10 },
        { metric: 'api_tokens', used: 1, limit: 20 },
        // Private pages: any of the plan's pages on Pro.
        { metric: 'private_pages', used: 0, limit: 5 },
      ],
    });
  });

  it('names the current monthly period, from the organisation’s creation on free and the subscription on paid', async () => {
    const owner = await createUser(app);
    const headers = bearer(await accessTokenFor(app, owner));
    await app.db.query(`UPDATE organizations SET created_at = now() - interval '40 days' WHERE id = $1`, [
      owner.organization_id,
    ]);
    const free = (await app.inject({ url: '/v1/usage', headers })).json();
    const [created] = await app.db.query<{ created_at: Date }>(
      'SELECT created_at FROM organizations WHERE id = $1',
      [owner.organization_id],
    );
    expect(free.period_start).toBe(addMonths(created?.created_at ?? new Date(), 1).toISOString());
    expect(free.period_end).toBe(addMonths(created?.created_at ?? new Date(), 2).toISOString());

    await app.db.query(
      `UPDATE organizations SET plan = 'pro', plan_period_start = '2026-01-31T10:00:00Z',
         plan_period_end = '2026-02-28T10:00:00Z' WHERE id = $1`,
      [owner.organization_id],
    );
    const paid = (await app.inject({ url: '/v1/usage', headers })).json();
    expect(new Date(paid.period_start).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(paid.period_end).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(paid.period_start).getUTCHours()).toBe(10);
  });
});

describe('currentPeriod', () => {
  it('steps whole months from the anchor, clamping to short months', () => {
    const anchor = new Date('2026-01-31T10:00:00Z');
    expect(currentPeriod(anchor, new Date('2026-01-31T10:00:00Z'))).toEqual({
      start: anchor,
      end: new Date('2026-02-28T10:00:00Z'),
    });
    expect(currentPeriod(anchor, new Date('2026-03-30T12:00:00Z'))).toEqual({
      start: new Date('2026-02-28T10:00:00Z'),
      end: new Date('2026-03-31T10:00:00Z'),
    });
    expect(currentPeriod(anchor, new Date('2027-01-15T00:00:00Z'))).toEqual({
      start: new Date('2026-12-31T10:00:00Z'),
      end: new Date('2027-01-31T10:00:00Z'),
    });
  });
});
