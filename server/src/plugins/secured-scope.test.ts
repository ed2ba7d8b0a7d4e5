import Fastify, { type FastifyInstance } from 'fastify';
import { signAccessToken } from '../lib/jwt';
import { createApiTokenFor } from '../modules/api-tokens/test-factory';
import { createActorResolver } from '../modules/auth/bearer-actor';
import { buildTestApp } from '../test/build-test-app';
import { accessTokenFor, bearer, createSession, createUser } from '../test/factories';
import { secureScope } from './secured-scope';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/v1/users/me', headers });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function expectUnauthorized(headers: Record<string, string>) {
  const response = await me(headers);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'unauthorized', message: expect.any(String) });
}

describe('access tokens', () => {
  it('lets a valid token through', async () => {
    const user = await createUser(app, { role: 'owner' });
    const response = await me(bearer(await accessTokenFor(app, user)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      organization_id: user.organization_id,
      role: 'owner',
    });
  });

  it('takes the scheme in any letter case (RFC 9110 §11.1), for a session and for an API token', async () => {
    const user = await createUser(app, { role: 'owner' });
    const access = await accessTokenFor(app, user);
    const apiToken = (await createApiTokenFor(app, user)).token;
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      expect((await me({ authorization: `${scheme} ${access}` })).statusCode).toBe(200);
      expect((await me({ authorization: `${scheme} ${apiToken}` })).statusCode).toBe(200);
    }
  });

  it('answers 401 unauthorized without a token or with a malformed one', async () => {
    await expectUnauthorized({});
    await expectUnauthorized({ authorization: 'Bearer not.a.jwt' });
    await expectUnauthorized({ authorization: 'Basic dXNlcjpwYXNz' });
  });

  it('answers 401 for an expired token, a foreign signature and alg "none"', async () => {
    const user = await createUser(app);
    const session = await createSession(app, user);
    const sid = String(
      JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString()).sid,
    );
    const claims = { sub: user.id, org: user.organization_id, sid };
    const past = Math.floor(Date.now() / 1000) - 3600;
    await expectUnauthorized(bearer(signAccessToken(claims, app.config.jwtSecret, 60, past)));
    await expectUnauthorized(bearer(signAccessToken(claims, 'another secret of at least 32 chars!!', 900)));

    const now = Math.floor(Date.now() / 1000);
    const payload = b64({ ...claims, iat: now, exp: now + 900 });
    await expectUnauthorized(bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`));
    const valid = (await accessTokenFor(app, user)).split('.');
    await expectUnauthorized(bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${valid[1]}.${valid[2]}`));
  });

  it('answers 401 when the user behind a valid token no longer exists', async () => {
    const user = await createUser(app);
    const token = await accessTokenFor(app, user);
    await app.db.query('DELETE FROM users WHERE id = $1', [user.id]);
    await expectUnauthorized(bearer(token));
  });
});

describe('membership and sessions are read per request', () => {
  it('refuses the access token of a session that logged out, at once', async () => {
    const user = await createUser(app);
    const session = await createSession(app, user);
    expect((await me(bearer(session.access_token))).statusCode).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: bearer(session.refresh_token),
    });
    expect(logout.statusCode).toBe(204);
    await expectUnauthorized(bearer(session.access_token));
  });

  it('applies a role change to the next request, not when the token expires', async () => {
    const user = await createUser(app, { role: 'owner' });
    const token = await accessTokenFor(app, user);
    const roles = () => app.inject({ url: '/v1/users/me', headers: bearer(token) });
    expect((await roles()).json()).toMatchObject({ role: 'owner' });
    await app.db.query(`UPDATE users SET role = 'viewer' WHERE id = $1`, [user.id]);
    expect((await roles()).json()).toMatchObject({ role: 'viewer' });
  });

  it('refuses a token whose user moved to another organisation', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const token = await accessTokenFor(app, user);
    await app.db.query('UPDATE users SET organization_id = $2 WHERE id = $1', [
      user.id,
      other.organization_id,
    ]);
    await expectUnauthorized(bearer(token));
  });
});

describe('GET /v1/users/roles', () => {
  it('lists the four roles with the permissions the server enforces', async () => {
    const viewer = await createUser(app, { role: 'viewer' });
    const response = await app.inject({
      url: '/v1/users/roles',
      headers: bearer(await accessTokenFor(app, viewer)),
    });
    expect(response.statusCode).toBe(200);
    const roles: Array<{ name: string; permissions: string[] }> = response.json();
    expect(roles.map((role) => role.name)).toEqual(['owner', 'admin', 'editor', 'viewer']);
    expect(roles.find((role) => role.name === 'viewer')?.permissions).toEqual(['read']);
    expect(roles.find((role) => role.name === 'editor')?.permissions).not.toContain('pages.delete');
    expect(roles.find((role) => role.name === 'owner')?.permissions).toContain('billing.manage');
  });
});

describe('route declarations', () => {
  const build = async (register: (scope: FastifyInstance) => void) => {
    const bare = Fastify();
    bare.decorate('securedRoutes', []);
    await bare.register(async (scope) => {
      secureScope(scope, {
        resolveActor: createActorResolver({ db: app.db, jwtSecret: app.config.jwtSecret }),
      });
      register(scope);
    });
    return bare.ready();
  };

  it('fails start-up when a secured route declares no permission', async () => {
    await expect(
      build((scope) =>
        scope.get('/x', { schema: { response: { 200: { type: 'object' } } } }, async () => ({})),
      ),
    ).rejects.toThrow(/declares no permission/);
  });

  it('fails start-up when a secured route declares no response schema', async () => {
    await expect(
      build((scope) => scope.get('/x', { config: { permission: 'read' } }, async () => ({}))),
    ).rejects.toThrow(/no response schema/);
  });

  it('records every secured route of the app with its permission', () => {
    expect(app.securedRoutes).toContainEqual({
      method: 'GET',
      url: '/v1/pages',
      permission: 'read',
      personOnly: false,
    });
    expect(app.securedRoutes).toContainEqual({
      method: 'POST',
      url: '/v1/api-tokens',
      permission: 'tokens.manage',
      personOnly: true,
    });
  });
});
