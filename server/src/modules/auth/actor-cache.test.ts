import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { bearer, createSession, createUser } from '../../testing/factories';
import { type ActorLoad, createActorCache } from './actor-cache';

/**
 * The secured scope remembers who a credential acts as (actor-cache.ts) until anything writes to the
 * tables that is read from. These show the cache serves, and that every way of losing access still takes
 * effect on this process's very next request, the cache warm.
 */
describe('the actor cache', () => {
  const counting = (value: string) => {
    const calls = { count: 0 };
    const load = async (): Promise<ActorLoad<string>> => {
      calls.count += 1;
      return { value, expiresAt: null };
    };
    return { calls, load };
  };

  it('serves a lookup again until the watched tables are written, and never while a write is under way', async () => {
    const watch = { generation: 0, writing: 0 };
    const cached = createActorCache(watch);
    const { calls, load } = counting('a');
    expect(await cached('k', load)).toBe('a');
    expect(await cached('k', load)).toBe('a');
    expect(calls.count).toBe(1);
    watch.generation += 1;
    await cached('k', load);
    expect(calls.count).toBe(2);
    watch.writing = 1;
    await cached('k', load);
    await cached('k', load);
    expect(calls.count).toBe(4);
    // The write ended (the watch moves the generation on then too).
    watch.writing = 0;
    watch.generation += 1;
    await cached('k', load);
    await cached('k', load);
    expect(calls.count).toBe(5);
  });

  it('keeps no lookup a write overlapped, nothing refused, nothing past its expiry', async () => {
    const watch = { generation: 0, writing: 0 };
    let clock = 1_000;
    const cached = createActorCache(watch, () => clock);
    let calls = 0;
    const racing = async (): Promise<ActorLoad<string>> => {
      calls += 1;
      watch.generation += 1; // a write lands while the lookup reads
      return { value: 'old', expiresAt: null };
    };
    await cached('k', racing);
    await cached('k', racing);
    expect(calls).toBe(2);

    expect(await cached('gone', async () => null)).toBeNull();
    const expiring = counting('e');
    await cached('e', async () => ({ value: 'e', expiresAt: new Date(clock + 10) }));
    clock += 10;
    await cached('e', expiring.load);
    expect(expiring.calls.count).toBe(1);
  });
});

describe('losing access with the cache warm', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const me = (headers: Record<string, string>) => app.inject({ url: '/v1/users/me', headers });
  const warm = async (headers: Record<string, string>) => {
    for (let i = 0; i < 3; i++) expect((await me(headers)).statusCode).toBe(200);
  };

  it('signing out', async () => {
    const session = await createSession(app, await createUser(app));
    const headers = bearer(session.access_token);
    await warm(headers);
    const out = await app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: bearer(session.refresh_token),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('a role change, and a removal', async () => {
    const owner = await createUser(app);
    const admin = await createUser(app, { role: 'admin', organizationId: owner.organization_id });
    const ownerHeaders = bearer((await createSession(app, owner)).access_token);
    const headers = bearer((await createSession(app, admin)).access_token);
    await warm(headers);
    expect((await app.inject({ url: '/v1/users', headers })).statusCode).toBe(200);
    const demoted = await app.inject({
      method: 'PATCH',
      url: `/v1/users/${admin.id}`,
      headers: ownerHeaders,
      payload: { role: 'viewer' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await me(headers)).json()).toMatchObject({ role: 'viewer' });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/v1/users/${admin.id}`,
      headers: ownerHeaders,
    });
    expect(removed.statusCode).toBe(204);
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('a revoked API token', async () => {
    const owner = await createUser(app);
    const ownerHeaders = bearer((await createSession(app, owner)).access_token);
    const created = await app.inject({
      method: 'POST',
      url: '/v1/api-tokens',
      headers: ownerHeaders,
      payload: { name: 'CI', role: 'editor' },
    });
    expect(created.statusCode).toBe(201);
    const { id, token } = created.json<{ id: string; token: string }>();
    const headers = bearer(token);
    await warm(headers);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/v1/api-tokens/${id}`,
      headers: ownerHeaders,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('a change made by hand with SQL, in a transaction or not', async () => {
    const user = await createUser(app);
    const headers = bearer((await createSession(app, user)).access_token);
    await warm(headers);
    await app.db.transaction(async (tx) => {
      await tx.query(`UPDATE users SET role = 'viewer' WHERE id = $1`, [user.id]);
    });
    expect((await me(headers)).json()).toMatchObject({ role: 'viewer' });
    await warm(headers);
    const email = `renamed-${user.id}@example.com`;
    await app.db.query('UPDATE users SET email = $2 WHERE id = $1', [user.id, email]);
    expect((await me(headers)).json()).toMatchObject({ email, role: 'viewer' });
    await warm(headers);
    await app.db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1', [user.id]);
    expect((await me(headers)).statusCode).toBe(401);
  });
});
