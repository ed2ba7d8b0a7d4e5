/**
 * The server-rendered pages, kept per screen (page, incident, history; language; address style) and
 * tagged with the data version they were rendered from (the snapshot's ETag). A request for an
 * unchanged screen is a map lookup. When the data changes, one render starts; requests arriving while
 * it runs get the previous version of that screen (one render behind, a few hundred ms at most) instead
 * of queueing behind it, and the request that started it waits for it. A version is also re-rendered
 * after `maxAgeMs` so its "now" (relative times, today's bar) stays current.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type RenderedPage = {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  renderedAt: number;
};

type Slot = {
  version: string | null;
  page: RenderedPage | null;
  /** Builds are numbered: a slow older build never replaces a newer one. */
  pageSeq: number;
  inflight: { version: string; promise: Promise<RenderedPage> } | null;
};

/** Compressed once per render, on libuv's thread pool, instead of on every response. */
export async function renderedPage(html: string, renderedAt: number): Promise<RenderedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipAsync(identity, { level: 6 }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, identity, gzip: gz, br, renderedAt };
}

export class RenderedPages {
  private readonly slots = new Map<string, Slot>();
  private seq = 0;

  constructor(
    private readonly options: { maxAgeMs: number; maxScreens: number; clock?: () => number } = {
      maxAgeMs: 30_000,
      maxScreens: 2000,
    },
  ) {}

  private now(): number {
    return (this.options.clock ?? Date.now)();
  }

  private slot(key: string): Slot {
    let slot = this.slots.get(key);
    if (slot) {
      // Least recently used last: re-insert on use, evict from the front.
      this.slots.delete(key);
    } else {
      slot = { version: null, page: null, pageSeq: 0, inflight: null };
      while (this.slots.size >= this.options.maxScreens) {
        const oldest = this.slots.keys().next().value;
        if (oldest === undefined) break;
        this.slots.delete(oldest);
      }
    }
    this.slots.set(key, slot);
    return slot;
  }

  /** The page of screen `key` rendered from data `version`, rendering it with `build` when needed. */
  get(
    key: string,
    version: string,
    build: () => Promise<RenderedPage>,
  ): RenderedPage | Promise<RenderedPage> {
    const slot = this.slot(key);
    const { page } = slot;
    const fresh = page && slot.version === version && this.now() - page.renderedAt < this.options.maxAgeMs;
    if (fresh) return page;
    if (slot.inflight && slot.inflight.version === version) {
      // Someone is rendering this version: the previous one meanwhile, when there is one.
      return page ?? slot.inflight.promise;
    }
    const seq = ++this.seq;
    const promise = build().then(
      (made) => {
        if (slot.inflight?.promise === promise) slot.inflight = null;
        if (seq > slot.pageSeq) {
          slot.page = made;
          slot.version = version;
          slot.pageSeq = seq;
        }
        return made;
      },
      (error: unknown) => {
        if (slot.inflight?.promise === promise) slot.inflight = null;
        throw error;
      },
    );
    slot.inflight = { version, promise };
    return promise;
  }

  get size(): number {
    return this.slots.size;
  }
}
