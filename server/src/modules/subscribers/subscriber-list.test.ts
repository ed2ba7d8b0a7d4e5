import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createPage, createSubscriber, createUser } from '../../testing/factories';
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

type Listed = {
  subscribers: Array<{ id: string; email: string; state: string }>;
  next_cursor: string | null;
  total: number;
};

async function list(pageId: string, query: Record<string, string | number> = {}): Promise<Listed> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await app.inject({
    url: `/v1/pages/${pageId}/subscribers?${search}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /v1/pages/:pageId/subscribers', () => {
  it('walks every subscriber exactly once, newest first, ties broken by id (descending), with the total on each page', async () => {
    const page = await createPage(app, owner.organization_id);
    const created: Array<{ id: string; at: Date }> = [];
    for (let index = 0; index < 6; index += 1) {
      const at = minutesAgo(index * 10);
      created.push({ id: (await createSubscriber(app, page.id, { createdAt: at })).id, at });
    }
    // Three at the very same instant: only the id can order them.
    const tie = minutesAgo(25);
    for (let index = 0; index < 3; index += 1) {
      created.push({ id: (await createSubscriber(app, page.id, { createdAt: tie })).id, at: tie });
    }
    const expected = [...created]
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result: Listed = await list(page.id, { limit: 4, ...(cursor ? { cursor } : {}) });
      expect(result.total).toBe(9);
      seen.push(...result.subscribers.map((subscriber) => subscriber.id));
      cursor = result.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
  });

  it('defaults to 50 a page and gives no cursor on the last page', async () => {
    const page = await createPage(app, owner.organization_id);
    for (let index = 0; index < 51; index += 1) await createSubscriber(app, page.id);
    const first = await list(page.id);
    expect(first.subscribers).toHaveLength(50);
    expect(first.next_cursor).toEqual(expect.any(String));
    const last = await list(page.id, { cursor: first.next_cursor ?? '' });
    expect(last.subscribers).toHaveLength(1);
    expect(last.next_cursor).toBeNull();
  });

  it('filters by state and by a case-insensitive part of the e-mail, taken literally', async () => {
    const page = await createPage(app, owner.organization_id);
    await createSubscriber(app, page.id, { email: 'Ann.Lee@Example.test', state: 'confirmed' });
    await createSubscriber(app, page.id, { email: 'bob_smith@example.test', state: 'pending' });
    await createSubscriber(app, page.id, { email: 'annika@other.test', state: 'unsubscribed' });
    await createSubscriber(app, page.id, { email: 'bobsmith@example.test', state: 'confirmed' });

    const emails = (result: Listed) => result.subscribers.map((subscriber) => subscriber.email).sort();
    expect(emails(await list(page.id, { q: 'ANN' }))).toEqual(['Ann.Lee@Example.test', 'annika@other.test']);
    expect(emails(await list(page.id, { q: 'b_s' }))).toEqual(['bob_smith@example.test']);
    expect(emails(await list(page.id, { q: '%' }))).toEqual([]);
    const confirmed = await list(page.id, { state: 'confirmed' });
    expect(emails(confirmed)).toEqual(['Ann.Lee@Example.test', 'bobsmith@example.test']);
    expect(confirmed.total).toBe(2);
    const both = await list(page.id, { state: 'confirmed', q: 'example' });
    expect(both.total).toBe(2);
    expect((await list(page.id, { state: 'unsubscribed', q: 'bob' })).subscribers).toEqual([]);
  });

  it('reports invalid query parameters per field', async () => {
    const page = await createPage(app, owner.organization_id);
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['state=gone', 'state'],
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${Buffer.from('["2026-01-01T00:00:00.000000Z","x"]').toString('base64url')}`, 'cursor'],
    ] as const) {
      const response = await app.inject({
        url: `/v1/pages/${page.id}/subscribers?${query}`,
        headers: bearer(token),
      });
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().details[0].field).toBe(field);
    }
  });

  it("answers 404 for another organisation's page and never lists another page's subscribers", async () => {
    const foreign = await createPage(app, (await createUser(app)).organization_id);
    await createSubscriber(app, foreign.id);
    const response = await app.inject({ url: `/v1/pages/${foreign.id}/subscribers`, headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    const mine = await createPage(app, owner.organization_id);
    expect(await list(mine.id)).toEqual({ subscribers: [], next_cursor: null, total: 0 });
  });
});
