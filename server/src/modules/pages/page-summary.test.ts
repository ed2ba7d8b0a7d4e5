import type { FastifyInstance } from 'fastify';
import type { ComponentStatus } from '../../lib/enums';
import { buildTestApp } from '../../testing/build-test-app';
import { createIncident } from '../../testing/factories';
import { organizationOn } from './testing/client';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

async function addComponent(pageId: string, status: ComponentStatus, deleted = false) {
  await app.db.query(
    `INSERT INTO components (page_id, name, position, status, deleted_at)
     VALUES ($1, 'C', (SELECT count(*) FROM components WHERE page_id = $1), $2, $3)`,
    [pageId, status, deleted ? new Date() : null],
  );
}

describe('the status and counts of a page (list and detail)', () => {
  it('count live components and unresolved incidents, and take the worst status of them', async () => {
    const { owner } = await organizationOn(app, 'pro');
    const calm = (await owner.post('/v1/pages', { name: 'Calm' })).json();
    const busy = (await owner.post('/v1/pages', { name: 'Busy' })).json();
    await addComponent(calm.id, 'operational');
    await addComponent(busy.id, 'operational');
    await addComponent(busy.id, 'degraded_performance');
    // Deleted components and resolved incidents no longer count, however bad they were.
    await addComponent(busy.id, 'major_outage', true);
    await createIncident(app, busy.id, {
      name: 'Old',
      status: 'resolved',
      impact: 'critical',
      resolved: true,
    });
    await createIncident(app, busy.id, { name: 'Slow', status: 'identified', impact: 'major' });
    await createIncident(app, busy.id, { name: 'Window', status: 'scheduled', impact: 'maintenance' });

    const list = (await owner.get('/v1/pages')).json();
    expect(list.map((page: { id: string }) => page.id)).toEqual([calm.id, busy.id]);
    expect(list[0]).toMatchObject({ status: 'none', component_count: 1, open_incident_count: 0 });
    expect(list[1]).toMatchObject({ status: 'major', component_count: 2, open_incident_count: 1 });
    expect((await owner.get(`/v1/pages/${busy.id}`)).json()).toEqual(list[1]);
  });

  it('shows maintenance while a component is under maintenance or a maintenance is in progress', async () => {
    const { owner } = await organizationOn(app, 'pro');
    const byComponent = (await owner.post('/v1/pages', { name: 'Component' })).json();
    const byWindow = (await owner.post('/v1/pages', { name: 'Window' })).json();
    await addComponent(byComponent.id, 'under_maintenance');
    await createIncident(app, byWindow.id, { name: 'Upgrade', status: 'in_progress', impact: 'maintenance' });
    const statuses = (await owner.get('/v1/pages')).json().map((page: { status: string }) => page.status);
    expect(statuses).toEqual(['maintenance', 'maintenance']);
  });

  it('is critical with a major outage anywhere', async () => {
    const { owner } = await organizationOn(app);
    const page = (await owner.post('/v1/pages', { name: 'Down' })).json();
    await addComponent(page.id, 'major_outage');
    await createIncident(app, page.id, { name: 'Minor thing', status: 'monitoring', impact: 'minor' });
    expect((await owner.get(`/v1/pages/${page.id}`)).json()).toMatchObject({
      status: 'critical',
      open_incident_count: 1,
    });
  });
});

describe('GET /v1/pages/slug-availability', () => {
  const unique = () => Math.random().toString(36).slice(2, 10);

  it('says a free slug is available, even to a viewer', async () => {
    const { member } = await organizationOn(app);
    const slug = `free-${unique()}`;
    const response = await (await member('viewer')).get(`/v1/pages/slug-availability?slug=${slug}`);
    expect([response.statusCode, response.json()]).toEqual([200, { slug, available: true }]);
  });

  it("says a slug in use by any organisation's page is taken, suggesting a free one", async () => {
    const other = await organizationOn(app);
    const slug = `used-${unique()}`;
    await other.owner.post('/v1/pages', { name: 'Other', slug });
    const { owner } = await organizationOn(app);
    const response = (await owner.get(`/v1/pages/slug-availability?slug=${slug}`)).json();
    expect(response).toEqual({ slug, available: false, reason: 'taken', suggestion: expect.any(String) });
    expect(response.suggestion).toMatch(new RegExp(`^${slug}-[a-z0-9]{4}$`));
    const suggested = await owner.post('/v1/pages', { name: 'Mine', slug: response.suggestion });
    expect(suggested.statusCode).toBe(201);
  });

  it('counts a page’s own slug as available to that page only, within the organisation', async () => {
    const { owner } = await organizationOn(app);
    const page = (await owner.post('/v1/pages', { name: 'Own' })).json();
    const own = (await owner.get(`/v1/pages/slug-availability?slug=${page.slug}&page_id=${page.id}`)).json();
    expect(own).toEqual({ slug: page.slug, available: true });
    const stranger = (await organizationOn(app)).owner;
    const theirs = await stranger.get(`/v1/pages/slug-availability?slug=${page.slug}&page_id=${page.id}`);
    expect(theirs.json()).toMatchObject({ available: false, reason: 'taken' });
  });

  it('says an ill-formed slug is invalid and suggests its slugified form', async () => {
    const { owner } = await organizationOn(app);
    const wanted = `Мой Статус ${unique()}`;
    const response = await owner.get(`/v1/pages/slug-availability?slug=${encodeURIComponent(wanted)}`);
    expect(response.json()).toEqual({
      slug: wanted,
      available: false,
      reason: 'invalid',
      suggestion: expect.stringMatching(/^moy-status-[a-z0-9]+$/),
    });
  });

  it('wants a slug (400 naming it) and is not mistaken for a page id', async () => {
    const { owner } = await organizationOn(app);
    const response = await owner.get('/v1/pages/slug-availability');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'slug', code: 'required' })]);
  });
});
