import { getManagedSubscription, updateManagedSubscription } from '../../subscribers/manage-subscription';
import { publicSubscribe } from '../../subscribers/public-subscribe';
import type { RoutePlugin } from '../../type-provider';
import { publicSubscriptionLimits } from './limits';
import {
  getManagedSubscriptionSchema,
  publicSubscribeSchema,
  updateManagedSubscriptionSchema,
} from './schemas';

export { mailboxKey } from './limits';

/**
 * The public page's subscribe form and the manage screen's calls, without sign-in. Subscribing is limited
 * per client IP and per mailbox, the manage calls per IP (public-limits.ts).
 */
export const publicSubscribeRoutes: RoutePlugin = async (app, { ctx, limiter }) => {
  const limits = publicSubscriptionLimits(limiter, ctx.config.rateLimits);
  app.post(
    '/v1/public/pages/:slug/subscribers',
    {
      schema: publicSubscribeSchema,
      onRequest: limits.subscribePerIp,
      // The body is parsed (and validated) by then: the address is known.
      preHandler: limits.subscribePerMailbox,
    },
    async (request, reply) => {
      reply.code(202);
      return publicSubscribe(ctx, { slug: request.params.slug, ...request.body });
    },
  );
  app.get(
    '/v1/public/subscriptions/manage',
    { schema: getManagedSubscriptionSchema, onRequest: limits.manage },
    async (request) => getManagedSubscription(ctx, request.query),
  );
  app.put(
    '/v1/public/subscriptions/manage',
    { schema: updateManagedSubscriptionSchema, onRequest: limits.manage },
    async (request) => updateManagedSubscription(ctx, request.body),
  );
};
