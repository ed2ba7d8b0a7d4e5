import type { FastifyInstance } from 'fastify';
import type { Role } from '../../lib/permissions';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createPage, createUser } from '../../testing/factories';
import { createApiTokenFor } from '../api-tokens/testing/tokens';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const nameOf = async (id: string) =>
  (await app.db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [id]))[0]?.name;

async function memberOf(organizationId: string, role: Role) {
  const user = await createUser(app, { role, organizationId });
  return { user, headers: bearer(await accessTokenFor(app, user)) };
}

describe('GET /v1/organizations', () => {
  it("answers the caller's organisation with its plan and counts, to every role", async () => {
    const owner = await createUser(app);
    const orgId = owner.organization_id;
    await createPage(app, orgId);
    const viewer = await memberOf(orgId, 'viewer');
    await createApiTokenFor(app, owner, { role: 'editor' });
    const revoked = await createApiTokenFor(app, owner, { role: 'viewer' });
    await app.db.query('UPDATE api_tokens SET revoked_at = now() WHERE id = $1', [revoked.id]);
    await createApiTokenFor(app, owner, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    await app.db.query(
      `INSERT INTO invitations (organization_id, email, role, token_hash, expires_at)
       VALUES ($1, 'live@example.test', 'editor', md5(random()::text), now() + interval '1 day'),
              ($1, 'expired@example.test', 'editor', md5(random()::text), now() - interval '1 second')`,
      [orgId],
    );
    const response = await app.inject({ url: '/v1/organizations', headers: viewer.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: orgId,
      name: await nameOf(orgId),
      plan: 'free',
      created_at: expect.stringMatching(/Z$/),
      // The expired invitation holds no seat; revoked and expired tokens do not count.
      counts: { pages: 1, members: 2, invitations: 1, api_tokens: 1 },
    });
  });

  it('is readable with an API token, which may rename only within an admin ceiling', async () => {
    const owner = await createUser(app);
    const viewerToken = bearer((await createApiTokenFor(app, owner, { role: 'viewer' })).token);
    const adminToken = bearer((await createApiTokenFor(app, owner, { role: 'admin' })).token);
    expect((await app.inject({ url: '/v1/organizations', headers: viewerToken })).json().id).toBe(
      owner.organization_id,
    );
    const patch = (headers: Record<string, string>) =>
      app.inject({
        method: 'PATCH',
        url: `/v1/organizations/${owner.organization_id}`,
        headers,
        payload: { name: 'Bot' },
      });
    expect((await patch(viewerToken)).statusCode).toBe(403);
    expect((await patch(adminToken)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ url: '/v1/organizations' })).statusCode).toBe(401);
  });
});

describe('PATCH /v1/organizations/:id', () => {
  const rename = (id: string, headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'PATCH', url: `/v1/organizations/${id}`, headers, payload: payload as object });

  it.each(['owner', 'admin'] as const)('lets an %s rename it (trimmed)', async (role) => {
    const owner = await createUser(app);
    const { headers } =
      role === 'owner'
        ? { headers: bearer(await accessTokenFor(app, owner)) }
        : await memberOf(owner.organization_id, role);
    const response = await rename(owner.organization_id, headers, { name: '  Acme Status  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: owner.organization_id, name: 'Acme Status', plan: 'free' });
    expect(await nameOf(owner.organization_id)).toBe('Acme Status');
  });

  it.each(['editor', 'viewer'] as const)('refuses an %s with 403 and changes nothing', async (role) => {
    const owner = await createUser(app);
    const before = await nameOf(owner.organization_id);
    const { headers } = await memberOf(owner.organization_id, role);
    const response = await rename(owner.organization_id, headers, { name: 'Taken over' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    expect(await nameOf(owner.organization_id)).toBe(before);
  });

  it.each([
    ['an empty name', { name: '' }, 'name', 'too_short'],
    ['a blank name', { name: '   ' }, 'name', 'invalid_format'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name', 'too_long'],
    ['no name', {}, 'name', 'required'],
    ['a number', { name: 42 }, 'name', 'invalid_type'],
    ['an unknown field', { name: 'Ok', plan: 'business' }, 'plan', 'unknown_field'],
  ])('refuses %s with validation_failed and changes nothing', async (_label, payload, field, code) => {
    const owner = await createUser(app);
    const before = await nameOf(owner.organization_id);
    const response = await rename(owner.organization_id, bearer(await accessTokenFor(app, owner)), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: expect.arrayContaining([expect.objectContaining({ field, code })]),
    });
    expect(await nameOf(owner.organization_id)).toBe(before);
  });

  it('accepts exactly 100 characters', async () => {
    const owner = await createUser(app);
    const name = 'n'.repeat(100);
    const response = await rename(owner.organization_id, bearer(await accessTokenFor(app, owner)), { name });
    expect(response.statusCode).toBe(200);
    expect(await nameOf(owner.organization_id)).toBe(name);
  });

  it("answers 404 for another organisation's id, an unknown id and a malformed one, changing nothing", async () => {
    const victim = await createUser(app);
    const before = await nameOf(victim.organization_id);
    const attacker = await createUser(app);
    const headers = bearer(await accessTokenFor(app, attacker));
    for (const id of [victim.organization_id, '3b241101-e2bb-4255-8caf-4136c566a962', 'not-a-uuid']) {
      const response = await rename(id, headers, { name: 'Pwned' });
      expect([id, response.statusCode, response.json().code]).toEqual([id, 404, 'not_found']);
    }
    expect(await nameOf(victim.organization_id)).toBe(before);
  });

  it('accepts its own id in upper case', async () => {
    const owner = await createUser(app);
    const response = await rename(
      owner.organization_id.toUpperCase(),
      bearer(await accessTokenFor(app, owner)),
      {
        name: 'Upper',
      },
    );
    expect(response.statusCode).toBe(200);
  });
});
