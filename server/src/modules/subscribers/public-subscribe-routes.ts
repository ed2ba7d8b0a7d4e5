import type { RoutePlugin } from '../../lib/type-provider';
import { emailKey } from '../../plugins/rate-limit';
import { getManagedSubscription, updateManagedSubscription } from './manage-subscription';
import { publicSubscribe } from './public-subscribe';
import {
  getManagedSubscriptionSchema,
  publicSubscribeSchema,
  updateManagedSubscriptionSchema,
} from './public-subscribe-schemas';

/**
 * The public page's subscribe form and the manage screen's calls, without sign-in. Subscribing is limited
 * per client IP and per e-mail address (any page, so one mailbox cannot be flooded from many pages); the
 * manage calls share the confirm/unsubscribe per-IP rule (their tokens are 256-bit).
 */
export const publicSubscribeRoutes: RoutePlugin = async (app, { ctx, limiter }) => {
  const limits = ctx.config.rateLimits;
  app.post(
    '/v1/public/pages/:slug/subscribers',
    {
      schema: publicSubscribeSchema,
      onRequest: limiter('public-subscribe-ip', limits.subscribePerIp, (request) => request.ip),
      // The body is parsed (and validated) by then: the address is known.
      preHandler: limiter('public-subscribe-email', limits.subscribePerEmail, emailKey),
    },
    async (request, reply) => {
      reply.code(202);
      return publicSubscribe(ctx, { slug: request.params.slug, ...request.body });
    },
  );
  const manageLimit = limiter('subscription-manage-ip', limits.verifyEmail, (request) => request.ip);
  app.get(
    '/v1/public/subscriptions/manage',
    { schema: getManagedSubscriptionSchema, onRequest: manageLimit },
    async (request) => getManagedSubscription(ctx, request.query),
  );
  app.put(
    '/v1/public/subscriptions/manage',
    { schema: updateManagedSubscriptionSchema, onRequest: manageLimit },
    async (request) => updateManagedSubscription(ctx, request.body),
  );
};
