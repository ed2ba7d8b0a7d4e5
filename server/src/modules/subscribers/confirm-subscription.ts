import { AppError, invalidToken } from '../../lib/errors';
import { hashToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { withTransaction } from '../../lib/transaction';
import { confirmByTokenHash, isLapsedConfirmation } from './repository';

export const confirmationExpired = () =>
  new AppError(400, 'token_expired', 'The confirmation link has expired; subscribe again on the status page');

/**
 * Public: the link in the confirmation mail. A lapsed link is token_expired (the screen offers to subscribe
 * again); unknown and used tokens are invalid_token.
 */
export async function confirmSubscription(ctx: ServiceContext, input: { token: string }) {
  const hash = hashToken(input.token);
  const confirmed = await withTransaction(ctx, (tx) => confirmByTokenHash(tx, hash));
  if (!confirmed) throw (await isLapsedConfirmation(ctx.db, hash)) ? confirmationExpired() : invalidToken();
  return { state: 'confirmed' as const };
}
