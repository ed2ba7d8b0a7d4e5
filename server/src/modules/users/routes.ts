import type { FastifyPluginAsync } from 'fastify';
import { bearerSecurity, errors, userSchema } from '../../lib/http-schemas';
import type { RouteDeps } from '../../lib/route-deps';
import { principalOf } from '../../plugins/authenticate';
import { getCurrentUser } from './get-current-user';

export const usersRoutes: FastifyPluginAsync<RouteDeps> = async (app, { ctx, authenticate }) => {
  app.get(
    '/v1/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: bearerSecurity,
        response: { 200: userSchema, ...errors(401) },
      },
      onRequest: authenticate,
    },
    async (request) => getCurrentUser(ctx, principalOf(request).userId),
  );
};
