import type { ApiCall, Reply } from '@statusdeck/shared/testing';
import type { PaymentMethod, Plan, PlanName, PlanQuote, Subscription } from '../features/access/types';

/** What of the fixtures' world the subscription calls read and change. */
type World = {
  plans: Plan[];
  organization: { plan: PlanName };
  methods: PaymentMethod[];
  subscription?: Partial<Subscription>;
};

/** The current period of a paid plan in the fixtures. */
export const PERIOD_START = '2026-11-01T10:00:00.000Z';
export const PERIOD_END = '2026-12-01T10:00:00.000Z';

/** GET /v1/payments/subscription as the server would answer for `world` (its `subscription` overrides). */
export function subscriptionOf(world: World): Subscription {
  const priceOf = pricer(world);
  const plan = world.organization.plan;
  const paid = plan !== 'free';
  const card = world.methods.find((method) => method.is_default);
  const base: Omit<Subscription, 'notice'> = {
    plan,
    period_start: paid ? PERIOD_START : null,
    period_end: paid ? PERIOD_END : null,
    scheduled_plan: null,
    next_charge: paid ? { at: PERIOD_END, amount_cents: priceOf(plan), plan } : null,
    ends_at: null,
    renewal_failures: 0,
    retry_days: [1, 3, 5],
    lapsed_at: null,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
  };
  const subscription = { ...base, ...world.subscription };
  return { ...subscription, notice: noticeOf(subscription) };
}

/** The server's `notice` (server/src/modules/billing/plan-changes.ts), over the fixture's subscription. */
function noticeOf(subscription: Omit<Subscription, 'notice'>): Subscription['notice'] {
  const { plan, retry_days } = subscription;
  if (subscription.renewal_failures > 0 && subscription.next_charge) {
    return { kind: 'renewal_failing', plan, at: subscription.next_charge.at, retry_days };
  }
  if (plan === 'free' && subscription.lapsed_at)
    return { kind: 'lapsed', plan, at: subscription.lapsed_at, retry_days };
  return null;
}

/** GET /v1/payments/quote/{plan}: an upgrade from a paid plan charges the difference for a whole period. */
export function quoteOf(world: World, target: PlanName): PlanQuote {
  const priceOf = pricer(world);
  const current = world.organization.plan;
  const paid = current !== 'free';
  if (priceOf(target) > priceOf(current)) {
    return {
      plan: target,
      change: 'upgrade',
      amount_now_cents: priceOf(target) - priceOf(current),
      effective_at: PERIOD_START,
      next_charge: { at: PERIOD_END, amount_cents: priceOf(target) },
      exceeding: [],
    };
  }
  return {
    plan: target,
    change: target === 'free' ? 'cancel' : 'downgrade',
    amount_now_cents: 0,
    effective_at: paid ? PERIOD_END : PERIOD_START,
    next_charge: target === 'free' ? null : { at: PERIOD_END, amount_cents: priceOf(target) },
    exceeding: [],
  };
}

const pricer = (world: World) => (plan: PlanName) =>
  world.plans.find((entry) => entry.name === plan)?.price_cents ?? 0;

const ok = (body: unknown): Reply => ({ status: 200, body });

/** The subscription calls over `world`: a downgrade or a cancellation waits for the period's end. */
export function billingAnswer(world: World, call: ApiCall): Reply | undefined {
  const priceOf = pricer(world);
  const tail = call.path.split('/').pop() as PlanName;
  if (call.method === 'GET' && call.path === '/v1/payments/subscription') return ok(subscriptionOf(world));
  if (call.method === 'GET' && call.path.startsWith('/v1/payments/quote/')) return ok(quoteOf(world, tail));
  if (call.method === 'POST' && call.path === '/v1/payments/cancel') {
    world.subscription = {
      ...world.subscription,
      scheduled_plan: 'free',
      ends_at: PERIOD_END,
      next_charge: null,
    };
    return ok(subscriptionOf(world));
  }
  if (call.method === 'POST' && call.path === '/v1/payments/resume') {
    const plan = world.organization.plan;
    world.subscription = {
      ...world.subscription,
      scheduled_plan: null,
      ends_at: null,
      next_charge: { at: PERIOD_END, amount_cents: priceOf(plan), plan },
    };
    return ok(subscriptionOf(world));
  }
  if (call.method === 'POST' && call.path.startsWith('/v1/payments/downgrade/')) {
    world.subscription =
      tail === 'free'
        ? { ...world.subscription, scheduled_plan: 'free', ends_at: PERIOD_END, next_charge: null }
        : {
            ...world.subscription,
            scheduled_plan: tail,
            next_charge: { at: PERIOD_END, amount_cents: priceOf(tail), plan: tail },
          };
    return ok({ organization: world.organization, subscription: subscriptionOf(world) });
  }
  return undefined;
}
