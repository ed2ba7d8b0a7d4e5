import type { FastifyReply } from 'fastify';
import { publicHeaders } from './send-public';

/**
 * How long a former slug's redirect may be cached: briefly, since its organisation may take the slug back
 * and a permanent redirect would otherwise be kept by browsers for good.
 */
const MOVED_CACHE_CONTROL = 'public, max-age=300';

/**
 * The old address of a renamed page sends its reader to the new one: 308 for the JSON API (a client keeps
 * its method and follows it like any fetch), 301 for pages, feeds, badges and Statuspage documents (what
 * feed readers, badge embeds and crawlers know as "moved permanently").
 */
export function sendPublicMoved(reply: FastifyReply, status: 301 | 308, location: string) {
  return publicHeaders(reply)
    .code(status)
    .header('location', location)
    .header('cache-control', MOVED_CACHE_CONTROL)
    .send();
}

/** `url` (path and query) with its path segment after `prefix` — a page's slug — replaced by `slug`. */
export function withSlugSegment(url: string, prefix: string, slug: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const rest = path.slice(prefix.length);
  const slash = rest.indexOf('/');
  return `${prefix}${encodeURIComponent(slug)}${slash === -1 ? '' : rest.slice(slash)}${query}`;
}

/** A public screen's address (`/public-page…?page=`) naming the page by `slug`, its other parameters kept. */
export function withPageParameter(url: string, slug: string): string {
  const queryAt = url.indexOf('?');
  const parameters = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  parameters.set('page', slug);
  return `${queryAt === -1 ? url : url.slice(0, queryAt)}?${parameters}`;
}
