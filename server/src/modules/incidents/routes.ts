import type { RoutePlugin } from '../../lib/type-provider';
import { actorOf } from '../../plugins/secured-scope';
import { listUnresolvedIncidentsOfPage } from './list-unresolved-incidents';
import { listUnresolvedIncidentsSchema } from './schemas';

export const incidentsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/v1/pages/:pageId/incidents/unresolved',
    { schema: listUnresolvedIncidentsSchema, config: { permission: 'read' } },
    async (request) =>
      listUnresolvedIncidentsOfPage({
        ctx,
        actor: actorOf(request),
        input: { pageId: request.params.pageId },
      }),
  );
};
