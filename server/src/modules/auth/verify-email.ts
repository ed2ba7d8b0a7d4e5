import type { AnonymousVerbArgs } from '../../lib/actor';
import { invalidToken } from '../../lib/errors';
import { hashToken } from '../../lib/secure-token';
import { markEmailVerified } from '../users/repository';
import { consumeOneTimeToken, verifiedOwnerOfUsedToken } from './repository';

export type VerifyEmailResult = { verified: true; already_verified: boolean };

/**
 * Verifies the address a link was sent to. A link already used (or expired) whose account is verified by now
 * answers `already_verified` rather than "invalid or expired": the mail's reader did nothing wrong and only
 * needs to sign in. Any other unusable token is invalid.
 */
export async function verifyEmail({
  ctx,
  input,
}: AnonymousVerbArgs<{ token: string }>): Promise<VerifyEmailResult> {
  return ctx.db.transaction(async (tx) => {
    const hash = hashToken(input.token);
    const consumed = await consumeOneTimeToken(tx, 'verify_email', hash);
    if (consumed) {
      await markEmailVerified(tx, consumed.user_id);
      return { verified: true, already_verified: false };
    }
    if (await verifiedOwnerOfUsedToken(tx, 'verify_email', hash))
      return { verified: true, already_verified: true };
    throw invalidToken();
  });
}
