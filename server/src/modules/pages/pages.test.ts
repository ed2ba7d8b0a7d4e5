import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createIncident, createPage, createUser } from '../../testing/factories';
import type { UserRow } from '../users/repository';

let app: FastifyInstance;
let alice: UserRow;
let bob: UserRow;

beforeAll(async () => {
  app = await buildTestApp();
  alice = await createUser(app);
  bob = await createUser(app);
});

afterAll(async () => {
  await app.close();
});

const get = async (url: string, user: UserRow) =>
  app.inject({ method: 'GET', url, headers: bearer(await accessTokenFor(app, user)) });

describe('GET /v1/pages', () => {
  it("lists only the caller's organisation's pages, oldest first", async () => {
    // Its own user: other tests add pages to alice's organisation, in any order.
    const carol = await createUser(app);
    const first = await createPage(app, carol.organization_id, 'API');
    const second = await createPage(app, carol.organization_id, 'Website');
    await createPage(app, bob.organization_id, 'Secret');

    const response = await get('/v1/pages', carol);
    expect(response.statusCode).toBe(200);
    const pages = response.json();
    expect(pages.map((page: { id: string }) => page.id)).toEqual([first.id, second.id]);
    expect(pages[0]).toMatchObject({
      id: first.id,
      organization_id: carol.organization_id,
      name: 'API',
      slug: first.slug,
      published: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('is empty for an organisation without pages', async () => {
    const newcomer = await createUser(app);
    expect((await get('/v1/pages', newcomer)).json()).toEqual([]);
  });
});

describe('GET /v1/pages/:pageId/incidents/unresolved', () => {
  it('lists the unresolved incidents of the page with their updates, newest first', async () => {
    const page = await createPage(app, alice.organization_id);
    const older = await createIncident(app, page.id, { name: 'Slow API', status: 'monitoring' });
    const newer = await createIncident(app, page.id, {
      name: 'Outage',
      status: 'investigating',
      impact: 'major',
    });
    await createIncident(app, page.id, { name: 'Old', status: 'resolved', resolved: true });
    await createIncident(app, page.id, { name: 'Maintenance', status: 'scheduled', impact: 'maintenance' });

    const response = await get(`/v1/pages/${page.id}/incidents/unresolved`, alice);
    expect(response.statusCode).toBe(200);
    const incidents = response.json();
    expect(incidents.map((incident: { id: string }) => incident.id)).toEqual([newer.id, older.id]);
    expect(incidents[0]).toMatchObject({
      id: newer.id,
      page_id: page.id,
      name: 'Outage',
      status: 'investigating',
      impact: 'major',
      resolved_at: null,
      incident_updates: [{ incident_id: newer.id, status: 'investigating', body: 'Outage: update' }],
    });
  });

  it("answers 404 for another organisation's page, an unknown id or a malformed id", async () => {
    const bobsPage = await createPage(app, bob.organization_id);
    await createIncident(app, bobsPage.id, { name: 'Hidden', status: 'investigating' });
    for (const id of [bobsPage.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await get(`/v1/pages/${id}/incidents/unresolved`, alice);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: expect.any(String) });
    }
  });
});
