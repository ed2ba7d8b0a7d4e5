import type { RateLimitRule } from '../../config';
import { PdfWorker } from '../../lib/pdf-worker';
import { actorOf } from '../../plugins/secured-scope';
import type { RouteDeps } from '../route-deps';
import type { RoutePlugin } from '../type-provider';
import { addPaymentMethod } from './add-payment-method';
import { getBillingDetails, setBillingDetails } from './billing-details';
import { getInvoice, getInvoicePdf } from './get-invoice';
import {
  getBillingDetailsSchema,
  getInvoicePdfSchema,
  getInvoiceSchema,
  updateBillingDetailsSchema,
} from './invoice-schemas';
import { listPaymentMethods } from './list-payment-methods';
import {
  cancelSubscription,
  downgrade,
  getSubscription,
  quotePlan,
  resumeSubscription,
} from './plan-changes';
import type { BillingProvider } from './provider';
import { removePaymentMethod } from './remove-payment-method';
import {
  addPaymentMethodSchema,
  cancelSchema,
  downgradeSchema,
  getSubscriptionSchema,
  listDeclinedChargesSchema,
  listInvoicesSchema,
  listPaymentMethodsSchema,
  quoteSchema,
  removePaymentMethodSchema,
  resumeSchema,
  subscribeSchema,
  updatePaymentMethodSchema,
} from './schemas';
import { subscribe } from './subscribe';
import { listDeclinedPayments, listInvoices, organizationOf, PlanUsageExceeds } from './subscription';
import { billingTestClockRoutes } from './test-clock-routes';
import { updatePaymentMethod } from './update-payment-method';

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

  app.get(
    '/v1/payments/declined-charges',
    { schema: listDeclinedChargesSchema, config: owner },
    async (request) => listDeclinedPayments({ ctx, actor: actorOf(request), input: undefined }),
  );

  const pdf = new PdfWorker();
  app.addHook('onClose', async () => pdf.close());

  app.get('/v1/payments/invoices/:id', { schema: getInvoiceSchema, config: owner }, async (request) =>
    getInvoice({ ctx, actor: actorOf(request), input: request.params }),
  );

  app.get(
    '/v1/payments/invoices/:id/pdf',
    { schema: getInvoicePdfSchema, config: owner },
    async (request, reply) => {
      const file = await getInvoicePdf({ ctx, actor: actorOf(request), input: request.params, pdf });
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          // Bytes, sent as they are: the reply type reads the schema's binary string as text.
          .send(file.pdf as unknown as string)
      );
    },
  );

  app.get(
    '/v1/payments/billing-details',
    { schema: getBillingDetailsSchema, config: owner },
    async (request) => getBillingDetails({ ctx, actor: actorOf(request), input: undefined }),
  );

  app.put(
    '/v1/payments/billing-details',
    { schema: updateBillingDetailsSchema, config: owner },
    async (request) => setBillingDetails({ ctx, actor: actorOf(request), input: request.body }),
  );

  app.post('/v1/payments/subscribe/:plan', { schema: subscribeSchema, config: owner }, async (request) =>
    subscribe({ ctx, actor: actorOf(request), input: request.params, provider }),
  );

  app.post(
    '/v1/payments/downgrade/:plan',
    { schema: downgradeSchema, config: owner },
    async (request, reply) => {
      try {
        const actor = actorOf(request);
        const subscription = await downgrade({ ctx, actor, input: request.params });
        return { organization: await organizationOf(ctx, actor.organizationId), subscription };
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

  app.get('/v1/payments/subscription', { schema: getSubscriptionSchema, config: owner }, async (request) =>
    getSubscription({ ctx, actor: actorOf(request), input: undefined }),
  );

  app.get('/v1/payments/quote/:plan', { schema: quoteSchema, config: owner }, async (request) =>
    quotePlan({ ctx, actor: actorOf(request), input: request.params }),
  );

  app.post('/v1/payments/cancel', { schema: cancelSchema, config: owner }, async (request) =>
    cancelSubscription({ ctx, actor: actorOf(request), input: undefined }),
  );

  app.post('/v1/payments/resume', { schema: resumeSchema, config: owner }, async (request) =>
    resumeSubscription({ ctx, actor: actorOf(request), input: undefined }),
  );

  if (ctx.config.billingTestClock) await app.register(billingTestClockRoutes, { ctx, limiter });
};
