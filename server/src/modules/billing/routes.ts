import type { RateLimitRule } from '../../config';
import { actorOf } from '../../plugins/secured-scope';
import type { RouteDeps } from '../route-deps';
import type { RoutePlugin } from '../type-provider';
import {
  addPaymentMethod,
  listPaymentMethods,
  removePaymentMethod,
  updatePaymentMethod,
} from './payment-methods';
import type { BillingProvider } from './provider';
import {
  addPaymentMethodSchema,
  downgradeSchema,
  listInvoicesSchema,
  listPaymentMethodsSchema,
  removePaymentMethodSchema,
  subscribeSchema,
  updatePaymentMethodSchema,
} from './schemas';
import { subscribe } from './subscribe';
import { downgrade, listInvoices, PlanUsageExceeds } from './subscription';

/** Billing is the owner's, in person: an API token never reaches it. */
const owner = { permission: 'billing.manage', personOnly: true } as const;

/**
 * Adding a card asks the provider to check it with the issuer; a declined card stores nothing, so without a
 * limit an account could test stolen card numbers against our provider one after another ("card testing",
 * for which providers suspend merchants). Every attempt counts, per organisation.
 */
export const CARD_ATTEMPTS_PER_ORGANIZATION: RateLimitRule = { max: 20, windowMs: 60 * 60_000 };

export const billingRoutes: RoutePlugin<RouteDeps & { provider: BillingProvider }> = async (
  app,
  { ctx, limiter, provider },
) => {
  const cardAttempts = limiter('card-attempts-org', CARD_ATTEMPTS_PER_ORGANIZATION, (request) =>
    request.actor ? request.actor.organizationId : request.ip,
  );

  app.get('/v1/payments/methods', { schema: listPaymentMethodsSchema, config: owner }, async (request) =>
    listPaymentMethods({ ctx, actor: actorOf(request), input: undefined }),
  );

  app.post(
    '/v1/payments/methods',
    { schema: addPaymentMethodSchema, config: owner, preHandler: cardAttempts },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addPaymentMethod({ ctx, actor: actorOf(request), input: request.body, provider })),
  );

  app.patch(
    '/v1/payments/methods/:id',
    { schema: updatePaymentMethodSchema, config: owner },
    async (request) =>
      updatePaymentMethod({
        ctx,
        actor: actorOf(request),
        input: { ...request.body, is_default: request.body.is_default || undefined, id: request.params.id },
        provider,
      }),
  );

  app.delete(
    '/v1/payments/methods/:id',
    { schema: removePaymentMethodSchema, config: owner },
    async (request, reply) => {
      await removePaymentMethod({ ctx, actor: actorOf(request), input: request.params, provider });
      return reply.status(204).send(null);
    },
  );

  app.get('/v1/payments/invoices', { schema: listInvoicesSchema, config: owner }, async (request) =>
    listInvoices({ ctx, actor: actorOf(request), input: undefined }),
  );

  app.post('/v1/payments/subscribe/:plan', { schema: subscribeSchema, config: owner }, async (request) =>
    subscribe({ ctx, actor: actorOf(request), input: request.params, provider }),
  );

  app.post(
    '/v1/payments/downgrade/:plan',
    { schema: downgradeSchema, config: owner },
    async (request, reply) => {
      try {
        return await downgrade({ ctx, actor: actorOf(request), input: request.params });
      } catch (error) {
        if (!(error instanceof PlanUsageExceeds)) throw error;
        // The error handler answers { code, message, details }; this one also carries the list.
        return reply.status(409).send({
          code: error.code,
          message: error.message,
          details: error.details ?? [],
          exceeding: error.exceeding,
        });
      }
    },
  );
};
