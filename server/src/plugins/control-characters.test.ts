import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { AppError } from '../lib/errors';
import { buildTestApp, testConfig, uniqueEmail } from '../testing/build-test-app';
import { captureStream } from '../testing/capture-stream';
import { accessTokenFor, bearer, createUser } from '../testing/factories';
import { assertNoControlCharacters } from './control-characters';

describe('control characters in input', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a NUL in a body field with validation_failed, before any hashing or SQL', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: { email: uniqueEmail(), password: 'a long enough password', org_name: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'The request is invalid',
      details: [{ field: 'org_name', code: 'invalid_characters', message: expect.any(String) }],
    });
  });

  it('refuses C0 controls and DEL in nested fields and in the query string, naming each field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/login?next=%1B[31m',
      payload: { email: 'x\u007F@example.test', password: 'tab\tand\r\nnewlines are fine' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((detail: { field: string }) => detail.field);
    expect(fields.sort()).toEqual(['email', 'next']);
  });

  it('accepts tabs and line breaks', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: uniqueEmail(), password: 'tab\tand\r\nnewlines are fine' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('logged database errors', () => {
  it('never carry the statement parameters', async () => {
    const log = captureStream();
    const app = await buildApp(testConfig({ logLevel: 'error' }), { logStream: log.stream });
    // Stands for any statement the database refuses: the value must not reach the log.
    app.get('/test/failing-query', async () => app.db.query('SELECT $1::int AS n', ['secret-value-42']));
    await app.ready();
    try {
      const response = await app.inject('/test/failing-query');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'internal_error', message: expect.any(String) });
      const entry = log.lines().find((line) => line.msg === 'unhandled error');
      expect(entry?.err).toEqual(expect.objectContaining({ message: expect.any(String) }));
      expect(log.text()).not.toContain('secret-value-42');
    } finally {
      await app.close();
    }
  });
});

describe('deeply nested JSON', () => {
  let app: FastifyInstance;
  const log = captureStream();
  beforeAll(async () => {
    app = await buildTestApp({ logLevel: 'error' }, { logStream: log.stream });
  });
  afterAll(async () => {
    await app.close();
  });

  // About 40 KB at 20,000 levels: under the body limit, so only the nesting can refuse it.
  const nested = (depth: number) => `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it.each([6_000, 20_000])(
    'answers %i levels 400 on a public, a secured and an unknown route, logging no error',
    async (depth) => {
      const headers = {
        'content-type': 'application/json',
        ...bearer(await accessTokenFor(app, await createUser(app))),
      };
      for (const url of ['/v1/login', '/v1/pages', '/v1/no-such-route']) {
        const response = await app.inject({ method: 'POST', url, payload: nested(depth), headers });
        expect([url, response.statusCode]).toEqual([url, 400]);
        expect(response.json()).toEqual({
          code: 'validation_failed',
          message: 'The request is invalid',
          details: [{ field: 'body', code: 'too_deep', message: expect.any(String) }],
        });
      }
      expect(log.lines().filter((line) => line.level >= 50)).toEqual([]);
    },
  );

  it('leaves bodies nested within the limit to the route', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${'['.repeat(30)}"x\\u0000"${']'.repeat(30)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ code: 'invalid_characters' }));
  });

  it('checks control characters without recursing, whatever the depth of a parsed value', () => {
    let value: unknown = 'a\u0000b';
    for (let level = 0; level < 100_000; level += 1) value = [value];
    expect(() => assertNoControlCharacters(value)).toThrow(AppError);
  });
});
