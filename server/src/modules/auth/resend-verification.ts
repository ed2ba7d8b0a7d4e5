import type { AnonymousVerbArgs } from '../../lib/actor';
import type { MailLanguage } from '../../lib/language';
import { findUserByEmail } from '../users/repository';
import { mailOneTimeLink } from './mail-one-time-link';

/** Mails a fresh link to an unverified account; says nothing about whether the account exists. */
export async function resendVerification({
  ctx,
  input,
}: AnonymousVerbArgs<{ email: string; language: MailLanguage }>): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.email_verified_at) return;
  await ctx.db.transaction((tx) =>
    mailOneTimeLink(tx, ctx, { user, purpose: 'verify_email', language: input.language }),
  );
  ctx.mailEnqueued();
}
