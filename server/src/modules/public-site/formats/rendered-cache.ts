/**
 * Each document (a v2 JSON, a feed, a badge style) is serialised once per snapshot: the documents of a
 * snapshot are kept in a WeakMap keyed by the snapshot object, so a request for an unchanged page is a
 * map lookup and a write (which replaces the snapshot) drops them all. Documents that need the page's
 * history as well are built once too; concurrent first requests share one build.
 */
import { CALENDAR_CONTENT_TYPE } from '../../incidents/maintenance-calendar';
import { strongEtag } from '../http/send-public';
import type { PublicPageSnapshot } from '../snapshot/snapshot-types';

/** A document as sendPublic (http/send-public.ts) sends it: compressed there once per ETag. */
export type Rendered = { body: string; etag: string; contentType: string };

export const CONTENT_TYPES = {
  json: 'application/json; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  calendar: CALENDAR_CONTENT_TYPE,
} as const;

/** A document with its strong ETag (a hash of its bytes). */
export function rendered(body: string, contentType: string): Rendered {
  const etag = strongEtag(body);
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
