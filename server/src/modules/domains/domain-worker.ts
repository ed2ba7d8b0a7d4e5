import type { ServiceContext } from '../../lib/service-context';
import { tickLoop } from '../../lib/tick-loop';
import { withTransaction } from '../../lib/transaction';
import { applyCheck, type CheckOutcome, PENDING_MAX_MS } from './apply-check';
import { lookupChallenge } from './lookup-challenge';
import { lockClaim, takeDueClaim, updateClaim } from './repository';
import { isReservedDomain } from './reserved';

export type DomainWorkerOptions = {
  ctx: ServiceContext;
  /** The time the worker acts at; tests pass their own. */
  clock?: () => Date;
  pollIntervalMs?: number;
};

export type DomainCheck = { pageId: string; domain: string; outcome: CheckOutcome | 'skipped' };

export type DomainWorker = {
  start(): void;
  /** Resolves once the look-ups in flight (if any) are recorded. */
  stop(): Promise<void>;
  /** Looks up every claim due at `now` (default the clock); returns what became of each. */
  tick(now?: Date): Promise<DomainCheck[]>;
};

/** Checks are due to the minute at best. */
const DEFAULT_POLL_MS = 30_000;
/** A claim taken for a look-up is not taken again for this long (a worker that died mid-look-up). */
const LEASE_MS = 2 * 60_000;
/** Look-ups in flight at once: a DNS server that times out (3 s) must not hold up every other domain. */
const LANES = 4;

/**
 * Re-checks custom domains in the background: pending claims every few minutes (backing off to hourly),
 * verified domains daily (hourly while their record is missing, back to pending after 72 hours). It never
 * takes a domain over — only an explicit Verify does — so two claimants cannot take it back and forth.
 * Its state is the database alone; each claim is taken with SKIP LOCKED, so several replicas can run one.
 */
export function createDomainWorker(options: DomainWorkerOptions): DomainWorker {
  const { ctx } = options;
  const clock = options.clock ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;

  async function checkOne(now: Date): Promise<DomainCheck | null> {
    const claim = await takeDueClaim(ctx.db, now, LEASE_MS);
    if (!claim) return null;
    const check = { pageId: claim.id, domain: claim.custom_domain };
    // A domain that became the product's own (PUBLIC_URL or PAGES_DOMAIN changed) is never verified.
    if (isReservedDomain(ctx.config, claim.custom_domain)) {
      await updateClaim(ctx.db, claim.id, { nextCheckAt: new Date(now.getTime() + PENDING_MAX_MS) });
      return { ...check, outcome: 'skipped' };
    }
    const result = await lookupChallenge(ctx.config, claim.custom_domain, claim.custom_domain_token);
    const outcome = await withTransaction(ctx, async (tx) => {
      const locked = await lockClaim(tx, claim.id, claim.custom_domain_token);
      if (!locked) return 'skipped' as const;
      // The state before the lease decides the next wait, not the lease itself.
      const before = { ...locked, custom_domain_next_check_at: claim.custom_domain_next_check_at };
      return applyCheck(tx, ctx, before, result, now, { takeover: false, explicit: false });
    });
    return { ...check, outcome };
  }

  async function tick(now = clock()): Promise<DomainCheck[]> {
    const checks: DomainCheck[] = [];
    const lane = async () => {
      while (!loop.stopping) {
        let check: DomainCheck | null;
        try {
          check = await checkOne(now);
        } catch (error) {
          // The database away: the lease makes the claim due again later; this lane stops for this tick.
          ctx.log.error({ err: error }, 'custom domain check failed; will retry');
          return;
        }
        if (!check) return;
        checks.push(check);
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    return checks;
  }

  const loop = tickLoop({
    everyMs: pollIntervalMs,
    tick: () => tick(),
    log: ctx.log,
    name: 'custom domain worker',
  });
  return { start: loop.start, stop: loop.stop, tick };
}
