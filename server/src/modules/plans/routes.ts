import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { getUsage, presentPlan } from './get-usage';
import { PLANS } from './plans';
import { getUsageSchema, listPlansSchema } from './schemas';

export const plansRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/v1/plans', { schema: listPlansSchema, config: { permission: 'read' } }, async () =>
    Object.values(PLANS).map(presentPlan),
  );
  app.get('/v1/usage', { schema: getUsageSchema, config: { permission: 'read' } }, async (request) =>
    getUsage({ ctx, actor: actorOf(request), input: undefined }),
  );
};
