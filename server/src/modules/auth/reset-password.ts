import type { AnonymousVerbArgs } from '../../lib/actor';
import { invalidToken } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { hashToken } from '../../lib/secure-token';
import { revokeApiTokensOfCreator } from '../api-tokens/repository';
import { markEmailVerified, updatePasswordHash } from '../users/repository';
import {
  consumeOneTimeToken,
  isOneTimeTokenUsable,
  lockUser,
  revokeAllRefreshTokens,
  useUpOneTimeTokens,
} from './repository';

/**
 * Sets a new password and signs the user out everywhere. The link arrived by mail, which also proves the
 * address, so an unverified account becomes verified. Whoever forgot the password may have lost the account
 * to someone who made API tokens with it, so the API tokens the user created are revoked too.
 */
export async function resetPassword({
  ctx,
  input,
}: AnonymousVerbArgs<{ token: string; password: string }>): Promise<void> {
  // The password is hashed (~128 MiB, ~0.3 s) only for a token that is usable right now, so junk tokens
  // cost no hash. The token is looked up by its SHA-256, so this reveals nothing about other tokens.
  // Single use still holds: the token is consumed atomically in the transaction below.
  const tokenHash = hashToken(input.token);
  if (!(await isOneTimeTokenUsable(ctx.db, 'reset_password', tokenHash))) throw invalidToken();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, 'reset_password', tokenHash);
    if (!consumed) throw invalidToken();
    // Serialises with refresh (see lockUser): no session survives the reset.
    await lockUser(tx, consumed.user_id);
    await updatePasswordHash(tx, consumed.user_id, passwordHash);
    await useUpOneTimeTokens(tx, consumed.user_id, 'reset_password');
    await revokeAllRefreshTokens(tx, consumed.user_id);
    await revokeApiTokensOfCreator(tx, consumed.user_id);
    await markEmailVerified(tx, consumed.user_id);
  });
}
