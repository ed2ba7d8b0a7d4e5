import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../testing/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(testConfig());
  // Stands for any framework or plugin error that carries only a status code.
  app.get('/test/forbidden', async () => {
    throw Object.assign(new Error('Not for you'), { statusCode: 403 });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('client errors', () => {
  it('answers a bare 403 with code forbidden', async () => {
    const response = await app.inject('/test/forbidden');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: 'Not for you' });
  });

  it('refuses JSON bodies that would poison prototypes', async () => {
    for (const payload of ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/refresh',
        payload,
        headers: { 'content-type': 'application/json', authorization: 'Bearer abcdef' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
    }
  });
});
