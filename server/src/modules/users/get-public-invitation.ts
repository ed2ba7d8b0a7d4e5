import type { AnonymousVerbArgs } from '../../lib/actor';
import { invalidToken } from '../../lib/errors';
import type { Role } from '../../lib/permissions';
import { hashToken } from '../../lib/secure-token';
import { findLiveInvitationByToken } from './invitations-repository';
import { findUserByEmail } from './repository';

export type PublicInvitation = {
  email: string;
  role: Role;
  organization_name: string;
  expires_at: Date;
  account_exists: boolean;
};

/** What the invitation screen shows before accepting; a used, expired or unknown link is invalid_token. */
export async function getPublicInvitation({
  ctx,
  input,
}: AnonymousVerbArgs<{ token: string }>): Promise<PublicInvitation> {
  const invitation = await findLiveInvitationByToken(ctx.db, hashToken(input.token));
  if (!invitation) throw invalidToken();
  return {
    email: invitation.email,
    role: invitation.role,
    organization_name: invitation.organization_name,
    expires_at: invitation.expires_at,
    account_exists: (await findUserByEmail(ctx.db, invitation.email)) !== null,
  };
}
