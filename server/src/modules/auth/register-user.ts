import { isUniqueViolation } from '../../db/db';
import type { AnonymousVerbArgs } from '../../lib/actor';
import type { MailLanguage } from '../../lib/language';
import { hashPassword } from '../../lib/password';
import { findUserByEmail, insertOrganization, insertUser } from '../users/repository';
import { duplicateEmail } from './errors';
import { mailOneTimeLink } from './mail-one-time-link';

type Input = { email: string; password: string; orgName?: string; language: MailLanguage };

/** "alice.smith@acme.io" → "alice.smith's organisation": the owner renames it in settings. */
export function defaultOrganizationName(email: string): string {
  const local = email.split('@')[0] || 'My';
  return `${local.slice(0, 80)}'s organisation`;
}

/** Creates the organisation with the user as owner and mails a verification link, all in one transaction. */
export async function registerUser({
  ctx,
  input,
}: AnonymousVerbArgs<Input>): Promise<{ id: string; email: string }> {
  // Checked before hashing so a duplicate does not cost a scrypt; the unique index still decides races.
  if (await findUserByEmail(ctx.db, input.email)) throw duplicateEmail();
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const organization = await insertOrganization(
        tx,
        input.orgName?.trim() || defaultOrganizationName(input.email),
        input.language,
      );
      const created = await insertUser(tx, {
        organizationId: organization.id,
        email: input.email,
        passwordHash,
        role: 'owner',
      });
      await mailOneTimeLink(tx, ctx, { user: created, purpose: 'verify_email', language: input.language });
      return created;
    });
    ctx.mailEnqueued();
    return { id: user.id, email: user.email };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}
