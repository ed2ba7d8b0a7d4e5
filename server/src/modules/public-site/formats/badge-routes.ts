import type { FastifyInstance } from 'fastify';
import { BADGE_STYLES, type BadgeStyle } from './badge';
import type { PageDocuments } from './documents';
import type { DocumentServer } from './serve-document';

function badgeStyle(query: unknown): BadgeStyle {
  const style = (query as Record<string, unknown> | undefined)?.style;
  return (BADGE_STYLES as readonly unknown[]).includes(style) ? (style as BadgeStyle) : 'default';
}

/** The page's status badge: /status/{slug}/badge.svg[?style=flat|flat-square], and /badge.svg on its custom domain. */
export function badgeRoutes(app: FastifyInstance, documents: PageDocuments, server: DocumentServer): void {
  server.route(app, '/badge.svg', (snapshot, request) =>
    documents.badge(snapshot, badgeStyle(request.query)),
  );
}
