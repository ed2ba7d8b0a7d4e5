import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/build-test-app';
import { createComponent, createIncident } from '../../../test/factories';
import type { PublicPageSnapshot } from './snapshot-types';
import { PublicSnapshots, SNAPSHOT_MAX_AGE_MS } from './snapshots';
import { eventually, publicGet, publishedPage, snapshotAt } from './test-support';

const databaseUrl = process.env.DATABASE_URL;
/** Two app instances share a database only on PostgreSQL; an embedded PGlite belongs to one process. */
const onPostgres = databaseUrl ? it : it.skip;

/**
 * A TCP relay in front of PostgreSQL that can be cut (the database unreachable) and opened again. Its
 * listening server keeps the process alive: whoever opens a relay cuts it at the end.
 */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = async () => {
    if (server) return;
    const listening = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => socket.destroy());
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    listening.listen(port, '127.0.0.1');
    await once(listening, 'listening');
    const address = listening.address();
    if (!address || typeof address === 'string') throw new Error('relay has no port');
    port = address.port;
    server = listening;
  };
  await open();
  const url = new URL(target.href);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.href,
    open,
    cut: async () => {
      const closing = server;
      server = null;
      if (!closing) return;
      const closed = new Promise((resolve) => closing.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describe('across app instances (replicas) on one PostgreSQL', () => {
  onPostgres('a write through one instance reaches the other’s snapshot by NOTIFY', async () => {
    const [reader, writer] = await Promise.all([buildTestApp(), buildTestApp()]);
    try {
      const { page, client, url } = await publishedPage(writer, 'Replicated');
      const first = await snapshotAt(reader, url);
      expect(first.page.name).toBe('Replicated');
      // The reader now serves from its cache (valid for SNAPSHOT_MAX_AGE_MS): only a NOTIFY can refresh it.
      expect((await client.patch(`/v1/pages/${page.id}`, { name: 'Renamed elsewhere' })).statusCode).toBe(
        200,
      );
      expect(
        await eventually(
          async () => (await snapshotAt(reader, url)).page.name === 'Renamed elsewhere',
          5_000,
        ),
      ).toBe(true);

      const component = await createComponent(writer, page.id, { name: 'API' });
      await writer.db.query(`UPDATE components SET status = 'major_outage' WHERE id = $1`, [component.id]);
      expect(
        await eventually(async () => (await snapshotAt(reader, url)).status.indicator === 'critical', 5_000),
      ).toBe(true);
    } finally {
      await Promise.all([reader.close(), writer.close()]);
    }
  });
});

describe('time-driven content', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('rebuilds a snapshot older than the maximum age on the next request, and not before', async () => {
    const { page } = await publishedPage(app);
    let now = new Date('2030-01-01T12:00:00Z');
    const store = new PublicSnapshots({ db: app.db, config: app.config, log: app.log, clock: () => now });
    const first = await store.get(page.slug);
    expect(first?.snapshot.generated_at).toBe('2030-01-01T12:00:00.000Z');
    now = new Date(now.getTime() + SNAPSHOT_MAX_AGE_MS - 1000);
    expect((await store.get(page.slug))?.etag).toBe(first?.etag);
    now = new Date(now.getTime() + 2000);
    const later = await store.get(page.slug);
    expect(later?.snapshot.generated_at).toBe('2030-01-01T12:01:01.000Z');
    expect(later?.etag).not.toBe(first?.etag);
  });

  it('moves a maintenance from upcoming to active when the worker starts it', async () => {
    const { page, url } = await publishedPage(app);
    const maintenance = await createIncident(app, page.id, {
      name: 'Window',
      status: 'scheduled',
      impact: 'maintenance',
    });
    const start = new Date(Date.now() + 3_600_000);
    await app.db.query(
      `UPDATE incidents SET scheduled_for = $2, scheduled_until = $3, started_at = $2, auto_transition = true WHERE id = $1`,
      [maintenance.id, start, new Date(start.getTime() + 3_600_000)],
    );
    expect((await snapshotAt(app, url)).maintenances.upcoming.map((item) => item.id)).toEqual([
      maintenance.id,
    ]);
    await app.maintenance.tick(new Date(start.getTime() + 1));
    const snapshot = await snapshotAt(app, url);
    expect(snapshot.maintenances.upcoming).toEqual([]);
    expect(snapshot.maintenances.active.map((item) => item.id)).toEqual([maintenance.id]);
  });
});

describe('while the database cannot be reached', () => {
  let app: FastifyInstance;
  let stop: () => Promise<void>;
  let relay: Awaited<ReturnType<typeof relayTo>> | null = null;

  beforeAll(async () => {
    if (databaseUrl) {
      relay = await relayTo(new URL(databaseUrl));
      app = await buildTestApp({ database: { kind: 'postgres', url: relay.url } });
      stop = relay.cut;
    } else {
      app = await buildTestApp();
      stop = () => app.db.close();
    }
  });
  afterAll(async () => {
    // The relay open while the app closes (its connections end cleanly), then cut for good: a relay left
    // listening kept jest from exiting after the PostgreSQL run.
    await relay?.open();
    await app.close().catch(() => undefined);
    await relay?.cut();
  });

  it('serves the last snapshot (saying when it was built), its incidents, and 503 for what it never built', async () => {
    const { page, url } = await publishedPage(app, 'Resilient');
    const incident = await createIncident(app, page.id, {
      name: 'Ongoing',
      status: 'investigating',
      impact: 'major',
    });
    const before = await publicGet(app, url);
    expect(before.statusCode).toBe(200);
    const built: PublicPageSnapshot = before.json();
    expect(built.incidents.map((item) => item.id)).toEqual([incident.id]);
    // A change the snapshot has not caught up with yet, then the database goes away.
    await app.db.query('UPDATE pages SET description = $2 WHERE id = $1', [page.id, 'changed']);
    await stop();

    const during = await publicGet(app, url);
    expect(during.statusCode).toBe(200);
    expect(during.body).toBe(before.body);
    expect(during.headers.etag).toBe(before.headers.etag);
    expect(during.headers['cache-control']).toContain('stale-if-error=86400');
    expect((await app.publicSnapshots.get(page.slug))?.stale).toBe(true);
    expect((await publicGet(app, url, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(
      304,
    );
    const detail = await publicGet(app, `${url}/incidents/${incident.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().incident.name).toBe('Ongoing');

    const unknown = await publicGet(app, '/v1/public/pages/never-built-here');
    expect(unknown.statusCode).toBe(503);
    expect(unknown.headers['retry-after']).toBeDefined();
    expect(unknown.headers['access-control-allow-origin']).toBe('*');
    expect(unknown.headers['cache-control']).toBe('no-store');

    if (relay) {
      // Back: the listener reconnects, everything cached is rebuilt with what changed meanwhile.
      await relay.open();
      expect(
        await eventually(async () => {
          const response = await publicGet(app, url);
          return response.statusCode === 200 && response.json().page.description === 'changed';
        }, 15_000),
      ).toBe(true);
    }
  });
});
