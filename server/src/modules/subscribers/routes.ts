import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { createSubscriber } from './create-subscriber';
import { deleteSubscriber } from './delete-subscriber';
import { exportSubscribers } from './export-subscribers';
import { listSubscribers } from './list-subscribers';
import {
  createSubscriberSchema,
  deleteSubscriberSchema,
  exportSubscribersSchema,
  listSubscribersSchema,
} from './schemas';

const read = { permission: 'read' } as const;
const edit = { permission: 'subscribers.edit' } as const;

export const subscribersRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/v1/pages/:pageId/subscribers', { schema: listSubscribersSchema, config: read }, async (request) =>
    listSubscribers({
      ctx,
      actor: actorOf(request),
      input: { ...request.query, pageId: request.params.pageId },
    }),
  );

  app.get(
    '/v1/pages/:pageId/subscribers.csv',
    { schema: exportSubscribersSchema, config: read },
    async (request, reply) => {
      const { filename, csv } = await exportSubscribers({
        ctx,
        actor: actorOf(request),
        input: request.params,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/v1/pages/:pageId/subscribers',
    { schema: createSubscriberSchema, config: edit },
    async (request, reply) => {
      const input = { ...request.body, pageId: request.params.pageId };
      return reply.status(201).send(await createSubscriber({ ctx, actor: actorOf(request), input }));
    },
  );

  app.delete(
    '/v1/pages/:pageId/subscribers/:id',
    { schema: deleteSubscriberSchema, config: edit },
    async (request, reply) => {
      await deleteSubscriber({ ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );
};
