import { invalidToken } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { hashToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { markEmailVerified, updatePasswordHash } from '../users/repository';
import { consumeOneTimeToken, lockUser, revokeAllRefreshTokens, useUpOneTimeTokens } from './repository';

/**
 * Sets a new password and signs the user out everywhere. The link arrived by mail, which also proves the
 * address, so an unverified account becomes verified.
 */
export async function resetPassword(
  ctx: ServiceContext,
  input: { token: string; password: string },
): Promise<void> {
  // Hashed before looking at the token, so valid and invalid tokens take the same time.
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, 'reset_password', hashToken(input.token));
    if (!consumed) throw invalidToken();
    // Serialises with refresh (see lockUser): no session survives the reset.
    await lockUser(tx, consumed.user_id);
    await updatePasswordHash(tx, consumed.user_id, passwordHash);
    await useUpOneTimeTokens(tx, consumed.user_id, 'reset_password');
    await revokeAllRefreshTokens(tx, consumed.user_id);
    await markEmailVerified(tx, consumed.user_id);
  });
}
