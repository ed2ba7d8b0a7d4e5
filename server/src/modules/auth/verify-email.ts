import type { AnonymousVerbArgs } from '../../lib/actor';
import { invalidToken } from '../../lib/errors';
import { hashToken } from '../../lib/secure-token';
import { markEmailVerified } from '../users/repository';
import { consumeOneTimeToken } from './repository';

export async function verifyEmail({ ctx, input }: AnonymousVerbArgs<{ token: string }>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, 'verify_email', hashToken(input.token));
    if (!consumed) throw invalidToken();
    await markEmailVerified(tx, consumed.user_id);
  });
}
