import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../lib/route-deps';
import { principalOf } from '../../plugins/authenticate';
import { getCurrentUser } from './get-current-user';
import { getCurrentUserSchema } from './schemas';

export const usersRoutes: FastifyPluginAsync<RouteDeps> = async (app, { ctx, authenticate }) => {
  app.get('/v1/users/me', { schema: getCurrentUserSchema, onRequest: authenticate }, async (request) =>
    getCurrentUser(ctx, principalOf(request).userId),
  );
};
