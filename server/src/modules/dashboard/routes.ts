import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { getDashboard } from './get-dashboard';
import { getDashboardSchema } from './schemas';

export const dashboardRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/v1/dashboard', { schema: getDashboardSchema, config: { permission: 'read' } }, async (request) =>
    getDashboard({ ctx, actor: actorOf(request), input: undefined }),
  );
};
