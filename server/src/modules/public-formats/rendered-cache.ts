/**
 * Each document (a v2 JSON, a feed, a badge style) is serialised once per snapshot: the documents of a
 * snapshot are kept in a WeakMap keyed by the snapshot object, so a request for an unchanged page is a
 * map lookup and a write (which replaces the snapshot) drops them all. Documents that need the page's
 * history as well are built once too; concurrent first requests share one build.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicPageSnapshot } from '../public/snapshot-types';

export type Rendered = { body: Buffer; etag: string; contentType: string };

export const CONTENT_TYPES = {
  json: 'application/json; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
} as const;

/** The public API's caching (public-api.md): a few seconds fresh, served stale while revalidating or on errors. */
export const CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30, stale-if-error=86400';

export function rendered(text: string, contentType: string): Rendered {
  const body = Buffer.from(text, 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, contentType };
}

type Entry = Rendered | Promise<Rendered>;

export class RenderedCache {
  private readonly bySnapshot = new WeakMap<PublicPageSnapshot, Map<string, Entry>>();

  /** The document `key` of `snapshot`, built by `build` the first time. A failed build is not kept. */
  get(snapshot: PublicPageSnapshot, key: string, build: () => Rendered | Promise<Rendered>): Entry {
    let documents = this.bySnapshot.get(snapshot);
    if (!documents) {
      documents = new Map();
      this.bySnapshot.set(snapshot, documents);
    }
    const known = documents.get(key);
    if (known) return known;
    const made = build();
    documents.set(key, made);
    if (made instanceof Promise) {
      const kept = documents;
      made.then(
        (done) => kept.set(key, done),
        () => kept.delete(key),
      );
    }
    return made;
  }

  /** Forgets one document (e.g. one built from a fallback that should be retried). */
  forget(snapshot: PublicPageSnapshot, key: string): void {
    this.bySnapshot.get(snapshot)?.delete(key);
  }
}

/** If-None-Match matches (weak comparison, as RFC 9110 prescribes for it; `*` matches anything). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** Sends a document with the public caching headers, or 304 when the client already has it. */
export function sendRendered(request: FastifyRequest, reply: FastifyReply, document: Rendered): FastifyReply {
  reply
    .header('etag', document.etag)
    .header('cache-control', CACHE_CONTROL)
    .header('access-control-allow-origin', '*')
    .header('vary', 'Accept-Encoding')
    .header('x-content-type-options', 'nosniff');
  if (etagMatches(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
  return reply.type(document.contentType).send(document.body);
}
