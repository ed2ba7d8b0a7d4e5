import Fastify, { type FastifyInstance } from 'fastify';
import { can, ROLES } from '../../lib/permissions';
import { secureScope } from '../../plugins/secured-scope';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createPage, createUser } from '../../testing/factories';
import { createActorResolver } from '../auth/bearer-actor';
import { createApiTokenFor } from './testing/tokens';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const lastUsed = async (id: string) =>
  (
    await app.db.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM api_tokens WHERE id = $1', [
      id,
    ])
  )[0]?.last_used_at ?? null;

describe('an API token as Authorization: Bearer', () => {
  it.each(ROLES)('acts with its %s ceiling on read and write routes', async (role) => {
    const owner = await createUser(app, { role: 'owner' });
    const page = await createPage(app, owner.organization_id);
    const { token } = await createApiTokenFor(app, owner, { role });
    const headers = bearer(token);

    const read = await app.inject({ url: `/v1/pages/${page.id}`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: page.id });

    const edit = await app.inject({
      method: 'PATCH',
      url: `/v1/pages/${page.id}`,
      headers,
      payload: { name: `Edited by ${role}` },
    });
    expect(edit.statusCode).toBe(can(role, 'pages.edit') ? 200 : 403);

    const remove = await app.inject({ method: 'DELETE', url: `/v1/pages/${page.id}`, headers });
    expect(remove.statusCode).toBe(can(role, 'pages.delete') ? 204 : 403);
    if (remove.statusCode === 403) expect(remove.json()).toMatchObject({ code: 'forbidden' });
    const rows = await app.db.query<{ name: string }>('SELECT name FROM pages WHERE id = $1', [page.id]);
    expect(rows).toHaveLength(can(role, 'pages.delete') ? 0 : 1);
    if (!can(role, 'pages.edit')) expect(rows[0]?.name).toBe(page.name);
  });

  it("answers 404 for another organisation's ids and lists only its own organisation", async () => {
    const owner = await createUser(app);
    const mine = await createPage(app, owner.organization_id, 'Mine');
    const stranger = await createUser(app);
    const theirs = await createPage(app, stranger.organization_id, 'Theirs');
    const headers = bearer((await createApiTokenFor(app, owner, { role: 'owner' })).token);
    expect((await app.inject({ url: `/v1/pages/${theirs.id}`, headers })).statusCode).toBe(404);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/v1/pages/${theirs.id}`,
      headers,
      payload: { name: 'Taken over' },
    });
    expect(patch.statusCode).toBe(404);
    const listed = await app.inject({ url: '/v1/pages', headers });
    expect(listed.body).toContain(mine.id);
    expect(listed.body).not.toContain(theirs.id);
  });

  it('is capped by its creator’s current role: a demoted creator’s token loses the difference', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const page = await createPage(app, admin.organization_id);
    const headers = bearer((await createApiTokenFor(app, admin, { role: 'admin' })).token);
    const rename = (name: string) =>
      app.inject({ method: 'PATCH', url: `/v1/pages/${page.id}`, headers, payload: { name } });
    expect((await rename('As admin')).statusCode).toBe(200);
    await app.db.query(`UPDATE users SET role = 'viewer' WHERE id = $1`, [admin.id]);
    expect((await rename('As viewer')).statusCode).toBe(403);
    expect((await app.inject({ url: `/v1/pages/${page.id}`, headers })).statusCode).toBe(200);
    await app.db.query(`UPDATE users SET role = 'owner' WHERE id = $1`, [admin.id]);
    const remove = await app.inject({ method: 'DELETE', url: `/v1/pages/${page.id}`, headers });
    expect(remove.statusCode).toBe(204);
    // An owner's editor token stays an editor token.
    const token = await createApiTokenFor(app, admin, { role: 'editor' });
    const other = await createPage(app, admin.organization_id);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/v1/pages/${other.id}`,
      headers: bearer(token.token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('stops working when its creator leaves the organisation (removed or moved)', async () => {
    const owner = await createUser(app);
    const removed = await createUser(app, { role: 'admin', organizationId: owner.organization_id });
    const moved = await createUser(app, { role: 'admin', organizationId: owner.organization_id });
    const removedToken = await createApiTokenFor(app, removed);
    const movedToken = await createApiTokenFor(app, moved);
    const pages = (token: string) => app.inject({ url: '/v1/pages', headers: bearer(token) });
    expect((await pages(removedToken.token)).statusCode).toBe(200);
    expect((await pages(movedToken.token)).statusCode).toBe(200);

    await app.db.query('DELETE FROM users WHERE id = $1', [removed.id]);
    const elsewhere = await createUser(app);
    await app.db.query('UPDATE users SET organization_id = $2 WHERE id = $1', [
      moved.id,
      elsewhere.organization_id,
    ]);
    expect((await pages(removedToken.token)).statusCode).toBe(401);
    expect((await pages(movedToken.token)).statusCode).toBe(401);
  });

  it('follows the team routes: a demoted member’s token is capped, a removed member’s token is gone', async () => {
    const owner = await createUser(app);
    const ownerHeaders = bearer(await accessTokenFor(app, owner));
    const admin = await createUser(app, { role: 'admin', organizationId: owner.organization_id });
    const page = await createPage(app, owner.organization_id);
    const token = await createApiTokenFor(app, admin, { role: 'admin' });
    const rename = () =>
      app.inject({
        method: 'PATCH',
        url: `/v1/pages/${page.id}`,
        headers: bearer(token.token),
        payload: { name: 'Renamed' },
      });
    expect((await rename()).statusCode).toBe(200);

    const demote = await app.inject({
      method: 'PATCH',
      url: `/v1/users/${admin.id}`,
      headers: ownerHeaders,
      payload: { role: 'viewer' },
    });
    expect(demote.statusCode).toBe(200);
    expect((await rename()).statusCode).toBe(403);

    const removal = await app.inject({
      method: 'DELETE',
      url: `/v1/users/${admin.id}`,
      headers: ownerHeaders,
    });
    expect(removal.statusCode).toBe(204);
    expect((await app.inject({ url: '/v1/pages', headers: bearer(token.token) })).statusCode).toBe(401);
    const listed = await app.inject({ url: '/v1/api-tokens', headers: ownerHeaders });
    expect(listed.json().tokens).toEqual([]);
  });

  it('is refused with 401 once expired or revoked, and when malformed or unknown', async () => {
    const owner = await createUser(app);
    const expiring = await createApiTokenFor(app, owner, {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const pages = (token: string) => app.inject({ url: '/v1/pages', headers: bearer(token) });
    expect((await pages(expiring.token)).statusCode).toBe(200);
    await app.db.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expiring.id,
    ]);
    const expired = await pages(expiring.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'unauthorized' });

    const revoked = await createApiTokenFor(app, owner);
    await app.db.query('UPDATE api_tokens SET revoked_at = now() WHERE id = $1', [revoked.id]);
    expect((await pages(revoked.token)).statusCode).toBe(401);

    const live = await createApiTokenFor(app, owner);
    for (const wrong of [
      'sdk_',
      'sdk_short',
      `${live.token}x`,
      `${live.token.slice(0, -1)}${live.token.endsWith('0') ? '1' : '0'}`,
      `Sdk_${live.token.slice(4)}`,
    ]) {
      expect([wrong, (await pages(wrong)).statusCode]).toEqual([wrong, 401]);
    }
    expect((await pages(live.token)).statusCode).toBe(200);
  });

  it('is refused by POST /v1/refresh (it is not a refresh token) and stays valid', async () => {
    const owner = await createUser(app);
    const { token } = await createApiTokenFor(app, owner);
    const refresh = await app.inject({ method: 'POST', url: '/v1/refresh', headers: bearer(token) });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).not.toHaveProperty('access_token');
    expect((await app.inject({ url: '/v1/pages', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('is no session to POST /v1/logout: nothing is signed out, the token and the person’s session work on', async () => {
    const owner = await createUser(app);
    const access = await accessTokenFor(app, owner);
    const { token } = await createApiTokenFor(app, owner);
    const logout = await app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect((await app.inject({ url: '/v1/pages', headers: bearer(token) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/v1/pages', headers: bearer(access) })).statusCode).toBe(200);
  });

  it('is refused on person-only routes with 403 person_required, whatever its ceiling', async () => {
    const owner = await createUser(app);
    const headers = bearer((await createApiTokenFor(app, owner, { role: 'owner' })).token);
    const personOnly = app.securedRoutes.filter((route) => route.personOnly);
    expect(personOnly.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/v1/api-tokens', '/v1/payments/methods', '/v1/payments/subscribe/:plan']),
    );
    for (const route of personOnly) {
      const url = route.url.replace(':plan', 'pro').replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const response = await app.inject({ method: route.method as 'GET', url, headers, payload: {} });
      expect([route.method, route.url, response.statusCode, response.json().code]).toEqual([
        route.method,
        route.url,
        403,
        'person_required',
      ]);
    }
  });
});

describe('last_used_at', () => {
  it('is set by the first use and not written again within the minute', async () => {
    const owner = await createUser(app);
    const token = await createApiTokenFor(app, owner);
    expect(await lastUsed(token.id)).toBeNull();
    await app.inject({ url: '/v1/pages', headers: bearer(token.token) });
    const first = await lastUsed(token.id);
    expect(first).toBeInstanceOf(Date);
    await app.inject({ url: '/v1/pages', headers: bearer(token.token) });
    expect(await lastUsed(token.id)).toEqual(first);
  });

  it('is written again once a minute has passed (by this process’s clock and the database’s)', async () => {
    let now = Date.now();
    const bare = Fastify();
    bare.decorate('securedRoutes', []);
    await bare.register(async (scope) => {
      secureScope(scope, {
        resolveActor: createActorResolver({ db: app.db, jwtSecret: app.config.jwtSecret, now: () => now }),
      });
      scope.get(
        '/x',
        { config: { permission: 'read' }, schema: { response: { 200: { type: 'object' } } } },
        async () => ({}),
      );
    });
    await bare.ready();
    try {
      const owner = await createUser(app);
      const token = await createApiTokenFor(app, owner);
      const use = async () =>
        expect((await bare.inject({ url: '/x', headers: bearer(token.token) })).statusCode).toBe(200);
      const setLastUsed = (sql: string) =>
        app.db.query(`UPDATE api_tokens SET last_used_at = ${sql} WHERE id = $1`, [token.id]);

      await use();
      expect(await lastUsed(token.id)).not.toBeNull();
      // The database says two minutes ago, but this process wrote it a moment ago: no write.
      await setLastUsed(`now() - interval '2 minutes'`);
      const old = await lastUsed(token.id);
      await use();
      expect(await lastUsed(token.id)).toEqual(old);
      // A minute later by this process's clock: written again.
      now += 61_000;
      await use();
      expect((await lastUsed(token.id))?.getTime()).toBeGreaterThan(old?.getTime() ?? 0);
      // Another process wrote it within the minute (the database says so): no write from here.
      now += 61_000;
      await setLastUsed(`now() - interval '10 seconds'`);
      const recent = await lastUsed(token.id);
      await use();
      expect(await lastUsed(token.id)).toEqual(recent);
    } finally {
      await bare.close();
    }
  });
});
