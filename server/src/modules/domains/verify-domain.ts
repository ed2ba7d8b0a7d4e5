import { isUniqueViolation } from '../../db/db';
import type { VerbArgs } from '../../lib/actor';
import { fail, notFound } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { customDomainTaken, domainReserved } from '../pages/errors';
import { type Page, presentPage } from '../pages/present-page';
import { findPageSummary } from '../pages/repository';
import { requirePageOfOrganization } from '../pages/require-page';
import { applyCheck } from './apply-check';
import { lookupChallenge } from './lookup-challenge';
import { findClaim, lockClaim } from './repository';
import { isReservedDomain } from './reserved';

const notVerified = (code: string) =>
  fail('domain_not_verified', undefined, [
    { field: 'custom_domain', code, message: `custom_domain was not verified: ${code}` },
  ]);

/**
 * "Verify now": looks the page's TXT challenge up (outside any transaction: DNS may take seconds), then
 * records the result. Proved → verified, taking the domain over from a page that holds it (its owners are
 * mailed); not proved → 422 domain_not_verified with the reason, which is also stored on the claim.
 */
export async function verifyDomain({ ctx, actor, input }: VerbArgs<{ pageId: string }>): Promise<Page> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  const claim = await findClaim(ctx.db, page.id);
  if (!claim) throw notFound('This status page has no custom domain');
  if (isReservedDomain(ctx.config, claim.custom_domain)) throw domainReserved();
  const result = await lookupChallenge(ctx.config, claim.custom_domain, claim.custom_domain_token);
  const now = new Date();
  try {
    await withTransaction(ctx, async (tx) => {
      // The domain changed (a new claim, a new token) or went while we looked: this answer is for no claim.
      const locked = await lockClaim(tx, claim.id, claim.custom_domain_token);
      if (!locked) throw notVerified('record_mismatch');
      return applyCheck(tx, ctx, locked, result, now, { takeover: true, explicit: true });
    });
  } catch (error) {
    // Another page proved the same domain in the same instant and committed first.
    if (isUniqueViolation(error)) throw customDomainTaken();
    throw error;
  }
  if (!result.ok) throw notVerified(result.error);
  const summary = await findPageSummary(ctx.db, page.id);
  if (!summary) throw notFound('Status page not found');
  return presentPage(ctx.config, summary);
}
