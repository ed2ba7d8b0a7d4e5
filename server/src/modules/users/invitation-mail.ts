import type { MailLanguage } from '../../lib/language';
import type { Role } from '../../lib/permissions';
import { createSecureToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import type { Tx } from '../../lib/transaction';
import { invitationMail } from '../mail/invitation-template';
import { enqueueMail } from '../mail/repository';
import { findOrganizationName } from '../organizations/repository';
import { findUserById } from './repository';

/** Invitation links are valid for 7 days (single use, expiring and hashed at rest, so a leaked old mail opens nothing). */
export const INVITATION_TTL = 7 * 24 * 60 * 60;

/** The path of the front end's invitation screen; the token follows it. */
export const INVITATION_PATH = '/auth/invitation/';

/**
 * A fresh 256-bit token for an invitation and the mail carrying its link, queued in the caller's
 * transaction (so the mail exists exactly when the token does); the outbox is woken after commit.
 * Returns the hash to store.
 */
export async function mailInvitation(
  tx: Tx,
  ctx: ServiceContext,
  input: { organizationId: string; email: string; role: Role; invitedBy: string; language: MailLanguage },
): Promise<string> {
  const secret = createSecureToken();
  const organizationName = (await findOrganizationName(tx, input.organizationId)) ?? '';
  const inviter = await findUserById(tx, input.invitedBy);
  const link = `${ctx.config.publicUrl}${INVITATION_PATH}${secret.token}`;
  await enqueueMail(
    tx,
    invitationMail(input.email, link, input.language, {
      organizationName,
      inviterEmail: inviter?.email ?? null,
      role: input.role,
    }),
  );
  tx.afterCommit(() => ctx.mailEnqueued());
  return secret.hash;
}
