import type { VerbArgs } from '../../lib/actor';
import type { MailLanguage } from '../../lib/language';
import type { Role } from '../../lib/permissions';
import { withTransaction } from '../../lib/transaction';
import { enforcePlanLimit } from '../plans/enforce-limit';
import { lockOrganizationPlan } from '../plans/repository';
import { confirmActingMember } from './acting-member';
import { alreadyInvited, alreadyMember, invitationNotFound, ownersOnly } from './errors';
import { INVITATION_TTL, mailInvitation } from './invitation-mail';
import {
  deleteInvitation,
  findInvitation,
  findInvitationByEmail,
  type InvitationRow,
  insertInvitation,
} from './invitations-repository';
import { countSeats, findMemberByEmail } from './members-repository';

export type InviteInput = { email: string; role: Role; language: MailLanguage };

/**
 * Invites an address with a role: one pending invitation per address, members and pending invitations
 * together within the plan's member limit. The organisation row is locked first, so two invitations at
 * the limit cannot both pass. An expired invitation of the same address is replaced.
 */
export async function inviteMember({ ctx, actor, input }: VerbArgs<InviteInput>): Promise<InvitationRow> {
  if (input.role === 'owner' && actor.role !== 'owner') throw ownersOnly();
  const email = input.email.trim();
  return withTransaction(ctx, async (tx) => {
    await lockOrganizationPlan(tx, actor.organizationId);
    await confirmActingMember(tx, actor);
    if (await findMemberByEmail(tx, actor.organizationId, email)) throw alreadyMember();
    const existing = await findInvitationByEmail(tx, actor.organizationId, email);
    if (existing && !existing.expired) throw alreadyInvited();
    if (existing) await deleteInvitation(tx, actor.organizationId, existing.id);
    await enforcePlanLimit(tx, actor.organizationId, 'members', () => countSeats(tx, actor.organizationId));
    const tokenHash = await mailInvitation(tx, ctx, {
      organizationId: actor.organizationId,
      email,
      role: input.role,
      invitedBy: actor.userId,
      language: input.language,
    });
    const { id } = await insertInvitation(tx, {
      organizationId: actor.organizationId,
      email,
      role: input.role,
      tokenHash,
      invitedBy: actor.userId,
      ttlSeconds: INVITATION_TTL,
    });
    const invitation = await findInvitation(tx, actor.organizationId, id);
    if (!invitation) throw invitationNotFound();
    return withoutExpired(invitation);
  });
}

export function withoutExpired(invitation: InvitationRow & { expired: boolean }): InvitationRow {
  const { expired: _expired, ...rest } = invitation;
  return rest;
}
