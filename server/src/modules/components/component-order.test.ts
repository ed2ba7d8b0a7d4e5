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

type Listed = { id: string; name: string; group_id: string | null; position: number };

const patch = (pageId: string, id: string, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: `/v1/pages/${pageId}/components/${id}`,
    headers: bearer(token),
    payload,
  });

async function list(pageId: string): Promise<Listed[]> {
  const response = await app.inject({ url: `/v1/pages/${pageId}/components`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Names per set in list order, with each set's positions checked to be exactly 0..n-1. */
async function sets(pageId: string): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  const positions: Record<string, number[]> = {};
  for (const component of await list(pageId)) {
    const key = component.group_id ?? 'ungrouped';
    result[key] = [...(result[key] ?? []), component.name];
    positions[key] = [...(positions[key] ?? []), component.position];
  }
  for (const values of Object.values(positions)) expect(values).toEqual(values.map((_value, index) => index));
  return result;
}

async function pageWith(names: string[]) {
  const page = await createPage(app, owner.organization_id);
  const ids: Record<string, string> = {};
  for (const name of names) ids[name] = (await createComponent(app, page.id, { name })).id;
  return { page, ids };
}

const at = (ids: Record<string, string>, name: string) => ids[name] ?? '';

describe('component order', () => {
  it('lists ungrouped components first, then each group in group order, each by position', async () => {
    const page = await createPage(app, owner.organization_id);
    const second = await createGroup(app, page.id, 'Second');
    const first = await createGroup(app, page.id, 'First');
    // Put "First" before "Second" through the API, so the list follows group positions, not creation.
    await app.inject({
      method: 'PATCH',
      url: `/v1/pages/${page.id}/component-groups/${first.id}`,
      headers: bearer(token),
      payload: { position: 0 },
    });
    await createComponent(app, page.id, { name: 'B1', groupId: second.id });
    await createComponent(app, page.id, { name: 'A1', groupId: first.id });
    await createComponent(app, page.id, { name: 'Loose1' });
    await createComponent(app, page.id, { name: 'A2', groupId: first.id });
    await createComponent(app, page.id, { name: 'Loose2' });
    expect((await list(page.id)).map((component) => component.name)).toEqual([
      'Loose1',
      'Loose2',
      'A1',
      'A2',
      'B1',
    ]);
  });

  it('a PATCH of only position moves the component there and renumbers the others', async () => {
    const { page, ids } = await pageWith(['A', 'B', 'C', 'D']);
    expect((await patch(page.id, at(ids, 'D'), { position: 1 })).json().position).toBe(1);
    expect(await sets(page.id)).toEqual({ ungrouped: ['A', 'D', 'B', 'C'] });
    await patch(page.id, at(ids, 'A'), { position: 3 });
    expect(await sets(page.id)).toEqual({ ungrouped: ['D', 'B', 'C', 'A'] });
    await patch(page.id, at(ids, 'C'), { position: 0 });
    expect(await sets(page.id)).toEqual({ ungrouped: ['C', 'D', 'B', 'A'] });
  });

  it('clamps a position past the end to the last place', async () => {
    const { page, ids } = await pageWith(['A', 'B', 'C']);
    const response = await patch(page.id, at(ids, 'A'), { position: 99 });
    expect(response.json().position).toBe(2);
    expect(await sets(page.id)).toEqual({ ungrouped: ['B', 'C', 'A'] });
  });

  it('a delete closes the gap; a restore rejoins at the end', async () => {
    const { page, ids } = await pageWith(['A', 'B', 'C', 'D']);
    await app.inject({
      method: 'DELETE',
      url: `/v1/pages/${page.id}/components/${at(ids, 'B')}`,
      headers: bearer(token),
    });
    expect(await sets(page.id)).toEqual({ ungrouped: ['A', 'C', 'D'] });
    await patch(page.id, at(ids, 'B'), { deleted: false });
    expect(await sets(page.id)).toEqual({ ungrouped: ['A', 'C', 'D', 'B'] });
  });

  it('moves a component between groups, at a position or at the end, renumbering both sets', async () => {
    const { page, ids } = await pageWith(['A', 'B', 'C']);
    const group = await createGroup(app, page.id, 'Infra');
    const x = await createComponent(app, page.id, { name: 'X', groupId: group.id });
    await createComponent(app, page.id, { name: 'Y', groupId: group.id });

    const moved = await patch(page.id, at(ids, 'B'), { group_id: group.id, position: 1 });
    expect(moved.json()).toMatchObject({ group_id: group.id, position: 1 });
    expect(await sets(page.id)).toEqual({ ungrouped: ['A', 'C'], [group.id]: ['X', 'B', 'Y'] });

    // An id in capitals names the same group.
    await patch(page.id, at(ids, 'A'), { group_id: group.id.toUpperCase() });
    expect(await sets(page.id)).toEqual({ ungrouped: ['C'], [group.id]: ['X', 'B', 'Y', 'A'] });

    await patch(page.id, x.id, { group_id: null, position: 0 });
    expect(await sets(page.id)).toEqual({ ungrouped: ['X', 'C'], [group.id]: ['B', 'Y', 'A'] });
  });

  it('refuses to move a component into a group of another page', async () => {
    const { page, ids } = await pageWith(['A']);
    const elsewhere = await createGroup(app, (await createPage(app, owner.organization_id)).id);
    const response = await patch(page.id, at(ids, 'A'), { group_id: elsewhere.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ field: 'group_id', code: 'not_found' });
    expect(await sets(page.id)).toEqual({ ungrouped: ['A'] });
  });

  it('a restore may name its place', async () => {
    const { page, ids } = await pageWith(['A', 'B', 'C']);
    await patch(page.id, at(ids, 'C'), { deleted: true });
    await patch(page.id, at(ids, 'C'), { deleted: false, position: 0 });
    expect(await sets(page.id)).toEqual({ ungrouped: ['C', 'A', 'B'] });
  });
});
