import type { RoutePlugin } from '../../lib/type-provider';
import { confirmSubscription } from './confirm-subscription';
import { oneClickUnsubscribeRoutes } from './one-click-unsubscribe-routes';
import { allowAnyOrigin } from './public-cors';
import { publicSubscribeRoutes } from './public-subscribe-routes';
import { confirmSubscriptionSchema, unsubscribeSchema } from './schemas';
import { unsubscribe } from './unsubscribe';

/**
 * The subscriber's own links, without sign-in (outside the secured scope). Tokens are 256-bit, so the
 * per-IP limit (the verification-token rule) is there against floods rather than guessing.
 */
export const publicSubscriptionRoutes: RoutePlugin = async (app, { ctx, limiter }) => {
  allowAnyOrigin(app, ['/v1/public/subscriptions/*', '/v1/public/pages/:slug/subscribers']);
  const rule = ctx.config.rateLimits.verifyEmail;
  app.post(
    '/v1/public/subscriptions/confirm',
    {
      schema: confirmSubscriptionSchema,
      onRequest: limiter('subscription-confirm-ip', rule, (request) => request.ip),
    },
    async (request) => confirmSubscription(ctx, request.body),
  );
  app.post(
    '/v1/public/subscriptions/unsubscribe',
    {
      schema: unsubscribeSchema,
      onRequest: limiter('subscription-unsubscribe-ip', rule, (request) => request.ip),
    },
    async (request) => unsubscribe(ctx, request.body),
  );
  await app.register(oneClickUnsubscribeRoutes, { ctx, limiter });
  await app.register(publicSubscribeRoutes, { ctx, limiter });
};
