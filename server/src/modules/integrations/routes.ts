import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { createIntegration } from './create-integration';
import { deleteIntegration } from './delete-integration';
import { listIntegrationDeliveries } from './list-integration-deliveries';
import { listIntegrations } from './list-integrations';
import {
  createIntegrationSchema,
  deleteIntegrationSchema,
  listIntegrationDeliveriesSchema,
  listIntegrationsSchema,
  sendTestMessageSchema,
  updateIntegrationSchema,
} from './schemas';
import { sendTestMessage } from './send-test-message';
import { updateIntegration } from './update-integration';

const read = { permission: 'read' } as const;
// Integrations are part of the page's set-up: whoever may edit the page may connect it to a chat.
const edit = { permission: 'pages.edit' } as const;

export const integrationsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/v1/pages/:pageId/integrations',
    { schema: listIntegrationsSchema, config: read },
    async (request) => listIntegrations({ ctx, actor: actorOf(request), input: request.params }),
  );

  app.post(
    '/v1/pages/:pageId/integrations',
    { schema: createIntegrationSchema, config: edit },
    async (request, reply) => {
      const input = { ...request.body, pageId: request.params.pageId };
      return reply.status(201).send(await createIntegration({ ctx, actor: actorOf(request), input }));
    },
  );

  app.patch(
    '/v1/pages/:pageId/integrations/:id',
    { schema: updateIntegrationSchema, config: edit },
    async (request) =>
      updateIntegration({ ctx, actor: actorOf(request), input: { ...request.body, ...request.params } }),
  );

  app.delete(
    '/v1/pages/:pageId/integrations/:id',
    { schema: deleteIntegrationSchema, config: edit },
    async (request, reply) => {
      await deleteIntegration({ ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/pages/:pageId/integrations/:id/test',
    { schema: sendTestMessageSchema, config: edit },
    async (request, reply) =>
      reply.status(202).send(await sendTestMessage({ ctx, actor: actorOf(request), input: request.params })),
  );

  app.get(
    '/v1/pages/:pageId/integrations/:id/deliveries',
    { schema: listIntegrationDeliveriesSchema, config: read },
    async (request) =>
      listIntegrationDeliveries({
        ctx,
        actor: actorOf(request),
        input: { ...request.query, ...request.params },
      }),
  );
};
