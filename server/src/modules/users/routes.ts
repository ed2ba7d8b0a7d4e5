import type { RoutePlugin } from '../../lib/type-provider';
import { actorOf } from '../../plugins/secured-scope';
import { getCurrentUser } from './get-current-user';
import { listRoles } from './list-roles';
import { getCurrentUserSchema, listRolesSchema } from './schemas';

export const usersRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/v1/users/me', { schema: getCurrentUserSchema, config: { permission: 'read' } }, async (request) =>
    getCurrentUser(ctx, actorOf(request).userId),
  );
  app.get('/v1/users/roles', { schema: listRolesSchema, config: { permission: 'read' } }, async () =>
    listRoles(),
  );
};
