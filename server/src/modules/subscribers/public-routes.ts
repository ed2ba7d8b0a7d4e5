import type { RoutePlugin } from '../type-provider';
import { confirmSubscription } from './confirm-subscription';
import { allowAnyOrigin } from './public-cors';
import { publicSubscriptionLimits } from './public-limits';
import { publicSubscribeRoutes } from './public-subscribe-routes';
import { confirmSubscriptionSchema, unsubscribeSchema } from './schemas';
import { unsubscribe } from './unsubscribe';

/**
 * The subscriber's own links, without sign-in (outside the secured scope), limited per IP
 * (public-limits.ts). The RFC 8058 one-click POST on the unsubscribe screen's address
 * (one-click-unsubscribe-routes.ts) is registered with the server-rendered screens (public-render), which
 * answer the same address's browser form post.
 */
export const publicSubscriptionRoutes: RoutePlugin = async (app, { ctx, limiter }) => {
  allowAnyOrigin(app, ['/v1/public/subscriptions/*', '/v1/public/pages/:slug/subscribers']);
  const limits = publicSubscriptionLimits(limiter, ctx.config.rateLimits);
  app.post(
    '/v1/public/subscriptions/confirm',
    { schema: confirmSubscriptionSchema, onRequest: limits.confirm },
    async (request) => confirmSubscription(ctx, request.body),
  );
  app.post(
    '/v1/public/subscriptions/unsubscribe',
    { schema: unsubscribeSchema, onRequest: limits.unsubscribe },
    async (request) => unsubscribe(ctx, request.body),
  );
  await app.register(publicSubscribeRoutes, { ctx, limiter });
};
