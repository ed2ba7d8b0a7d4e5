import type { FastifyInstance } from 'fastify';
import type { IncidentStatus } from '../../lib/enums';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import {
  accessTokenFor,
  bearer,
  createComponent,
  createIncident,
  createPage,
  createUser,
  FACTORY_PASSWORD,
} from '../../testing/factories';
import { createApiTokenFor } from '../api-tokens/testing/tokens';
import { RENEWAL_RETRY_DAYS } from '../billing/billing-terms';
import { createInvitation } from '../users/testing/team';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

async function dashboardWith(token: string) {
  return app.inject({ method: 'GET', url: '/v1/dashboard', headers: bearer(token) });
}

async function dashboardOf(user: Awaited<ReturnType<typeof createUser>>) {
  const response = await dashboardWith(await accessTokenFor(app, user));
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A maintenance scheduled `offset` from the database's now (a PostgreSQL interval, e.g. '7 days'). */
async function maintenanceIn(
  pageId: string,
  name: string,
  offset: string,
  status: IncidentStatus = 'scheduled',
) {
  const row = await createIncident(app, pageId, { name, status, impact: 'maintenance' });
  await app.db.query(
    `UPDATE incidents SET scheduled_for = now() + $2::interval, scheduled_until = now() + $2::interval + interval '1 hour'
     WHERE id = $1`,
    [row.id, offset],
  );
  return row;
}

describe('GET /v1/dashboard', () => {
  it('answers the counts, every page with its public address and status, its open incidents and maintenance', async () => {
    const owner = await createUser(app);
    const calm = await createPage(app, owner.organization_id, 'Calm');
    const busy = await createPage(app, owner.organization_id, 'Busy');
    await createComponent(app, calm.id, { status: 'operational' });
    await createComponent(app, busy.id, { status: 'degraded_performance' });
    const outage = await createIncident(app, busy.id, {
      name: 'Outage',
      status: 'identified',
      impact: 'major',
    });
    await createIncident(app, busy.id, {
      name: 'Old',
      status: 'resolved',
      impact: 'critical',
      resolved: true,
    });
    const upgrade = await maintenanceIn(calm.id, 'Upgrade', '-10 minutes', 'in_progress');
    await app.db.query(
      `INSERT INTO incident_updates (incident_id, status, body, display_at) VALUES ($1, 'identified', 'Later', now() + interval '1 minute')`,
      [outage.id],
    );

    const body = await dashboardOf(owner);
    expect(body).toMatchObject({ role: 'owner', counts: { pages: 2, active_incidents: 1 } });
    expect(body.pages).toEqual([
      {
        id: calm.id,
        name: 'Calm',
        slug: calm.slug,
        public_path: `/public-page?page=${calm.slug}`,
        address: `${app.config.publicUrl}/public-page?page=${calm.slug}`,
        time_zone: calm.time_zone,
        published: calm.published,
        component_count: 1,
        status: 'maintenance',
        incidents: [],
        maintenances: [
          {
            id: upgrade.id,
            name: 'Upgrade',
            status: 'in_progress',
            scheduled_for: expect.stringMatching(/Z$/),
            scheduled_until: expect.stringMatching(/Z$/),
            latest_update_at: expect.stringMatching(/Z$/),
          },
        ],
      },
      {
        id: busy.id,
        name: 'Busy',
        slug: busy.slug,
        public_path: `/public-page?page=${busy.slug}`,
        address: `${app.config.publicUrl}/public-page?page=${busy.slug}`,
        time_zone: busy.time_zone,
        published: busy.published,
        component_count: 1,
        status: 'major',
        incidents: [
          {
            id: outage.id,
            name: 'Outage',
            status: 'identified',
            impact: 'major',
            latest_update_at: expect.stringMatching(/Z$/),
          },
        ],
        maintenances: [],
      },
    ]);
    // The newest update's time, not the first's.
    const [latest] = await app.db.query<{ at: Date }>(
      'SELECT max(display_at) AS at FROM incident_updates WHERE incident_id = $1',
      [outage.id],
    );
    expect(body.pages[1].incidents[0].latest_update_at).toBe(latest?.at.toISOString());
  });

  it('gives the same overall status as the page list and the public page', async () => {
    const owner = await createUser(app);
    const page = await createPage(app, owner.organization_id, 'Same');
    await createComponent(app, page.id, { status: 'partial_outage' });
    await createIncident(app, page.id, { name: 'Down', status: 'investigating', impact: 'critical' });
    const token = await accessTokenFor(app, owner);
    const [listed] = (await app.inject({ method: 'GET', url: '/v1/pages', headers: bearer(token) })).json();
    const body = (await dashboardWith(token)).json();
    expect(body.pages[0].status).toBe('critical');
    expect(body.pages[0].status).toBe(listed.status);
  });

  it('lists maintenance due within 7 days (or overdue) and leaves out later and finished ones', async () => {
    const owner = await createUser(app);
    const page = await createPage(app, owner.organization_id);
    await maintenanceIn(page.id, 'Overdue', '-1 hour');
    await maintenanceIn(page.id, 'Soon', '1 day');
    await maintenanceIn(page.id, 'Edge', '7 days - 1 minute');
    await maintenanceIn(page.id, 'Too late', '7 days 1 minute');
    await maintenanceIn(page.id, 'Verifying', '-2 hours', 'verifying');
    const done = await maintenanceIn(page.id, 'Done', '-3 hours', 'completed');
    await app.db.query('UPDATE incidents SET resolved_at = now() WHERE id = $1', [done.id]);

    const body = await dashboardOf(owner);
    expect(body.pages[0].maintenances.map((m: { name: string }) => m.name)).toEqual([
      'Verifying',
      'Overdue',
      'Soon',
      'Edge',
    ]);
    // Maintenance is no active incident.
    expect(body.counts.active_incidents).toBe(0);
    expect(body.pages[0].incidents).toEqual([]);
  });

  it("never shows another organisation's pages or incidents", async () => {
    const mine = await createUser(app);
    const theirs = await createUser(app);
    const minePage = await createPage(app, mine.organization_id, 'Mine');
    const theirPage = await createPage(app, theirs.organization_id, 'Theirs');
    await createIncident(app, theirPage.id, { name: 'Their fire', status: 'investigating' });
    await maintenanceIn(theirPage.id, 'Their window', '1 day');

    const body = await dashboardOf(mine);
    expect(body.counts).toEqual({ pages: 1, active_incidents: 0 });
    expect(body.pages.map((page: { id: string }) => page.id)).toEqual([minePage.id]);
    expect(JSON.stringify(body)).not.toContain(theirPage.id);
    expect(JSON.stringify(body)).not.toContain('Their');
  });

  it('lets a viewer read it, with their role', async () => {
    const owner = await createUser(app);
    await createPage(app, owner.organization_id);
    const viewer = await createUser(app, { role: 'viewer', organizationId: owner.organization_id });
    const body = await dashboardOf(viewer);
    expect(body).toMatchObject({ role: 'viewer', counts: { pages: 1 } });
  });

  it('refuses a request without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/dashboard' })).statusCode).toBe(401);
  });

  it('answers in the same number of queries for one page as for many', async () => {
    const queriesFor = async (pages: number) => {
      const owner = await createUser(app);
      for (let index = 0; index < pages; index += 1) {
        const page = await createPage(app, owner.organization_id, `Page ${index}`);
        await createComponent(app, page.id, { status: 'major_outage' });
        await createIncident(app, page.id, { name: 'Fire', status: 'investigating' });
        await maintenanceIn(page.id, 'Window', '1 day');
      }
      const token = await accessTokenFor(app, owner);
      const spy = jest.spyOn(app.db, 'query');
      try {
        const response = await dashboardWith(token);
        expect(response.json().pages).toHaveLength(pages);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const one = await queriesFor(1);
    const many = await queriesFor(8);
    expect(many).toBe(one);
    // Resolving the caller, then the pages, their incidents and the greeting.
    expect(one).toBeGreaterThanOrEqual(3);
    expect(one).toBeLessThanOrEqual(6);
  });
});

