import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/build-test-app';
import { HOT_READS, PublicSnapshots, REBUILD_INTERVAL_MS, SNAPSHOT_MAX_AGE_MS } from './snapshots';
import { publishedPage } from './test-support';

/**
 * Rebuilds after writes are coalesced for busy pages: a burst of writes costs one rebuild a second, readers
 * get the previous snapshot meanwhile and the new one within about a second. The store's clock is the
 * test's: no waiting for time.
 */
describe('coalesced snapshot rebuilds', () => {
  let app: FastifyInstance;
  let now: Date;
  let store: PublicSnapshots;

  beforeAll(async () => {
    app = await buildTestApp();
    now = new Date('2030-01-01T12:00:00Z');
    store = new PublicSnapshots({ db: app.db, config: app.config, log: app.log, clock: () => now });
    // The same NOTIFYs as the app's own store: every write through the API reaches it.
    await store.listen();
  });
  afterAll(async () => {
    await app.close();
  });

  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const nameAt = async (slug: string) => (await store.get(slug))?.snapshot.page.name;
  /** Reads the page often enough to make it busy. */
  const makeBusy = async (slug: string) => {
    for (let read = 0; read < HOT_READS; read += 1) await store.get(slug);
  };

  it('rebuilds a quiet page on the next read after every write', async () => {
    const { page, client } = await publishedPage(app, 'Quiet');
    expect(await nameAt(page.slug)).toBe('Quiet');
    const before = store.rebuilds;
    for (const name of ['Quiet 1', 'Quiet 2', 'Quiet 3']) {
      expect((await client.patch(`/v1/pages/${page.id}`, { name })).statusCode).toBe(200);
      expect(await nameAt(page.slug)).toBe(name);
    }
    expect(store.rebuilds - before).toBe(3);
  });

  it('rebuilds a busy page once for a burst of writes, serving the previous snapshot until a second has passed', async () => {
    const { page, client } = await publishedPage(app, 'Busy');
    const first = await store.get(page.slug);
    expect(first?.snapshot.page.name).toBe('Busy');
    await makeBusy(page.slug);
    const before = store.rebuilds;

    for (let write = 1; write <= 10; write += 1) {
      expect((await client.patch(`/v1/pages/${page.id}`, { name: `Busy ${write}` })).statusCode).toBe(200);
      advance(REBUILD_INTERVAL_MS / 20);
      for (let read = 0; read < 5; read += 1) {
        const served = await store.get(page.slug);
        // The previous snapshot itself (same ETag, same bytes), not a rebuild.
        expect(served?.etag).toBe(first?.etag);
        expect(store.cached(page.slug)?.etag).toBe(first?.etag);
      }
    }
    expect(store.rebuilds).toBe(before);

    // A second after the last rebuild began: the next read rebuilds, once, with every write in it; readers
    // arriving while it runs get the previous snapshot at once.
    advance(REBUILD_INTERVAL_MS / 2);
    const rebuilding = store.get(page.slug);
    expect(store.cached(page.slug)?.etag).toBe(first?.etag);
    expect((await rebuilding)?.snapshot.page.name).toBe('Busy 10');
    expect(store.rebuilds).toBe(before + 1);
    for (let read = 0; read < 10; read += 1) expect(await nameAt(page.slug)).toBe('Busy 10');
    expect(store.cached(page.slug)?.snapshot.page.name).toBe('Busy 10');
    expect(store.rebuilds).toBe(before + 1);
  });

  it('gives a busy page read again after a quiet spell the current snapshot, not the one from before its writes', async () => {
    const { page, client } = await publishedPage(app, 'Spell');
    await store.get(page.slug);
    await makeBusy(page.slug);
    expect((await client.patch(`/v1/pages/${page.id}`, { name: 'Spell changed' })).statusCode).toBe(200);
    advance(5 * REBUILD_INTERVAL_MS);
    expect(store.cached(page.slug)).toBeUndefined();
    expect(await nameAt(page.slug)).toBe('Spell changed');
  });

  it('refreshes a busy page past its maximum age with one rebuild for all concurrent readers', async () => {
    const { page } = await publishedPage(app, 'Aged');
    const first = await store.get(page.slug);
    await makeBusy(page.slug);
    advance(SNAPSHOT_MAX_AGE_MS + 1);
    const before = store.rebuilds;
    const answers = await Promise.all(Array.from({ length: 50 }, () => store.get(page.slug)));
    expect(store.rebuilds).toBe(before + 1);
    // The reader that started the rebuild waits for it; the others got the previous one meanwhile.
    const generated = new Set(answers.map((served) => served?.snapshot.generated_at));
    expect(generated).toEqual(new Set([first?.snapshot.generated_at, now.toISOString()]));
    expect((await store.get(page.slug))?.snapshot.generated_at).toBe(now.toISOString());
    expect(store.rebuilds).toBe(before + 1);
  });

  it('serves an unchanged page synchronously from memory, and nothing for an unknown slug', async () => {
    const { page } = await publishedPage(app, 'Memory');
    expect(store.cached(page.slug)).toBeUndefined();
    const served = await store.get(page.slug);
    expect(store.cached(page.slug)).toBe(served);
    expect(store.cached('no-such-page')).toBeUndefined();
  });
});
