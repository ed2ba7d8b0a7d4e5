import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../lib/password';
import { buildTestApp } from '../../test/build-test-app';
import { createResetToken, createUser } from '../../test/factories';

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
});
