import type { MailLanguage } from '../../lib/language';
import { createSecureToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { enqueueMail } from '../mail/repository';
import { passwordResetMail } from '../mail/templates';
import { findUserByEmail } from '../users/repository';
import { PASSWORD_RESET_TTL } from './policy';
import { insertOneTimeToken } from './repository';

/** The caller answers the same whatever happens here, so the request reveals no account. */
export async function requestPasswordReset(
  ctx: ServiceContext,
  input: { email: string; language: MailLanguage },
): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return;
  const reset = createSecureToken();
  await ctx.db.transaction(async (tx) => {
    await insertOneTimeToken(tx, {
      userId: user.id,
      purpose: 'reset_password',
      hash: reset.hash,
      ttlSeconds: PASSWORD_RESET_TTL,
    });
    const link = `${ctx.config.publicUrl}/reset-password/${reset.token}`;
    await enqueueMail(tx, passwordResetMail(user.email, link, input.language));
  });
  ctx.mailEnqueued();
}
