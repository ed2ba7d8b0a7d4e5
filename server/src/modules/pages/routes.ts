import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../lib/route-deps';
import { principalOf } from '../../plugins/authenticate';
import { listPages } from './list-pages';
import { listUnresolvedIncidentsOfPage } from './list-unresolved-incidents';
import { listPagesSchema, listUnresolvedIncidentsSchema } from './schemas';

export const pagesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { ctx, authenticate }) => {
  app.get('/v1/pages', { schema: listPagesSchema, onRequest: authenticate }, async (request) =>
    listPages(ctx, principalOf(request)),
  );

  app.get<{ Params: { pageId: string } }>(
    '/v1/pages/:pageId/incidents/unresolved',
    { schema: listUnresolvedIncidentsSchema, onRequest: authenticate },
    async (request) => listUnresolvedIncidentsOfPage(ctx, principalOf(request), request.params.pageId),
  );
};
