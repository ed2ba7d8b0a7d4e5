import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { getOrganization } from './get-organization';
import { getOrganizationSchema, updateOrganizationSchema } from './schemas';
import { updateOrganization } from './update-organization';

export const organizationsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/v1/organizations',
    { schema: getOrganizationSchema, config: { permission: 'read' } },
    async (request) => getOrganization({ ctx, actor: actorOf(request), input: undefined }),
  );
  app.patch(
    '/v1/organizations/:id',
    { schema: updateOrganizationSchema, config: { permission: 'organization.manage' } },
    async (request) =>
      updateOrganization({ ctx, actor: actorOf(request), input: { ...request.params, ...request.body } }),
  );
};
