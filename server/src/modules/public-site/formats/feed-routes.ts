import { FORMAT_FILES } from '@statusdeck/shared/public-site/paths';
import type { FastifyInstance } from 'fastify';
import type { PageDocuments } from './documents';
import type { DocumentServer } from './serve-document';

/** The page's incident feeds: /status/{slug}/history.rss and …/history.atom, and the same on its custom domain. */
export function feedRoutes(app: FastifyInstance, documents: PageDocuments, server: DocumentServer): void {
  server.route(app, `/${FORMAT_FILES.rss}`, (snapshot) =>
    documents.feed(snapshot, 'rss', server.historyOf(snapshot)),
  );
  server.route(app, `/${FORMAT_FILES.atom}`, (snapshot) =>
    documents.feed(snapshot, 'atom', server.historyOf(snapshot)),
  );
}
