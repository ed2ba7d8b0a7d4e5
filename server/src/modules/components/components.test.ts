import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import {
  accessTokenFor,
  bearer,
  createComponent,
  createGroup,
  createPage,
  createUser,
} from '../../testing/factories';
import type { UserRow } from '../users/repository';

let app: FastifyInstance;
let owner: UserRow;
let token: string;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app);
  token = await accessTokenFor(app, owner);
});

afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const newPage = () => createPage(app, owner.organization_id);
const history = async (componentId: string) =>
  (
    await app.db.query<{ status: string }>(
      'SELECT status FROM component_status_changes WHERE component_id = $1 ORDER BY changed_at, id',
      [componentId],
    )
  ).map((row) => row.status);

describe('POST /v1/pages/:pageId/components', () => {
  it('creates an operational component with defaults and records its first status', async () => {
    const page = await newPage();
    const response = await call('POST', `/v1/pages/${page.id}/components`, { name: '  API  ' });
    expect(response.statusCode).toBe(201);
    const component = response.json();
    expect(component).toEqual({
      id: expect.any(String),
      page_id: page.id,
      group_id: null,
      name: 'API',
      description: '',
      status: 'operational',
      position: 0,
      show_uptime: true,
      only_show_if_degraded: false,
      start_date: null,
      deleted_at: null,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    expect(await history(component.id)).toEqual(['operational']);
  });

  it('takes every field, places the component last in its group and records the given status', async () => {
    const page = await newPage();
    const group = await createGroup(app, page.id);
    await createComponent(app, page.id, { groupId: group.id });
    const response = await call('POST', `/v1/pages/${page.id}/components`, {
      name: 'Database',
      description: 'Primary cluster',
      status: 'partial_outage',
      group_id: group.id,
      show_uptime: false,
      only_show_if_degraded: true,
      start_date: '2026-01-15',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      group_id: group.id,
      status: 'partial_outage',
      position: 1,
      show_uptime: false,
      only_show_if_degraded: true,
      start_date: '2026-01-15',
    });
    expect(await history(response.json().id)).toEqual(['partial_outage']);
  });

  it('reports each invalid field', async () => {
    const page = await newPage();
    const response = await call('POST', `/v1/pages/${page.id}/components`, {
      name: ' ',
      description: 'x'.repeat(1001),
      status: 'broken',
      start_date: '15.01.2026',
      colour: 'red',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    const fields = response.json().details.map((detail: { field: string }) => detail.field);
    expect(fields.sort()).toEqual(['colour', 'description', 'name', 'start_date', 'status']);
    const missing = await call('POST', `/v1/pages/${page.id}/components`, {});
    expect(missing.json().details).toEqual([
      { field: 'name', code: 'required', message: expect.any(String) },
    ]);
    const long = await call('POST', `/v1/pages/${page.id}/components`, { name: 'x'.repeat(101) });
    expect(long.json().details).toEqual([{ field: 'name', code: 'too_long', message: expect.any(String) }]);
  });

  it('refuses a group of another page or organisation as 400 on group_id, the same as an unknown one', async () => {
    const page = await newPage();
    const otherPage = await newPage();
    const foreign = await createPage(app, (await createUser(app)).organization_id);
    for (const groupId of [
      (await createGroup(app, otherPage.id)).id,
      (await createGroup(app, foreign.id)).id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      '',
    ]) {
      const response = await call('POST', `/v1/pages/${page.id}/components`, {
        name: 'X',
        group_id: groupId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { field: 'group_id', code: 'not_found', message: expect.any(String) },
      ]);
    }
    expect((await call('GET', `/v1/pages/${page.id}/components`)).json()).toEqual([]);
  });

  it('refuses an empty group_id in an edit as 400 on group_id, changing nothing', async () => {
    const page = await newPage();
    const component = (await call('POST', `/v1/pages/${page.id}/components`, { name: 'X' })).json();
    const response = await call('PATCH', `/v1/pages/${page.id}/components/${component.id}`, {
      status: 'major_outage',
      group_id: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'group_id', code: 'not_found', message: expect.any(String) },
    ]);
    const after = (await call('GET', `/v1/pages/${page.id}/components/${component.id}`)).json();
    expect(after).toMatchObject({ status: 'operational', group_id: null });
  });

  it("answers 404 for another organisation's page", async () => {
    const foreign = await createPage(app, (await createUser(app)).organization_id);
    const response = await call('POST', `/v1/pages/${foreign.id}/components`, { name: 'X' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET, PATCH, DELETE /v1/pages/:pageId/components/:id', () => {
  it('reads one component', async () => {
    const page = await newPage();
    const component = await createComponent(app, page.id, { name: 'CDN' });
    const response = await call('GET', `/v1/pages/${page.id}/components/${component.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: component.id, name: 'CDN' });
  });

  it("answers 404 for another page's or organisation's component under my page, unknown and malformed ids", async () => {
    const page = await newPage();
    const sibling = await createComponent(app, (await newPage()).id);
    const foreign = await createComponent(
      app,
      (await createPage(app, (await createUser(app)).organization_id)).id,
    );
    for (const id of [sibling.id, foreign.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const url = `/v1/pages/${page.id}/components/${id}`;
      expect((await call('GET', url)).statusCode).toBe(404);
      expect((await call('PATCH', url, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await call('DELETE', url)).statusCode).toBe(404);
    }
    const untouched = await app.db.query(
      'SELECT name, deleted_at FROM components WHERE id = ANY($1::uuid[])',
      [[sibling.id, foreign.id]],
    );
    expect(untouched).toEqual([
      { name: 'API', deleted_at: null },
      { name: 'API', deleted_at: null },
    ]);
  });

  it('edits fields; a status change is recorded, a rename is not', async () => {
    const page = await newPage();
    const component = await createComponent(app, page.id);
    const url = `/v1/pages/${page.id}/components/${component.id}`;
    const renamed = await call('PATCH', url, { name: 'Public API', description: 'REST', start_date: null });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Public API', description: 'REST', status: 'operational' });
    expect(await history(component.id)).toEqual(['operational']);

    expect((await call('PATCH', url, { status: 'major_outage' })).json().status).toBe('major_outage');
    await call('PATCH', url, { status: 'major_outage', name: 'Still down' });
    await call('PATCH', url, { status: 'operational' });
    expect(await history(component.id)).toEqual(['operational', 'major_outage', 'operational']);
  });

  it('reports invalid PATCH bodies per field, and an empty one', async () => {
    const page = await newPage();
    const component = await createComponent(app, page.id);
    const url = `/v1/pages/${page.id}/components/${component.id}`;
    const bad = await call('PATCH', url, { status: 'down', position: -1, show_uptime: 'yes' });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.map((detail: { field: string }) => detail.field);
    expect(fields.sort()).toEqual(['position', 'show_uptime', 'status']);
    expect((await call('PATCH', url, {})).statusCode).toBe(400);
  });

  it('soft-deletes: gone from the list and the count, shown with show_deleted, restorable', async () => {
    const page = await newPage();
    const kept = await createComponent(app, page.id, { name: 'Kept' });
    const gone = await createComponent(app, page.id, { name: 'Gone' });
    const url = `/v1/pages/${page.id}/components/${gone.id}`;
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await call('DELETE', url)).statusCode).toBe(204);

    const list = (await call('GET', `/v1/pages/${page.id}/components`)).json();
    expect(list.map((component: { id: string }) => component.id)).toEqual([kept.id]);
    const all = (await call('GET', `/v1/pages/${page.id}/components?show_deleted=true`)).json();
    expect(all.map((component: { name: string }) => component.name)).toEqual(['Kept', 'Gone']);
    expect(all[1].deleted_at).toEqual(expect.stringMatching(/Z$/));
    expect((await call('GET', url)).json().deleted_at).not.toBeNull();

    const edit = await call('PATCH', url, { name: 'Edited while deleted' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('component_deleted');

    await createComponent(app, page.id, { name: 'Later' });
    const restored = await call('PATCH', url, { deleted: false });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ deleted_at: null, position: 2 });
    const names = (await call('GET', `/v1/pages/${page.id}/components`)).json();
    expect(names.map((component: { name: string }) => component.name)).toEqual(['Kept', 'Later', 'Gone']);
  });

  it('PATCH deleted=true deletes like DELETE', async () => {
    const page = await newPage();
    const component = await createComponent(app, page.id);
    const response = await call('PATCH', `/v1/pages/${page.id}/components/${component.id}`, {
      deleted: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().deleted_at).not.toBeNull();
    expect((await call('GET', `/v1/pages/${page.id}/components`)).json()).toEqual([]);
  });

  it('rejects a malformed show_deleted', async () => {
    const page = await newPage();
    const response = await call('GET', `/v1/pages/${page.id}/components?show_deleted=maybe`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('show_deleted');
  });
});

describe('GET /v1/component-statuses', () => {
  it('lists the five statuses from least to most severe', async () => {
    const response = await call('GET', '/v1/component-statuses');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { status: 'operational', severity: 0 },
      { status: 'under_maintenance', severity: 1 },
      { status: 'degraded_performance', severity: 2 },
      { status: 'partial_outage', severity: 3 },
      { status: 'major_outage', severity: 4 },
    ]);
  });
});
