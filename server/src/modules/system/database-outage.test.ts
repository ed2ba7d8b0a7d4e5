import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createUser } from '../../testing/factories';

// An embedded PGlite cannot go away; this is about a PostgreSQL server that does, so it runs when
// the suite runs against one (DATABASE_URL, as CI does), through a TCP proxy the test can cut.
const databaseUrl = process.env.DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;

/** A TCP proxy in front of PostgreSQL that can drop every connection and refuse new ones. */
function startProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      const listening = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      // The same port after a cut, so the app's connection string still points here.
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  return { listen, cut, port: () => port };
}

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describeOnPostgres('when PostgreSQL goes away for a while', () => {
  let app: FastifyInstance;
  const proxy = startProxy(new URL(databaseUrl ?? 'postgres://127.0.0.1:5432'));

  beforeAll(async () => {
    await proxy.listen();
    const url = new URL(databaseUrl ?? '');
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port());
    app = await buildTestApp({ database: { kind: 'postgres', url: url.toString() } });
  });

  afterAll(async () => {
    await app.close();
    await proxy.cut();
  });

  it('answers 503 quickly while it is down and recovers by itself when it is back', async () => {
    const user = await createUser(app);
    const headers = bearer(await accessTokenFor(app, user));
    expect((await app.inject({ url: '/v1/pages', headers })).statusCode).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const pages = await app.inject({ url: '/v1/pages', headers });
    expect(pages.statusCode).toBe(503);
    expect(pages.json()).toEqual({ code: 'service_unavailable', message: expect.any(String) });
    expect((await app.inject('/ready')).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);

    await proxy.listen();
    const recovered = await eventually(
      async () => (await app.inject({ url: '/v1/pages', headers })).statusCode === 200,
      10_000,
    );
    expect(recovered).toBe(true);
    expect((await app.inject('/ready')).statusCode).toBe(200);
  });
});
