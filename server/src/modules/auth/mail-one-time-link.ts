import type { Queryable } from '../../db/db';
import type { MailLanguage } from '../../lib/language';
import { createSecureToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { enqueueMail } from '../mail/repository';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { PASSWORD_RESET_TTL, VERIFY_EMAIL_TTL } from './policy';
import { insertOneTimeToken, type OneTimePurpose } from './repository';

const LINKS = {
  verify_email: { ttlSeconds: VERIFY_EMAIL_TTL, path: '/activate/', mail: verificationMail },
  reset_password: { ttlSeconds: PASSWORD_RESET_TTL, path: '/reset-password/', mail: passwordResetMail },
} satisfies Record<OneTimePurpose, unknown>;

/**
 * Stores a fresh single-use token for the user and queues the mail carrying its link, inside the
 * caller's transaction, so the mail exists exactly when the token does. Links start at PUBLIC_URL.
 * Callers read the user before the transaction: an account removed since gets nothing (their answer is
 * the same either way) instead of failing the token's foreign key, and the key-share lock holds off a
 * removal until commit.
 */
export async function mailOneTimeLink(
  tx: Queryable,
  ctx: ServiceContext,
  input: { user: { id: string; email: string }; purpose: OneTimePurpose; language: MailLanguage },
): Promise<void> {
  const present = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR KEY SHARE', [input.user.id]);
  if (present.length === 0) return;
  const link = LINKS[input.purpose];
  const secret = createSecureToken();
  await insertOneTimeToken(tx, {
    userId: input.user.id,
    purpose: input.purpose,
    hash: secret.hash,
    ttlSeconds: link.ttlSeconds,
  });
  const url = `${ctx.config.publicUrl}${link.path}${secret.token}`;
  await enqueueMail(tx, link.mail(input.user.email, url, input.language));
}
