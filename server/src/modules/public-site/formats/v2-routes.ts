import type { FastifyInstance } from 'fastify';
import { type PageDocuments, V2_DOCUMENTS } from './documents';
import type { DocumentServer } from './serve-document';

/**
 * Statuspage's public API: /status/{slug}/api/v2/{summary,status,components,incidents}.json,
 * …/incidents/unresolved.json, …/scheduled-maintenances.json, …/scheduled-maintenances/{upcoming,active}.json,
 * and the same under /api/v2/ of a page's custom domain.
 */
export function v2Routes(app: FastifyInstance, documents: PageDocuments, server: DocumentServer): void {
  for (const name of V2_DOCUMENTS) {
    server.route(app, `/api/v2/${name}`, (snapshot, request) =>
      documents.v2Document(snapshot, name, server.historyOf(snapshot, request)),
    );
  }
}
