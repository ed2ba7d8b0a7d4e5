import { AppError, invalidToken } from '../../lib/errors';
import { hashToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { withTransaction } from '../../lib/transaction';
import { confirmationStateByTokenHash, confirmByTokenHash } from './repository';

export const confirmationExpired = () =>
  new AppError(400, 'token_expired', 'The confirmation link has expired; subscribe again on the status page');

/**
 * Public: the link in the confirmation mail. Idempotent: a link whose subscription is already confirmed
 * answers `already_confirmed` (nothing changes, nothing is sent). A lapsed link is token_expired (the screen
 * offers to subscribe again); a token no subscriber holds is invalid_token.
 */
export async function confirmSubscription(ctx: ServiceContext, input: { token: string }) {
  const hash = hashToken(input.token);
  const confirmed = await withTransaction(ctx, (tx) => confirmByTokenHash(tx, hash));
  if (confirmed) return { state: 'confirmed' as const };
  const state = await confirmationStateByTokenHash(ctx.db, hash);
  if (state === 'confirmed') return { state: 'already_confirmed' as const };
  throw state === 'expired' ? confirmationExpired() : invalidToken();
}

/** What opening a confirmation link shows before anything is posted (a GET never confirms). */
export async function confirmationLinkState(ctx: ServiceContext, token: string) {
  return confirmationStateByTokenHash(ctx.db, hashToken(token));
}
