import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildTestApp, testConfig, uniqueEmail } from '../test/build-test-app';
import { captureStream } from '../test/capture-stream';

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
