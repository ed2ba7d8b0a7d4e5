import type { RoutePlugin } from '../../lib/type-provider';
import { actorOf } from '../../plugins/secured-scope';
import { listPages } from './list-pages';
import { listPagesSchema } from './schemas';

export const pagesRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/v1/pages', { schema: listPagesSchema, config: { permission: 'read' } }, async (request) =>
    listPages({ ctx, actor: actorOf(request), input: undefined }),
  );
};
