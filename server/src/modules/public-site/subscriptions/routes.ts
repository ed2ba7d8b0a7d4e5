import { notFound } from '../../../lib/errors';
import { confirmSubscription } from '../../subscribers/confirm-subscription';
import { getManagedSubscription, updateManagedSubscription } from '../../subscribers/manage-subscription';
import { publicSubscribe } from '../../subscribers/public-subscribe';
import { confirmSubscriptionSchema, unsubscribeSchema } from '../../subscribers/schemas';
import { unsubscribe } from '../../subscribers/unsubscribe';
import type { RoutePlugin } from '../../type-provider';
import { allowAnyOrigin } from './cors';
import { publicSubscriptionLimits } from './limits';
import {
  getManagedSubscriptionSchema,
  publicSubscribeSchema,
  updateManagedSubscriptionSchema,
} from './schemas';

/**
 * The public page's subscribe form and the subscriber's own links (confirm, manage, unsubscribe), without
 * sign-in (outside the secured scope). Subscribing is limited per client IP and per mailbox, the link calls
 * per IP (limits.ts). The RFC 8058 one-click POST on the unsubscribe screen's address
 * (one-click-unsubscribe-routes.ts) is registered with the server-rendered screens (render/), which answer
 * the same address's browser form post.
 */
export const publicSubscriptionRoutes: RoutePlugin = async (app, { ctx, limiter }) => {
  allowAnyOrigin(app, ['/v1/public/subscriptions/*', '/v1/public/pages/:slug/subscribers']);
  const limits = publicSubscriptionLimits(limiter, ctx.config.rateLimits);
  app.post(
    '/v1/public/subscriptions/confirm',
    { schema: confirmSubscriptionSchema, onRequest: limits.confirm },
    async (request) => confirmSubscription({ ctx, input: request.body }),
  );
  app.post(
    '/v1/public/subscriptions/unsubscribe',
    { schema: unsubscribeSchema, onRequest: limits.unsubscribe },
    async (request) => unsubscribe({ ctx, input: request.body }),
  );
  app.post(
    '/v1/public/pages/:slug/subscribers',
    {
      schema: publicSubscribeSchema,
      onRequest: limits.subscribePerIp,
      // The body is parsed (and validated) by then: the address is known.
      preHandler: limits.subscribePerMailbox,
    },
    async (request, reply) => {
      // A private page takes subscriptions from its readers only; anyone else: no such page.
      const served = await app.publicSnapshots.get(request.params.slug);
      if (served && !(await app.pageGate.admitServed(request, reply, served))) {
        throw notFound('No published status page has this address');
      }
      reply.code(202);
      return publicSubscribe({ ctx, input: { slug: request.params.slug, ...request.body } });
    },
  );
  app.get(
    '/v1/public/subscriptions/manage',
    { schema: getManagedSubscriptionSchema, onRequest: limits.manage },
    async (request) => getManagedSubscription({ ctx, input: request.query }),
  );
  app.put(
    '/v1/public/subscriptions/manage',
    { schema: updateManagedSubscriptionSchema, onRequest: limits.manage },
    async (request) => updateManagedSubscription({ ctx, input: request.body }),
  );
};
