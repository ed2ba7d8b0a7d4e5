import { FORMATS_ROOT } from '@statusdeck/shared/public-site/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { PageGate } from '../../page-access/gate';
import { sendPublicMoved, withSlugSegment } from '../http/moved';
import { isPromise, sendPublic, sendPublicNotFound, sendPublicNow } from '../http/send-public';
import { requestedLanguage } from '../render/request-query';
import { inLanguage } from '../snapshot/localized';
import type { PublicPageSnapshot } from '../snapshot/snapshot-types';
import type { PublicSnapshots } from '../snapshot/snapshots';
import {
  CUSTOM_DOMAIN_CONSTRAINT,
  CUSTOM_HOST,
  customDomainOf,
  type HostConfig,
  ownHostNames,
} from './custom-domain';
import type { HistoryReader } from './documents';
import type { Rendered } from './rendered-cache';

const SLUG_MAX = 200;
const PAGE_NOT_FOUND = 'Status page not found';
/** As the public API's routes: no per-request helmet work (headers set here), no info-level log line. */
export const CHEAP = { helmet: false, compress: false, logLevel: 'warn' } as const;

/**
 * A format's document of a page, built from its snapshot in the request's language (`?lang=`, else the
 * page's default) and the request (a badge's style).
 */
export type BuildDocument = (
  snapshot: PublicPageSnapshot,
  request: FastifyRequest,
) => Promise<Rendered> | Rendered;

type Lookup = (request: FastifyRequest) => Promise<{ snapshot: PublicPageSnapshot } | null>;

export type DocumentServer = {
  /** The page's history by month in the snapshot's language, for the documents that list past incidents. */
  historyOf(snapshot: PublicPageSnapshot, request: FastifyRequest): HistoryReader;
  /**
   * Registers `/status/{slug}{path}` and `{path}` on a page's own host (custom domain or subdomain), each sending `build`'s document.
   * With `schema`, the /status/{slug} route is in the OpenAPI document (a format of ours, not Statuspage's).
   */
  route(app: FastifyInstance, path: string, build: BuildDocument, schema?: FastifySchema): void;
};

/**
 * Every format is served the same way from the public snapshot store: the page named by its slug or by the
 * Host's custom domain, its document built once per snapshot and sent as a cached public document; an
 * unknown page is a JSON 404, a renamed page's old /status/{slug}/… address a 301 to its new one.
 */
export function documentServer(
  snapshots: PublicSnapshots,
  hosts: HostConfig,
  gate: PageGate,
): DocumentServer {
  const own = ownHostNames(hosts.publicUrl);
  const bySlug: Lookup = async (request) => {
    const { slug } = request.params as { slug: string };
    if (!slug || slug.length > SLUG_MAX) return null;
    return snapshots.cached(slug) ?? snapshots.get(slug);
  };
  const byDomain: Lookup = async (request) => {
    const domain = customDomainOf(request.headers.host, own, hosts.pagesDomain);
    return domain ? snapshots.getByDomain(domain) : null;
  };

  /** The page in memory right now, without a promise (undefined: ask the Lookup). */
  const cachedBySlug = (request: FastifyRequest) => {
    const { slug } = request.params as { slug: string };
    return slug && slug.length <= SLUG_MAX ? snapshots.cached(slug) : undefined;
  };

  /** A renamed page's old /status/{slug}/… address: the same file at its new slug. */
  const movedBySlug = async (request: FastifyRequest) => {
    const { slug } = request.params as { slug: string };
    const moved = slug && slug.length <= SLUG_MAX ? await snapshots.movedTo(slug) : null;
    return moved ? withSlugSegment(request.url, `${FORMATS_ROOT}/`, moved) : null;
  };

  const serve =
    (
      lookup: Lookup,
      build: BuildDocument,
      cached?: (request: FastifyRequest) => { snapshot: PublicPageSnapshot } | undefined,
      moved?: (request: FastifyRequest) => Promise<string | null>,
    ) =>
    (request: FastifyRequest, reply: FastifyReply) => {
      // Most requests: the page in memory and its document built and compressed, answered without a promise.
      const page = cached?.(request);
      const language = requestedLanguage(request);
      const ready = page ? build(inLanguage(page.snapshot, language), request) : undefined;
      if (ready && !isPromise(ready)) {
        const sent = sendPublicNow(request, reply, ready);
        return isPromise(sent) ? sent : undefined;
      }
      return (async () => {
        const found = page ?? (await lookup(request));
        // A private page answers only its readers (a session, or ?token= for feed readers); anyone else
        // gets the unknown page's 404.
        const hit =
          found && (await gate.admit(request, reply, found.snapshot.page, { allowToken: true }))
            ? found
            : null;
        if (found && !hit) return sendPublicNotFound(reply, PAGE_NOT_FOUND);
        if (!hit) {
          const location = await moved?.(request);
          return location ? sendPublicMoved(reply, 301, location) : sendPublicNotFound(reply, PAGE_NOT_FOUND);
        }
        return sendPublic(
          request,
          reply,
          await (ready ?? build(inLanguage(hit.snapshot, language), request)),
        );
      })();
    };

  return {
    historyOf: (snapshot, request) => async (cursor) => {
      const history = (await snapshots.getHistory(snapshot.page.slug, cursor))?.snapshot;
      return history ? inLanguage(history, requestedLanguage(request)) : null;
    },
    route(app, path, build, schema) {
      app.get(
        `${FORMATS_ROOT}/:slug${path}`,
        { ...CHEAP, schema: schema ?? { hide: true } },
        serve(bySlug, build, cachedBySlug, movedBySlug),
      );
      app.get(
        path,
        { ...CHEAP, schema: { hide: true }, constraints: { [CUSTOM_DOMAIN_CONSTRAINT]: CUSTOM_HOST } },
        serve(byDomain, build),
      );
    },
  };
}
