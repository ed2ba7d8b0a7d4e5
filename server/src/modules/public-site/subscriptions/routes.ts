import { confirmSubscription } from '../../subscribers/confirm-subscription';
import { confirmSubscriptionSchema, unsubscribeSchema } from '../../subscribers/schemas';
import { unsubscribe } from '../../subscribers/unsubscribe';
import type { RoutePlugin } from '../../type-provider';
import { allowAnyOrigin } from './cors';
import { publicSubscriptionLimits } from './limits';
import { publicSubscribeRoutes } from './subscribe-routes';

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
