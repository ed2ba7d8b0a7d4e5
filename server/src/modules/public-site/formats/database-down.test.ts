/**
 * The formats while the database cannot be reached: the last snapshot's documents are still served, and
 * the ones built from the history fall back to the snapshot's recent days instead of failing. On PGlite the
 * database is closed; on PostgreSQL (DATABASE_URL) the app talks to it through a TCP relay that is cut.
 */
import { once } from 'node:events';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { parseRssFeed } from 'feedsmith';
import { buildTestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { clientFor } from '../../pages/test-client';
import type { PublicIndicator } from '../snapshot/snapshot-types';
import { BADGE_COLORS } from './badge';
import { documentProblems } from './v2-field-lists';

/** A TCP relay to PostgreSQL that can be cut: the database is then unreachable as after a network failure. */
async function relayTo(target: URL): Promise<{ url: string; cut: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('relay has no port');
  const url = new URL(target.href);
  url.host = `127.0.0.1:${address.port}`;
  return {
    url: url.href,
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

let app: FastifyInstance;
let stopDatabase: () => Promise<void>;

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const relay = await relayTo(new URL(databaseUrl));
    app = await buildTestApp({ database: { kind: 'postgres', url: relay.url } });
    stopDatabase = relay.cut;
  } else {
    app = await buildTestApp();
    stopDatabase = () => app.db.close();
  }
});
afterAll(async () => {
  await app?.close().catch(() => undefined);
});

const get = (url: string) => app.inject({ method: 'GET', url });

it('serves the last snapshot’s documents, feeds and badge while the database is down', async () => {
  const owner = clientFor(app, await createUser(app));
  const page = (await owner.post('/v1/pages', { name: 'Acme', published: true })).json();
  const api = (await owner.post(`/v1/pages/${page.id}/components`, { name: 'API' })).json();
  const incident = await owner.post(`/v1/pages/${page.id}/incidents`, {
    name: 'Errors',
    impact: 'major',
    body: 'Looking',
    components: [{ id: api.id, status: 'major_outage' }],
    deliver_notifications: false,
  });
  expect(incident.statusCode).toBe(201);
  const base = `/status/${page.slug}`;
  const summary = await get(`${base}/api/v2/summary.json`);
  expect(summary.statusCode).toBe(200);
  const rss = await get(`${base}/history.rss`);
  expect(rss.statusCode).toBe(200);

  await stopDatabase();
  // A change was announced just before: the next request tries to rebuild, cannot, and serves the last one.
  app.publicSnapshots.invalidate(page.id);
  // It is down indeed: what needs it answers 503.
  expect((await get('/ready')).statusCode).toBe(503);

  const during = await get(`${base}/api/v2/summary.json`);
  expect(during.statusCode).toBe(200);
  expect(during.body).toBe(summary.body);
  expect((await get(`${base}/history.rss`)).body).toBe(rss.body);
  // Never asked for before the outage: built from the snapshot alone (the history cannot be read).
  const maintenances = await get(`${base}/api/v2/scheduled-maintenances.json`);
  expect(maintenances.statusCode).toBe(200);
  expect(documentProblems('scheduled-maintenances.json', maintenances.json())).toEqual([]);
  const incidents = await get(`${base}/api/v2/incidents.json`);
  expect(incidents.statusCode).toBe(200);
  expect(incidents.json().incidents.map((i: { id: string }) => i.id)).toEqual([incident.json().id]);
  const badge = await get(`${base}/badge.svg?style=flat`);
  expect(badge.statusCode).toBe(200);
  expect(badge.body).toContain(`fill="${BADGE_COLORS[summary.json().status.indicator as PublicIndicator]}"`);
  expect(parseRssFeed(rss.body).items?.[0]?.title).toBe('Errors — Investigating');
});
