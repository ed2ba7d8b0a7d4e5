import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { createGroup } from './create-group';
import { deleteGroup } from './delete-group';
import { getGroup, listGroups } from './list-groups';
import {
  createGroupSchema,
  deleteGroupSchema,
  getGroupSchema,
  listGroupsSchema,
  updateGroupSchema,
} from './schemas';
import { updateGroup } from './update-group';

const read = { permission: 'read' } as const;
const edit = { permission: 'components.edit' } as const;

export const componentGroupsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/v1/pages/:pageId/component-groups', { schema: listGroupsSchema, config: read }, async (request) =>
    listGroups({ ctx, actor: actorOf(request), input: request.params }),
  );

  app.post(
    '/v1/pages/:pageId/component-groups',
    { schema: createGroupSchema, config: edit },
    async (request, reply) => {
      const input = { ...request.body, pageId: request.params.pageId };
      return reply.status(201).send(await createGroup({ ctx, actor: actorOf(request), input }));
    },
  );

  app.get(
    '/v1/pages/:pageId/component-groups/:id',
    { schema: getGroupSchema, config: read },
    async (request) => getGroup({ ctx, actor: actorOf(request), input: request.params }),
  );

  app.patch(
    '/v1/pages/:pageId/component-groups/:id',
    { schema: updateGroupSchema, config: edit },
    async (request) =>
      updateGroup({ ctx, actor: actorOf(request), input: { ...request.body, ...request.params } }),
  );

  app.delete(
    '/v1/pages/:pageId/component-groups/:id',
    { schema: deleteGroupSchema, config: edit },
    async (request, reply) => {
      await deleteGroup({ ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );
};
