import type { RoutePlugin } from '../../lib/type-provider';
import { confirmSubscription } from './confirm-subscription';
import { oneClickUnsubscribeRoutes } from './one-click-unsubscribe-routes';
import { allowAnyOrigin } from './public-cors';
import { publicSubscriptionLimits } from './public-limits';
import { publicSubscribeRoutes } from './public-subscribe-routes';
import { confirmSubscriptionSchema, unsubscribeSchema } from './schemas';
import { unsubscribe } from './unsubscribe';

/**
 * The subscriber's own links, without sign-in (outside the secured scope), limited per IP
 * (public-limits.ts).
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
  await app.register(oneClickUnsubscribeRoutes, { ctx, limiter });
  await app.register(publicSubscribeRoutes, { ctx, limiter });
};
