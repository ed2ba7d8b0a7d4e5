import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../lib/password';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createResetToken, createUser } from '../../testing/factories';
import { createApiTokenFor } from '../api-tokens/testing/tokens';

// The real hash, observed: a password hash costs ~128 MiB and ~0.3 s, so who triggers one matters.
jest.mock('../../lib/password', () => {
  const actual = jest.requireActual('../../lib/password');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});
const hashSpy = jest.mocked(hashPassword);

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const reset = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/users/reset-password',
    payload: { token, password: 'a new password 1' },
  });

describe('POST /v1/users/reset-password', () => {
  it('answers junk tokens with invalid_token without hashing the password', async () => {
    hashSpy.mockClear();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await reset(`junk-${attempt}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_token');
    }
    expect(hashSpy).not.toHaveBeenCalled();
  });

  it('hashes once for a valid token, and the token works only once', async () => {
    const user = await createUser(app);
    const token = await createResetToken(app, user);
    hashSpy.mockClear();
    const [first, second] = await Promise.all([reset(token), reset(token)]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([204, 400]);
    expect((await reset(token)).json().code).toBe('invalid_token');
    expect(hashSpy.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it("revokes the person's API tokens, since whoever reset may have taken the account", async () => {
    const user = await createUser(app, { role: 'admin' });
    const teammate = await createUser(app, { role: 'admin', organizationId: user.organization_id });
    const own = await createApiTokenFor(app, user);
    const theirs = await createApiTokenFor(app, teammate);
    const createPage = (token: string) =>
      app.inject({ method: 'POST', url: '/v1/pages', headers: bearer(token), payload: { name: 'Taken' } });
    const pages = (token: string) => app.inject({ url: '/v1/pages', headers: bearer(token) });
    expect((await pages(own.token)).statusCode).toBe(200);

    expect((await reset(await createResetToken(app, user))).statusCode).toBe(204);
    expect((await createPage(own.token)).statusCode).toBe(401);
    expect((await pages(own.token)).statusCode).toBe(401);
    // Only the person's own: a teammate's token keeps working.
    expect((await pages(theirs.token)).statusCode).toBe(200);
    const listed = await app.inject({
      url: '/v1/api-tokens',
      headers: bearer(await accessTokenFor(app, teammate)),
    });
    expect(listed.json().tokens.map((token: { id: string }) => token.id)).toEqual([theirs.id]);
  });
});
