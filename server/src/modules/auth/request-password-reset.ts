import type { AnonymousVerbArgs } from '../../lib/actor';
import type { MailLanguage } from '../../lib/language';
import { findUserByEmail } from '../users/repository';
import { mailOneTimeLink } from './mail-one-time-link';

/** The caller answers the same whatever happens here, so the request reveals no account. */
export async function requestPasswordReset({
  ctx,
  input,
}: AnonymousVerbArgs<{ email: string; language: MailLanguage }>): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return;
  await ctx.db.transaction((tx) =>
    mailOneTimeLink(tx, ctx, { user, purpose: 'reset_password', language: input.language }),
  );
  ctx.mailEnqueued();
}
