import type { AnonymousVerbArgs } from '../../lib/actor';
import { invalidToken } from '../../lib/errors';
import { hashToken } from '../../lib/secure-token';
import { withTransaction } from '../../lib/transaction';
import { unsubscribeByTokenHash } from './repository';

/** Public: the link in every subscriber mail (subscription-links.ts); clicking it twice still answers unsubscribed. */
export async function unsubscribe({ ctx, input }: AnonymousVerbArgs<{ token: string }>) {
  const done = await withTransaction(ctx, (tx) => unsubscribeByTokenHash(tx, hashToken(input.token)));
  if (!done) throw invalidToken();
  return { state: 'unsubscribed' as const };
}