describe('the greeting', () => {
  it("greets the organisation's creator as new on their first sign-in and back from the next one", async () => {
    const owner = await createUser(app);
    const first = await accessTokenFor(app, owner);
    expect((await dashboardWith(first)).json().greeting).toBe('first_visit');
    // Still the first sign-in on a reload.
    expect((await dashboardWith(first)).json().greeting).toBe('first_visit');
    const second = await accessTokenFor(app, owner);
    expect((await dashboardWith(second)).json().greeting).toBe('returning');
    expect((await dashboardWith(first)).json().greeting).toBe('first_visit');
  });

  it('greets a new member who accepted an invitation as an invitee, then as returning', async () => {
    const owner = await createUser(app);
    const email = uniqueEmail('invitee');
    const { token } = await createInvitation(app, owner.organization_id, { email, role: 'viewer' });
    const accepted = await app.inject({
      method: 'POST',
      url: '/v1/public/invitations/accept',
      payload: { token, password: FACTORY_PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    const joined = await dashboardWith(accepted.json().access_token);
    expect(joined.json()).toMatchObject({ greeting: 'invited_first_visit', role: 'viewer' });

    const login = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email, password: FACTORY_PASSWORD },
    });
    expect((await dashboardWith(login.json().access_token)).json().greeting).toBe('returning');
  });

  it('counts an existing account that moved in by invitation as an invitee, whatever its sessions before', async () => {
    const owner = await createUser(app);
    const account = await createUser(app);
    await accessTokenFor(app, account);
    await accessTokenFor(app, account);
    const { token } = await createInvitation(app, owner.organization_id, { email: account.email });
    const accepted = await app.inject({
      method: 'POST',
      url: '/v1/public/invitations/accept',
      payload: { token, password: FACTORY_PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await dashboardWith(accepted.json().access_token)).json().greeting).toBe('invited_first_visit');
  });

  it('greets an API token as returning', async () => {
    const owner = await createUser(app, { role: 'admin' });
    const { token } = await createApiTokenFor(app, owner);
    const response = await dashboardWith(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().greeting).toBe('returning');
  });
});

describe('the billing notice', () => {
  it('tells an owner, and only an owner, that a renewal is failing and when it is tried next, then that the organisation lapsed', async () => {
    const owner = await createUser(app);
    const admin = await createUser(app, { role: 'admin', organizationId: owner.organization_id });
    expect((await dashboardOf(owner)).billing).toBeNull();
    const end = new Date(Math.floor((Date.now() - 3_600_000) / 1000) * 1000);
    await app.db.query(
      `UPDATE organizations SET plan = 'pro', plan_period_start = $2::timestamptz - interval '1 month',
         plan_period_end = $2, renewal_failures = 1 WHERE id = $1`,
      [owner.organization_id, end],
    );
    expect((await dashboardOf(owner)).billing).toEqual({
      kind: 'renewal_failing',
      plan: 'pro',
      at: new Date(end.getTime() + RENEWAL_RETRY_DAYS[0] * 86_400_000).toISOString(),
      retry_days: [...RENEWAL_RETRY_DAYS],
    });
    expect((await dashboardOf(admin)).billing).toBeNull();

    await app.db.query(
      `UPDATE organizations SET plan = 'free', plan_period_start = NULL, plan_period_end = NULL,
         renewal_failures = 0, lapsed_at = $2 WHERE id = $1`,
      [owner.organization_id, end],
    );
    expect((await dashboardOf(owner)).billing).toEqual({
      kind: 'lapsed',
      plan: 'free',
      at: end.toISOString(),
      retry_days: [...RENEWAL_RETRY_DAYS],
    });
  });
});
