import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../../../config';
import { emailKey, type Limiter, type LimiterFactory } from '../../../plugins/rate-limit';

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

/** The parsed body's `email` as a mailbox (JSON body or form post alike). */
const mailboxOf = (request: FastifyRequest) => mailboxKey(emailKey(request));
const ipOf = (request: FastifyRequest) => request.ip;

/**
 * The limits of the public subscription calls, usable as hooks or called from a handler. Subscribing is
 * limited per client IP and per mailbox (any page, any `+tag` or case of its address, so one mailbox cannot
 * be flooded from many pages); confirming, unsubscribing and managing per IP with the verification-token
 * rule (their tokens are 256-bit: against floods rather than guessing).
 */
export type PublicSubscriptionLimits = {
  subscribePerIp: Limiter;
  /** Needs the parsed body (a preHandler, or a handler). */
  subscribePerMailbox: Limiter;
  confirm: Limiter;
  unsubscribe: Limiter;
  manage: Limiter;
  /**
   * Opening the unsubscribe screen (its GET loads the subscription): its own allowance, ten times the
   * manage screen's, so that people behind one shared address who opened many manage screens can still
   * open their unsubscribe link. Unsubscribing itself counts against `unsubscribe`.
   */
  unsubscribeScreen: Limiter;
};

/** How many times the manage screen's allowance the unsubscribe screen's load gets. */
export const UNSUBSCRIBE_SCREEN_FACTOR = 10;

const made = new WeakMap<LimiterFactory, PublicSubscriptionLimits>();

/**
 * One set per application (its limiter factory): the JSON API (public-routes.ts) and the server-rendered
 * screens' form posts (public-render/subscription-routes.ts) count against the same allowances, so a
 * browser without JavaScript gets no more attempts than one with it, nor the other way round.
 */
export function publicSubscriptionLimits(
  limiter: LimiterFactory,
  limits: RateLimits,
): PublicSubscriptionLimits {
  let set = made.get(limiter);
  if (!set) {
    set = {
      subscribePerIp: limiter('public-subscribe-ip', limits.subscribePerIp, ipOf),
      subscribePerMailbox: limiter('public-subscribe-email', limits.subscribePerEmail, mailboxOf),
      confirm: limiter('subscription-confirm-ip', limits.verifyEmail, ipOf),
      unsubscribe: limiter('subscription-unsubscribe-ip', limits.verifyEmail, ipOf),
      manage: limiter('subscription-manage-ip', limits.verifyEmail, ipOf),
      unsubscribeScreen: limiter(
        'subscription-unsubscribe-screen-ip',
        { ...limits.verifyEmail, max: limits.verifyEmail.max * UNSUBSCRIBE_SCREEN_FACTOR },
        ipOf,
      ),
    };
    made.set(limiter, set);
  }
  return set;
}
