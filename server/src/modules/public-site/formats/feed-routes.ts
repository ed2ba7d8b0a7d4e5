import { FORMAT_FILES } from '@statusdeck/shared/public-site/paths';
import type { FastifyInstance } from 'fastify';
import { requestedLanguage } from '../render/request-query';
import type { PageDocuments } from './documents';
import type { DocumentServer } from './serve-document';

/** The page's incident feeds: /status/{slug}/history.rss and …/history.atom, and the same on its custom domain. */
export function feedRoutes(app: FastifyInstance, documents: PageDocuments, server: DocumentServer): void {
  server.route(app, `/${FORMAT_FILES.rss}`, (snapshot, request) =>
    documents.feed(snapshot, 'rss', server.historyOf(snapshot, request), requestedLanguage(request)),
  );
  server.route(app, `/${FORMAT_FILES.atom}`, (snapshot, request) =>
    documents.feed(snapshot, 'atom', server.historyOf(snapshot, request), requestedLanguage(request)),
  );
}
