import { fail, invalidToken } from '../../lib/errors';
import { hashToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { withTransaction } from '../../lib/transaction';
import { enforcePlanLimit } from '../plans/enforce-limit';
import {
  confirmationStateByTokenHash,
  confirmByTokenHash,
  countActiveSubscribers,
  findOpenConfirmation,
} from './repository';

export const confirmationExpired = () => fail('token_expired');

/**
 * Public: the link in the confirmation mail. Idempotent: a link whose subscription is already confirmed
 * answers `already_confirmed` (nothing changes, nothing is sent). A lapsed link is token_expired (the screen
 * offers to subscribe again); a token no subscriber holds is invalid_token. Only confirmed subscribers take
 * the plan's places, so this is where the limit is checked again: a page that filled up since answers 402
 * PLAN_LIMIT_REACHED and the subscription stays pending, its link usable once a place is free.
 */
export async function confirmSubscription(ctx: ServiceContext, input: { token: string }) {
  const hash = hashToken(input.token);
  const confirmed = await withTransaction(ctx, async (tx) => {
    const open = await findOpenConfirmation(tx, hash);
    if (!open) return null;
    await enforcePlanLimit(tx, open.organization_id, 'subscribers_per_page', () =>
      countActiveSubscribers(tx, open.page_id),
    );
    return confirmByTokenHash(tx, hash);
  });
  if (confirmed) return { state: 'confirmed' as const };
  const state = await confirmationStateByTokenHash(ctx.db, hash);
  if (state === 'confirmed') return { state: 'already_confirmed' as const };
  throw state === 'expired' ? confirmationExpired() : invalidToken();
}

/** What opening a confirmation link shows before anything is posted (a GET never confirms). */
export async function confirmationLinkState(ctx: ServiceContext, token: string) {
  return confirmationStateByTokenHash(ctx.db, hashToken(token));
}
