import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES } from '../../../lib/enums';
import { errors } from '../../../lib/http-schemas';
import type { PageGate } from '../../page-access/gate';
import { sendPublicMoved, withSlugSegment } from '../http/moved';
import { isPromise, publicHeaders, sendPublic, sendPublicNotFound, sendPublicNow } from '../http/send-public';
import { requestedLanguage } from '../render/request-query';
import { servedInLanguage } from '../snapshot/localized';
import type { PublicSnapshots } from '../snapshot/snapshots';

const tags = ['public'];
const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
/** The reader's language: incident names and update texts in it where written, else the page's default. */
const lang = { type: 'string', enum: LANGUAGES } as const;
const languageQuery = { type: 'object', properties: { lang } } as const;

const description =
  'No authentication, no cookies. Answers carry a strong ETag (304 on If-None-Match), ' +
  'Cache-Control: public, max-age=10, stale-while-revalidate=30, stale-if-error=86400 and ' +
  'Access-Control-Allow-Origin: *. Served from an in-process snapshot rebuilt after every change to the ' +
  'page; when the database cannot be reached the last snapshot is served (its generated_at says when).';

/** Cheap routes: no per-request helmet work (the headers they need are set here), no info-level log line. */
const cheap = { helmet: false, compress: false, logLevel: 'warn' } as const;

const PAGE_NOT_FOUND = 'Status page not found';

/** A renamed page's old address (reserved for 30 days) answers this while the page exists. */
const moved = {
  308: {
    description: 'The page was renamed: Location is the same address under its new slug',
    type: 'null',
  },
} as const;

/**
 * The public read API, outside the secured scope and without per-IP limits: it is served from
 * the snapshot cache, so a crowd costs a Map lookup each.
 */
export const publicPagesRoutes: FastifyPluginAsync<{ snapshots: PublicSnapshots; gate: PageGate }> = async (
  app,
  { snapshots, gate },
) => {
  /** The page at `slug` when this request may read it (a private page: its readers only, page-access/gate.ts). */
  const readable = async (request: FastifyRequest, reply: FastifyReply, slug: string) => {
    const served = await snapshots.get(slug);
    if (!served) return { served: null, denied: false };
    const admitted = await gate.admit(request, reply, served.snapshot.page, { allowToken: true });
    return admitted ? { served, denied: false } : { served: null, denied: true };
  };

  app.addHook('onRequest', (_request, reply, done) => {
    publicHeaders(reply).header('cache-control', 'no-store');
    done();
  });

  /** No published page at `slug`: a renamed page's old address redirects (308), else 404. */
  const notFound = async (request: FastifyRequest, reply: FastifyReply, slug: string, message: string) => {
    const moved = await snapshots.movedTo(slug);
    if (moved) return sendPublicMoved(reply, 308, withSlugSegment(request.url, '/v1/public/pages/', moved));
    return sendPublicNotFound(reply, message);
  };

  // A browser preflights a cross-origin request that sets If-None-Match itself: allow it from anywhere.
  app.options('/v1/public/pages/*', { ...cheap, schema: { hide: true } }, async (_request, reply) =>
    reply
      .code(204)
      .headers({
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': 'if-none-match, accept-language',
        'access-control-max-age': '86400',
        'cache-control': 'public, max-age=86400',
      })
      .send(),
  );

  app.get<{ Params: { slug: string } }>(
    '/v1/public/pages/:slug',
    {
      ...cheap,
      schema: {
        tags,
        summary: "A published status page's public snapshot",
        description,
        params: slugParams,
        querystring: languageQuery,
        response: { 200: { $ref: 'PublicPageSnapshot' }, ...moved, ...errors(404) },
      },
    },
    (request, reply) => {
      // Most requests: the snapshot in memory and its bytes ready, answered without a promise.
      const language = requestedLanguage(request);
      const cached = snapshots.cached(request.params.slug);
      if (cached) {
        const localized = servedInLanguage(cached, language);
        const sent = sendPublicNow(request, reply, { body: localized.json, etag: localized.etag });
        // Sent already unless its bytes are still being compressed (the first request for them).
        return isPromise(sent) ? sent : undefined;
      }
      return readable(request, reply, request.params.slug).then(({ served, denied }) => {
        if (denied) return sendPublicNotFound(reply, PAGE_NOT_FOUND);
        if (!served) return notFound(request, reply, request.params.slug, PAGE_NOT_FOUND);
        const localized = servedInLanguage(served, language);
        return sendPublic(request, reply, { body: localized.json, etag: localized.etag });
      });
    },
  );

  app.get<{ Params: { slug: string; id: string } }>(
    '/v1/public/pages/:slug/incidents/:id',
    {
      ...cheap,
      schema: {
        tags,
        summary: 'One incident or maintenance of a published status page, with its timeline',
        description,
        params: {
          type: 'object',
          required: ['slug', 'id'],
          properties: { ...slugParams.properties, id: { type: 'string', maxLength: 100 } },
        },
        querystring: languageQuery,
        response: { 200: { $ref: 'PublicIncidentDetail' }, ...moved, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { slug, id } = request.params;
      const page = await readable(request, reply, slug);
      if (page.denied) return sendPublicNotFound(reply, 'Incident not found');
      const served = await snapshots.getIncident(slug, id);
      if (!served) return notFound(request, reply, slug, 'Incident not found');
      const localized = servedInLanguage(served, requestedLanguage(request));
      return sendPublic(request, reply, { body: localized.json, etag: localized.etag });
    },
  );

  app.get<{ Params: { slug: string }; Querystring: { cursor?: string } }>(
    '/v1/public/pages/:slug/history',
    {
      ...cheap,
      schema: {
        tags,
        summary: 'Resolved incidents and completed maintenance of a published status page, by month',
        description: `${description} Three months per answer, newest first; pass next_cursor as cursor for older ones.`,
        params: slugParams,
        querystring: {
          type: 'object',
          properties: { cursor: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }, lang },
          additionalProperties: false,
        },
        response: { 200: { $ref: 'PublicHistory' }, ...moved, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      if ((await readable(request, reply, request.params.slug)).denied) {
        return sendPublicNotFound(reply, PAGE_NOT_FOUND);
      }
      const served = await snapshots.getHistory(request.params.slug, request.query.cursor ?? null);
      if (!served) return notFound(request, reply, request.params.slug, PAGE_NOT_FOUND);
      const localized = servedInLanguage(served, requestedLanguage(request));
      return sendPublic(request, reply, { body: localized.json, etag: localized.etag });
    },
  );
};
