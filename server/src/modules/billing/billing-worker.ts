import type { ServiceContext } from '../../lib/service-context';
import { tickLoop } from '../../lib/tick-loop';
import type { BillingProvider } from './provider';
import { type RenewalOutcome, renewOrganization } from './renew';
import { claimDueOrganization } from './subscription-repository';
import { mailUsageWarnings } from './usage-warning-mail';

export type BillingWorkerOptions = {
  ctx: ServiceContext;
  provider: BillingProvider;
  /** The time the worker acts at; tests pass their own. */
  clock?: () => Date;
  pollIntervalMs?: number;
};

export type BillingStep = { organizationId: string; outcome: RenewalOutcome | 'error' };

export type BillingWorker = {
  start(): void;
  /** Resolves once the renewal in flight (if any) has been recorded. */
  stop(): Promise<void>;
  /**
   * Renews every organisation due at `now` (default the clock) and mails due usage warnings. `only`: that
   * organisation alone, and no warnings (the end-to-end tests' clock).
   */
  tick(now?: Date, only?: string): Promise<BillingStep[]>;
};

/** Renewals are due to the minute at best. */
const DEFAULT_POLL_MS = 60_000;
/** An organisation taken for a renewal is not taken again for this long (a worker that died mid-charge). */
export const BILLING_LEASE_MS = 2 * 60_000;

/**
 * Renews paid subscriptions at their period's end, retries failed renewals, ends cancelled ones and moves
 * scheduled downgrades in. Its state is the database alone; each organisation is taken with SKIP LOCKED and
 * a lease, so several replicas can run one, and the charge-attempt keys make sure nobody pays twice.
 */
export function createBillingWorker(options: BillingWorkerOptions): BillingWorker {
  const { ctx, provider } = options;
  const clock = options.clock ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;

  async function tick(now = clock(), only?: string): Promise<BillingStep[]> {
    const steps: BillingStep[] = [];
    for (;;) {
      // Stopping (shutdown) ends a catch-up between organisations; the rest is done by the next start.
      if (loop.stopping) return steps;
      const organizationId = await claimDueOrganization(ctx.db, now, BILLING_LEASE_MS, only ?? null);
      if (!organizationId) break;
      try {
        steps.push({
          organizationId,
          outcome: await renewOrganization(ctx, provider, organizationId, now, 'scheduled'),
        });
      } catch (error) {
        // The lease keeps it from being taken again in this tick; the next one after the lease retries.
        ctx.log.error({ err: error, organizationId }, 'renewal failed; will retry');
        steps.push({ organizationId, outcome: 'error' });
      }
    }
    if (only === undefined) await mailUsageWarnings(ctx);
    return steps;
  }

  const loop = tickLoop({
    everyMs: pollIntervalMs,
    tick: () => tick(),
    log: ctx.log,
    name: 'billing worker',
  });
  return { start: loop.start, stop: loop.stop, tick };
}
