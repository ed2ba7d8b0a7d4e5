import { invalidToken } from '../../lib/errors';
import { hashToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { withTransaction } from '../../lib/transaction';
import { confirmByTokenHash } from './repository';

/** Public: the link in the confirmation mail. Unknown, expired and used tokens are all invalid_token. */
export async function confirmSubscription(ctx: ServiceContext, input: { token: string }) {
  const confirmed = await withTransaction(ctx, (tx) => confirmByTokenHash(tx, hashToken(input.token)));
  if (!confirmed) throw invalidToken();
  return { state: 'confirmed' as const };
}
