import type { MailLanguage } from '../../lib/language';
import { createSecureToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { enqueueMail } from '../mail/repository';
import { verificationMail } from '../mail/templates';
import { findUserByEmail } from '../users/repository';
import { VERIFY_EMAIL_TTL } from './policy';
import { insertOneTimeToken } from './repository';

/** Mails a fresh link to an unverified account; says nothing about whether the account exists. */
export async function resendVerification(
  ctx: ServiceContext,
  input: { email: string; language: MailLanguage },
): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.email_verified_at) return;
  const verify = createSecureToken();
  await ctx.db.transaction(async (tx) => {
    await insertOneTimeToken(tx, {
      userId: user.id,
      purpose: 'verify_email',
      hash: verify.hash,
      ttlSeconds: VERIFY_EMAIL_TTL,
    });
    const link = `${ctx.config.publicUrl}/activate/${verify.token}`;
    await enqueueMail(tx, verificationMail(user.email, link, input.language));
  });
  ctx.mailEnqueued();
}
