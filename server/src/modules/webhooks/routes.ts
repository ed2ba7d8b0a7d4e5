import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { enableWebhook } from './enable-webhook';
import { listDeliveries } from './list-deliveries';
import { enableWebhookSchema, listDeliveriesSchema, sendTestEventSchema } from './schemas';
import { sendTestEvent } from './send-test-event';

export const webhookRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/v1/pages/:pageId/subscribers/:id/deliveries',
    { schema: listDeliveriesSchema, config: { permission: 'read' } },
    async (request) =>
      listDeliveries({ ctx, actor: actorOf(request), input: { ...request.query, ...request.params } }),
  );

  app.post(
    '/v1/pages/:pageId/subscribers/:id/test',
    { schema: sendTestEventSchema, config: { permission: 'subscribers.edit' } },
    async (request, reply) =>
      reply.status(202).send(await sendTestEvent({ ctx, actor: actorOf(request), input: request.params })),
  );

  app.post(
    '/v1/pages/:pageId/subscribers/:id/enable',
    { schema: enableWebhookSchema, config: { permission: 'subscribers.edit' } },
    async (request) => enableWebhook({ ctx, actor: actorOf(request), input: request.params }),
  );
};
