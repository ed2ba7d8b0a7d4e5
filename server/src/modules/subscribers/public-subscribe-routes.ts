import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../lib/type-provider';
import { emailKey } from '../../plugins/rate-limit';
import { getManagedSubscription, updateManagedSubscription } from './manage-subscription';
import { publicSubscribe } from './public-subscribe';
import {
  getManagedSubscriptionSchema,
  publicSubscribeSchema,
  updateManagedSubscriptionSchema,
} from './public-subscribe-schemas';

/** Providers that ignore dots in the local part (j.doe@ and jdoe@ are one mailbox). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as far as we can tell without asking its provider: case-folded, without a
 * `+tag` (which most providers deliver to the untagged mailbox) and, at Gmail, without dots. Only the rate
 * limit uses it, so `jdoe+1@…`, `J.Doe+2@…` and `jdoe@…` share one allowance instead of each having theirs.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '') || local;
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

const mailboxOf = (request: FastifyRequest) => mailboxKey(emailKey(request));

/**
 * The public page's subscribe form and the manage screen's calls, without sign-in. Subscribing is limited
 * per client IP and per mailbox (any page, any `+tag` or case of its address, so one mailbox cannot be flooded from many pages); the
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
      preHandler: limiter('public-subscribe-email', limits.subscribePerEmail, mailboxOf),
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
