import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../lib/jwt';
import { buildTestApp } from '../test/build-test-app';
import { accessTokenFor, bearer, createUser } from '../test/factories';

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
    const response = await me(bearer(accessTokenFor(app, user)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      organization_id: user.organization_id,
      role: 'owner',
    });
  });

  it('answers 401 unauthorized without a token or with a malformed one', async () => {
    await expectUnauthorized({});
    await expectUnauthorized({ authorization: 'Bearer not.a.jwt' });
    await expectUnauthorized({ authorization: 'Basic dXNlcjpwYXNz' });
  });

  it('answers 401 for an expired token, a foreign signature and alg "none"', async () => {
    const user = await createUser(app);
    const claims = { sub: user.id, org: user.organization_id, role: user.role };
    const past = Math.floor(Date.now() / 1000) - 3600;
    await expectUnauthorized(bearer(signAccessToken(claims, app.config.jwtSecret, 60, past)));
    await expectUnauthorized(bearer(signAccessToken(claims, 'another secret of at least 32 chars!!', 900)));

    const now = Math.floor(Date.now() / 1000);
    const payload = b64({ ...claims, iat: now, exp: now + 900 });
    await expectUnauthorized(bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`));
    const valid = accessTokenFor(app, user).split('.');
    await expectUnauthorized(bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${valid[1]}.${valid[2]}`));
  });

  it('answers 401 when the user behind a valid token no longer exists', async () => {
    const user = await createUser(app);
    const token = accessTokenFor(app, user);
    await app.db.query('DELETE FROM users WHERE id = $1', [user.id]);
    await expectUnauthorized(bearer(token));
  });
});
