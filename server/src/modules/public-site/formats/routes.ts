/**
 * Statuspage-compatible formats, feeds and badge of every published page, without sign-in (one file a format):
 *
 *   /status/{slug}/api/v2/{summary,status,components,incidents}.json, …/incidents/unresolved.json,
 *   …/scheduled-maintenances.json, …/scheduled-maintenances/{upcoming,active}.json,
 *   /status/{slug}/history.rss, /status/{slug}/history.atom, /status/{slug}/badge.svg[?style=flat|flat-square],
 *   /status/{slug}/maintenance.ics (the page's maintenance as an iCalendar feed)
 *
 * and the same at the root (/api/v2/…, /history.rss, /history.atom, /badge.svg, /maintenance.ics) of a request whose Host
 * names a page's verified custom domain or `<slug>.<PAGES_DOMAIN>` (any port). On the product's own host those
 * root paths are not routes of ours (custom-domain.ts), so its own routes and files answer as before.
 *
 * Everything comes from the public snapshot store and is serialised once per snapshot;
 * answers carry the public API's ETag/304, Cache-Control and CORS headers (OPTIONS preflights allowed)
 * and set no cookie. An unknown or unpublished page is a JSON 404. Behind a reverse proxy the Host header
 * must reach us as the visitor sent it (nginx: `proxy_set_header Host $host`). Not in the OpenAPI
 * document: these are Statuspage's formats, not ours — except the calendar, which is ours.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import type { Queryable } from '../../../db/db';
import {
  CALENDAR_WINDOW_DAYS,
  listCalendarMaintenance,
} from '../../incidents/maintenance-calendar-repository';
import type { PageGate } from '../../page-access/gate';
import { publicHeaders } from '../http/send-public';
import type { PublicSnapshots } from '../snapshot/snapshots';
import { badgeRoutes } from './badge-routes';
import { calendarRoutes } from './calendar-routes';
import { addCustomDomainConstraint, CUSTOM_DOMAIN_CONSTRAINT, CUSTOM_HOST } from './custom-domain';
import { PageDocuments } from './documents';
import { feedRoutes } from './feed-routes';
import { CHEAP, documentServer } from './serve-document';
import { v2Routes } from './v2-routes';

export type PublicFormatsOptions = {
  config: Pick<Config, 'publicUrl' | 'pagesDomain'>;
  snapshots: PublicSnapshots;
  /** Where the calendar's maintenance is read (the snapshot does not hold it all). */
  db: Queryable;
  /** Who may read a private page. */
  gate: PageGate;
};

const DAY_MS = 86_400_000;

export const publicFormatsRoutes: FastifyPluginAsync<PublicFormatsOptions> = async (
  app,
  { config, snapshots, db, gate },
) => {
  const documents = new PageDocuments({ publicUrl: config.publicUrl, pagesDomain: config.pagesDomain });
  addCustomDomainConstraint(app, config);

  // Errors too (a 503 while the database is down and nothing was served yet) carry the public headers.
  app.addHook('onRequest', (_request, reply, done) => {
    publicHeaders(reply).header('cache-control', 'no-store');
    done();
  });

  const server = documentServer(snapshots, config, gate);
  v2Routes(app, documents, server);
  feedRoutes(app, documents, server);
  badgeRoutes(app, documents, server);
  calendarRoutes(app, documents, server, (pageId) =>
    listCalendarMaintenance(db, pageId, new Date(Date.now() - CALENDAR_WINDOW_DAYS * DAY_MS)),
  );

  // A browser preflights a cross-origin read that sets If-None-Match itself: allow it from anywhere.
  const preflight = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(204)
      .headers({
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': 'if-none-match',
        'access-control-max-age': '86400',
        'cache-control': 'public, max-age=86400',
      })
      .send();
  app.options('/status/:slug/*', { ...CHEAP, schema: { hide: true } }, preflight);
  app.options(
    '/api/v2/*',
    { ...CHEAP, schema: { hide: true }, constraints: { [CUSTOM_DOMAIN_CONSTRAINT]: CUSTOM_HOST } },
    preflight,
  );
};
