import { publicPagePaths } from '@statusdeck/shared/public-site/paths';
import type { Config } from '../../config';
import type { Tx } from '../../lib/transaction';
import { domainLostMail } from '../mail/domain-templates';
import { enqueueMail } from '../mail/repository';
import { listAdminEmails } from '../users/repository';
import type { ChallengeResult } from './lookup-challenge';
import { type ClaimRow, lockVerifiedHolder, updateClaim } from './repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A pending claim is looked up every 5 minutes at first, each wait a tenth longer, up to hourly. */
export const PENDING_FIRST_MS = 5 * MINUTE;
export const PENDING_MAX_MS = HOUR;
/** A verified domain is looked up daily; hourly while its record is missing. */
export const VERIFIED_EVERY_MS = 24 * HOUR;
export const FAILING_EVERY_MS = HOUR;
/** A verified domain whose record has been missing this long goes back to pending and stops routing. */
export const GRACE_MS = 72 * HOUR;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** The next wait of a pending claim: a tenth longer than the last, from 5 minutes up to an hour. */
function pendingWait(claim: ClaimRow): number {
  const { custom_domain_checked_at: checked, custom_domain_next_check_at: next } = claim;
  const last = checked && next ? next.getTime() - checked.getTime() : 0;
  return Math.min(PENDING_MAX_MS, Math.max(PENDING_FIRST_MS, Math.round(last * 1.1)));
}

/** What became of the claim; `lost` names the page that lost the domain (to mail its owners). */
export type CheckOutcome =
  | 'verified'
  | 'still_verified'
  | 'failed'
  | 'held_by_another_page'
  | 'failing'
  | 'recovered'
  | 'returned_to_pending';

/**
 * The one place a look-up's result changes a claim, for Verify and the background worker alike. `takeover`
 * (an explicit Verify only) lets a proved claim take the domain from the page holding it verified; without it
 * a proved claim whose domain another page holds stays pending (`held_by_another_page`), so two claimants
 * never take a domain back and forth on their own. `claim` is locked by the caller's transaction.
 */
export async function applyCheck(
  tx: Tx,
  ctx: { config: Pick<Config, 'publicUrl'>; mailEnqueued(): void },
  claim: ClaimRow,
  result: ChallengeResult,
  now: Date,
  options: { takeover: boolean; explicit: boolean },
): Promise<CheckOutcome> {
  const pendingNext = later(now, options.explicit ? PENDING_FIRST_MS : pendingWait(claim));
  if (claim.custom_domain_status === 'verified') {
    if (result.ok) {
      await updateClaim(tx, claim.id, {
        checkedAt: now,
        nextCheckAt: later(now, VERIFIED_EVERY_MS),
        failingSince: null,
        error: null,
      });
      return claim.custom_domain_failing_since ? 'recovered' : 'still_verified';
    }
    // An unreachable DNS server proves nothing either way: try again within the hour.
    if (result.error === 'dns_unreachable') {
      await updateClaim(tx, claim.id, {
        checkedAt: now,
        nextCheckAt: later(now, FAILING_EVERY_MS),
        error: claim.custom_domain_failing_since ? 'record_gone' : 'dns_unreachable',
      });
      return 'failed';
    }
    const since = claim.custom_domain_failing_since ?? now;
    if (now.getTime() - since.getTime() < GRACE_MS) {
      await updateClaim(tx, claim.id, {
        checkedAt: now,
        nextCheckAt: later(now, FAILING_EVERY_MS),
        failingSince: since,
        error: 'record_gone',
      });
      return 'failing';
    }
    await updateClaim(tx, claim.id, {
      status: 'pending',
      verifiedAt: null,
      checkedAt: now,
      nextCheckAt: later(now, PENDING_FIRST_MS),
      failingSince: null,
      error: 'record_gone',
    });
    await mailOwners(tx, ctx, claim, 'record_gone');
    return 'returned_to_pending';
  }
  if (!result.ok) {
    await updateClaim(tx, claim.id, { checkedAt: now, nextCheckAt: pendingNext, error: result.error });
    return 'failed';
  }
  const holder = await lockVerifiedHolder(tx, claim.custom_domain, claim.id);
  if (holder && !options.takeover) {
    await updateClaim(tx, claim.id, {
      checkedAt: now,
      nextCheckAt: pendingNext,
      error: 'held_by_another_page',
    });
    return 'held_by_another_page';
  }
  if (holder) {
    // First the loser, then the winner: pages_verified_domain_key allows one verified holder at a time.
    await updateClaim(tx, holder.id, {
      status: 'pending',
      verifiedAt: null,
      nextCheckAt: later(now, PENDING_FIRST_MS),
      failingSince: null,
      error: 'taken_over',
    });
    await mailOwners(tx, ctx, holder, 'taken_over');
  }
  await updateClaim(tx, claim.id, {
    status: 'verified',
    verifiedAt: now,
    checkedAt: now,
    nextCheckAt: later(now, VERIFIED_EVERY_MS),
    failingSince: null,
    error: null,
  });
  return 'verified';
}

/** Tells the owners and admins of the page that lost its domain, in the page's language. */
async function mailOwners(
  tx: Tx,
  ctx: { config: Pick<Config, 'publicUrl'>; mailEnqueued(): void },
  page: ClaimRow,
  reason: 'taken_over' | 'record_gone',
): Promise<void> {
  const recipients = await listAdminEmails(tx, page.organization_id);
  for (const to of recipients) {
    await enqueueMail(
      tx,
      domainLostMail({
        to,
        language: page.default_language,
        reason,
        pageName: page.name,
        domain: page.custom_domain,
        pageUrl: publicPagePaths({ slug: page.slug }, ctx.config.publicUrl).page(),
      }),
    );
  }
  if (recipients.length > 0) tx.afterCommit(() => ctx.mailEnqueued());
}
