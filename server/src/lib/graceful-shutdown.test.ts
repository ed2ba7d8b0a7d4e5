import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../testing/build-test-app';
import { openSocket, parseResponses } from '../testing/raw-http';
import { createShutdown } from './graceful-shutdown';

type Held = {
  app: FastifyInstance;
  lockFile: string;
  port: number;
  release: () => void;
  inside: Promise<void>;
};

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A server on an on-disk PGlite (so it holds a lock file) with a route that waits until released. */
async function heldServer(releaseOnClose: boolean): Promise<Held> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'statusdeck-shutdown-'));
  dirs.push(dataDir);
  const pgdata = path.join(dataDir, 'pgdata');
  const app = await buildApp(testConfig({ dataDir, database: { kind: 'pglite', dataDir: pgdata } }));
  let release: () => void = () => undefined;
  let entered: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  app.get('/test/hold', async () => {
    entered();
    await gate;
    // In-flight work still uses the database after the signal.
    const [row] = await app.db.query<{ n: number }>('SELECT 1 AS n');
    return { n: row?.n };
  });
  if (releaseOnClose) app.addHook('preClose', async () => release());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    lockFile: `${pgdata}.lock`,
    port: (app.server.address() as AddressInfo).port,
    release,
    inside,
  };
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then closes the database and removes its lock', async () => {
    const { app, lockFile, port, inside } = await heldServer(true);
    expect(existsSync(lockFile)).toBe(true);
    const client = openSocket(port);
    client.socket.write('GET /test/hold HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    await inside;
    const codes: number[] = [];
    await createShutdown({ app, timeoutMs: 30_000, exit: (code) => codes.push(code) })('SIGTERM');
    await client.closed;
    expect(parseResponses(client.received()).map((response) => [response.status, response.body])).toEqual([
      [200, '{"n":1}'],
    ]);
    expect(codes).toEqual([0]);
    expect(existsSync(lockFile)).toBe(false);
    await expect(app.db.query('SELECT 1')).rejects.toThrow();
  });

  it('when requests outlive the timeout: cuts them, still closes the database and its lock, exits 1', async () => {
    const { app, lockFile, port, inside, release } = await heldServer(false);
    const client = openSocket(port);
    client.socket.write('GET /test/hold HTTP/1.1\r\nHost: a\r\n\r\n');
    await inside;
    const codes: number[] = [];
    await createShutdown({ app, timeoutMs: 200, exit: (code) => codes.push(code) })('SIGTERM');
    await client.closed;
    expect(codes).toEqual([1]);
    expect(existsSync(lockFile)).toBe(false);
    await expect(app.db.query('SELECT 1')).rejects.toThrow();
    release();
  });

  it('with a drain period: /ready answers 503 first while every other request is still served, then closes', async () => {
    const { app, lockFile, port } = await heldServer(true);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/ready`)).status).toBe(200);
    const codes: number[] = [];
    const done = createShutdown({ app, timeoutMs: 30_000, drainMs: 3000, exit: (code) => codes.push(code) })(
      'SIGTERM',
    );
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      code: 'service_unavailable',
      message: 'The server is shutting down',
    });
    // Still accepting and answering: the load balancer has not taken the replica out yet.
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect((await fetch(`${base}/v1/incident-statuses`)).status).toBe(401);
    expect(codes).toEqual([]);
    await done;
    expect(codes).toEqual([0]);
    expect(existsSync(lockFile)).toBe(false);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });
});
