import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { buildTestApp, testConfig } from '../testing/build-test-app';
import { openSocket, parseResponses } from '../testing/raw-http';

function expectUsualShape(status: number, headers: Record<string, unknown>, body: string) {
  expect(JSON.parse(body)).toEqual({ code: expect.any(String), message: expect.any(String) });
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(status).toBeGreaterThanOrEqual(400);
}

const expectShape = (response: LightMyRequestResponse, status: number) => {
  expect(response.statusCode).toBe(status);
  expectUsualShape(response.statusCode, response.headers, response.body);
};

describe("Fastify's own answers", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('a URL that cannot be decoded: 400 {code, message} with security headers', async () => {
    const response = await app.inject('/v1/%E0%A4%A');
    expectShape(response, 400);
    expect(response.json().code).toBe('bad_request');
  });

  it('invalid JSON and an unknown route', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expectShape(json, 400);
    expectShape(await app.inject('/v1/no-such-route'), 404);
  });
});

describe('answers on a real socket', () => {
  it('while closing: the in-flight request completes, the next one is a 503 {code, message}', async () => {
    const app = await buildApp(testConfig());
    let entered: () => void = () => undefined;
    let release: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/test/hold', async () => {
      entered();
      await gate;
      return { held: true };
    });
    // Once closing has begun, a second request arrives on the busy keep-alive connection; the first is
    // released only when the second has been answered.
    let sendSecond: () => void = () => undefined;
    app.addHook('preClose', async () => sendSecond());
    app.addHook('onSend', async (request) => {
      if (request.url === '/health') release();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const client = openSocket((app.server.address() as AddressInfo).port);
    sendSecond = () => {
      client.socket.write('GET /health HTTP/1.1\r\nHost: a\r\n\r\n');
    };
    client.socket.write('GET /test/hold HTTP/1.1\r\nHost: a\r\n\r\n');
    await inside;
    await Promise.all([app.close(), client.closed]);
    const [held, refused] = parseResponses(client.received());
    expect(held?.status).toBe(200);
    expect(refused?.status).toBe(503);
    expect(refused?.headers['retry-after']).toBeDefined();
    expectUsualShape(refused?.status ?? 0, refused?.headers ?? {}, refused?.body ?? '');
    expect(JSON.parse(refused?.body ?? '{}').code).toBe('service_unavailable');
  });

  it('malformed HTTP: 400 {code, message} with security headers', async () => {
    const app = await buildApp(testConfig());
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const client = openSocket((app.server.address() as AddressInfo).port);
      client.socket.write('GET / HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n');
      await client.closed;
      const [response] = parseResponses(client.received());
      expect(response?.status).toBe(400);
      expectUsualShape(response?.status ?? 0, response?.headers ?? {}, response?.body ?? '');
    } finally {
      await app.close();
    }
  });
});
