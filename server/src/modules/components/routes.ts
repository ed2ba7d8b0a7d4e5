import { sendSerializedOnce } from '../../lib/serialized-once';
import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { createComponent } from './create-component';
import { deleteComponent } from './delete-component';
import { getComponent } from './get-component';
import { listComponents } from './list-components';
import {
  createComponentSchema,
  deleteComponentSchema,
  getComponentSchema,
  listComponentStatusesSchema,
  listComponentsSchema,
  updateComponentSchema,
} from './schemas';
import { listComponentStatuses } from './statuses';
import { updateComponent } from './update-component';

const read = { permission: 'read' } as const;
const edit = { permission: 'components.edit' } as const;

export const componentsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/v1/component-statuses', { schema: listComponentStatusesSchema, config: read }, async () =>
    listComponentStatuses(),
  );

  app.get(
    '/v1/pages/:pageId/components',
    { schema: listComponentsSchema, config: read },
    async (request, reply) =>
      sendSerializedOnce(
        reply,
        await listComponents({
          ctx,
          actor: actorOf(request),
          input: { pageId: request.params.pageId, showDeleted: request.query.show_deleted },
        }),
      ),
  );

  app.post(
    '/v1/pages/:pageId/components',
    { schema: createComponentSchema, config: edit },
    async (request, reply) => {
      const input = { ...request.body, pageId: request.params.pageId };
      return reply.status(201).send(await createComponent({ ctx, actor: actorOf(request), input }));
    },
  );

  app.get('/v1/pages/:pageId/components/:id', { schema: getComponentSchema, config: read }, async (request) =>
    getComponent({ ctx, actor: actorOf(request), input: request.params }),
  );

  app.patch(
    '/v1/pages/:pageId/components/:id',
    { schema: updateComponentSchema, config: edit },
    async (request) =>
      updateComponent({ ctx, actor: actorOf(request), input: { ...request.body, ...request.params } }),
  );

  app.delete(
    '/v1/pages/:pageId/components/:id',
    { schema: deleteComponentSchema, config: edit },
    async (request, reply) => {
      await deleteComponent({ ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );
};
