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

type Listed = { id: string; name: string; position: number; components: string[] };
async function groups(pageId: string): Promise<Listed[]> {
  const response = await call('GET', `/v1/pages/${pageId}/component-groups`);
  expect(response.statusCode).toBe(200);
  const listed: Listed[] = response.json();
  expect(listed.map((group) => group.position)).toEqual(listed.map((_group, index) => index));
  return listed;
}

async function ungroupedNames(pageId: string): Promise<string[]> {
  const components: Array<{ name: string; group_id: string | null; position: number }> = (
    await call('GET', `/v1/pages/${pageId}/components`)
  ).json();
  const loose = components.filter((component) => component.group_id === null);
  expect(loose.map((component) => component.position)).toEqual(loose.map((_component, index) => index));
  return loose.map((component) => component.name);
}

describe('POST /v1/pages/:pageId/component-groups', () => {
  it('creates a group last, moving the named components into it in that order', async () => {
    const page = await newPage();
    await createGroup(app, page.id, 'Existing');
    const a = await createComponent(app, page.id, { name: 'A' });
    const b = await createComponent(app, page.id, { name: 'B' });
    await createComponent(app, page.id, { name: 'C' });
    const response = await call('POST', `/v1/pages/${page.id}/component-groups`, {
      name: 'Core',
      description: 'The core services',
      collapsed: true,
      components: [b.id, a.id],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      page_id: page.id,
      name: 'Core',
      description: 'The core services',
      position: 1,
      collapsed: true,
      components: [b.id, a.id],
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    expect(await ungroupedNames(page.id)).toEqual(['C']);
    const fetched = await call('GET', `/v1/pages/${page.id}/component-groups/${response.json().id}`);
    expect(fetched.json().components).toEqual([b.id, a.id]);
  });

  it('reports invalid fields, and components that are not live components of this page', async () => {
    const page = await newPage();
    const invalid = await call('POST', `/v1/pages/${page.id}/component-groups`, {
      name: '',
      collapsed: 'no',
      extra: 1,
    });
    expect(invalid.statusCode).toBe(400);
    const fields = invalid.json().details.map((detail: { field: string }) => detail.field);
    expect([...new Set(fields)].sort()).toEqual(['collapsed', 'extra', 'name']);

    const mine = await createComponent(app, page.id);
    const deleted = await createComponent(app, page.id);
    await call('DELETE', `/v1/pages/${page.id}/components/${deleted.id}`);
    const foreign = await createComponent(
      app,
      (await createPage(app, (await createUser(app)).organization_id)).id,
    );
    for (const components of [
      [mine.id, foreign.id],
      [deleted.id],
      ['nope'],
      [mine.id, mine.id.toUpperCase()],
    ]) {
      const response = await call('POST', `/v1/pages/${page.id}/component-groups`, { name: 'G', components });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toMatchObject({ field: 'components' });
    }
    expect(await groups(page.id)).toEqual([]);
    const [stillForeign] = await app.db.query<{ group_id: string | null }>(
      'SELECT group_id FROM components WHERE id = $1',
      [foreign.id],
    );
    expect(stillForeign?.group_id).toBeNull();
  });
});

describe('GET, PATCH, DELETE /v1/pages/:pageId/component-groups/:id', () => {
  it("answers 404 for another page's or organisation's group, unknown and malformed ids", async () => {
    const page = await newPage();
    const sibling = await createGroup(app, (await newPage()).id);
    const foreign = await createGroup(
      app,
      (await createPage(app, (await createUser(app)).organization_id)).id,
    );
    for (const id of [sibling.id, foreign.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const url = `/v1/pages/${page.id}/component-groups/${id}`;
      expect((await call('GET', url)).statusCode).toBe(404);
      expect((await call('PATCH', url, { name: 'Mine' })).statusCode).toBe(404);
      expect((await call('DELETE', url)).statusCode).toBe(404);
    }
    const rows = await app.db.query('SELECT name FROM component_groups WHERE id = ANY($1::uuid[])', [
      [sibling.id, foreign.id],
    ]);
    expect(rows).toEqual([{ name: 'Group' }, { name: 'Group' }]);
  });

  it('edits fields and sets the exact member list: leavers are appended to the ungrouped ones', async () => {
    const page = await newPage();
    const group = await createGroup(app, page.id, 'Core');
    const other = await createGroup(app, page.id, 'Other');
    const a = await createComponent(app, page.id, { name: 'A', groupId: group.id });
    await createComponent(app, page.id, { name: 'B', groupId: group.id });
    const c = await createComponent(app, page.id, { name: 'C', groupId: other.id });
    const d = await createComponent(app, page.id, { name: 'D', groupId: other.id });
    await createComponent(app, page.id, { name: 'Loose' });

    const url = `/v1/pages/${page.id}/component-groups/${group.id}`;
    const response = await call('PATCH', url, {
      name: 'Platform',
      collapsed: true,
      components: [c.id, a.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Platform', collapsed: true, components: [c.id, a.id] });
    expect(await ungroupedNames(page.id)).toEqual(['Loose', 'B']);
    const [core, rest] = await groups(page.id);
    expect(core?.components).toEqual([c.id, a.id]);
    expect(rest?.components).toEqual([d.id]);
    const positions = (await call('GET', `/v1/pages/${page.id}/components`)).json();
    expect(positions.find((component: { id: string }) => component.id === d.id).position).toBe(0);

    expect((await call('PATCH', url, { components: [] })).json().components).toEqual([]);
    expect(await ungroupedNames(page.id)).toEqual(['Loose', 'B', 'C', 'A']);
  });

  it('a PATCH of only position reorders the groups, clamped, positions contiguous', async () => {
    const page = await newPage();
    const first = await createGroup(app, page.id, 'First');
    await createGroup(app, page.id, 'Second');
    await createGroup(app, page.id, 'Third');
    const moved = await call('PATCH', `/v1/pages/${page.id}/component-groups/${first.id}`, { position: 42 });
    expect(moved.json().position).toBe(2);
    expect((await groups(page.id)).map((group) => group.name)).toEqual(['Second', 'Third', 'First']);
    await call('PATCH', `/v1/pages/${page.id}/component-groups/${first.id}`, { position: 1 });
    expect((await groups(page.id)).map((group) => group.name)).toEqual(['Second', 'First', 'Third']);
  });

  it('delete ungroups its components (appended to the ungrouped, deleted ones too) and renumbers groups', async () => {
    const page = await newPage();
    const doomed = await createGroup(app, page.id, 'Doomed');
    await createGroup(app, page.id, 'Kept');
    await createComponent(app, page.id, { name: 'Loose' });
    await createComponent(app, page.id, { name: 'A', groupId: doomed.id });
    await createComponent(app, page.id, { name: 'B', groupId: doomed.id });
    const hidden = await createComponent(app, page.id, { name: 'Hidden', groupId: doomed.id });
    await call('DELETE', `/v1/pages/${page.id}/components/${hidden.id}`);

    const response = await call('DELETE', `/v1/pages/${page.id}/component-groups/${doomed.id}`);
    expect(response.statusCode).toBe(204);
    expect((await groups(page.id)).map((group) => [group.name, group.position])).toEqual([['Kept', 0]]);
    expect(await ungroupedNames(page.id)).toEqual(['Loose', 'A', 'B']);
    const restored = await call('PATCH', `/v1/pages/${page.id}/components/${hidden.id}`, { deleted: false });
    expect(restored.json()).toMatchObject({ group_id: null, position: 3 });
  });
});
