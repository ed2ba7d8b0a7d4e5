import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from '../config';
import { testConfig } from '../testing/build-test-app';
import { openSocket, parseResponses } from '../testing/raw-http';

async function listening(http: Partial<HttpTimeouts>) {
  const app = await buildApp(
    testConfig({ http: { ...DEFAULT_HTTP_TIMEOUTS, checkIntervalMs: 50, ...http } }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

describe('slow clients', () => {
  it('cuts a request whose body trickles in, with a 408 {code, message}', async () => {
    const { app, port } = await listening({ requestTimeoutMs: 300, headersTimeoutMs: 300 });
    try {
      const client = openSocket(port);
      client.socket.write(
        'POST /v1/login HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
      );
      // One byte every 20 ms would take 4 s to complete the body; the server must not wait for it.
      let sent = 1;
      const trickle = setInterval(() => {
        if (sent < 199 && client.socket.writable) {
          client.socket.write(' ');
          sent += 1;
        }
      }, 20);
      await client.closed;
      clearInterval(trickle);
      expect(sent).toBeLessThan(199);
      const [response] = parseResponses(client.received());
      expect(response?.status).toBe(408);
      expect(JSON.parse(response?.body ?? '{}')).toEqual({
        code: 'request_timeout',
        message: expect.any(String),
      });
      expect(response?.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });

  it('answers a connection that sends nothing with a 408 and closes it', async () => {
    // The socket inactivity timeout stays long (above keepAliveTimeout); the headers timeout is what acts.
    const { app, port } = await listening({ headersTimeoutMs: 200, requestTimeoutMs: 300 });
    try {
      const client = openSocket(port);
      await client.closed;
      const [response] = parseResponses(client.received());
      expect(response?.status).toBe(408);
      expect(JSON.parse(response?.body ?? '{}').code).toBe('request_timeout');
    } finally {
      await app.close();
    }
  });
});
