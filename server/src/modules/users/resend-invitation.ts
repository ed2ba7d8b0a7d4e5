import type { VerbArgs } from '../../lib/actor';
import { isUuid } from '../../lib/ids';
import type { MailLanguage } from '../../lib/language';
import { withTransaction } from '../../lib/transaction';
import { enforcePlanLimit } from '../plans/enforce-limit';
import { lockOrganizationPlan } from '../plans/repository';
import { confirmActingMember } from './acting-member';
import { invitationNotFound, ownersOnly } from './errors';
import { INVITATION_TTL, mailInvitation } from './invitation-mail';
import { findInvitation, type InvitationRow, renewInvitation } from './invitations-repository';
import { withoutExpired } from './invite-member';
import { countSeats } from './members-repository';

/**
 * Mails a new link for an invitation (the old link stops working) and restarts its 7 days. An expired
 * invitation counts against the member limit again once renewed, so that is checked.
 */
export async function resendInvitation({
  ctx,
  actor,
  input,
}: VerbArgs<{ id: string; language: MailLanguage }>): Promise<InvitationRow> {
  if (!isUuid(input.id)) throw invitationNotFound();
  return withTransaction(ctx, async (tx) => {
    await lockOrganizationPlan(tx, actor.organizationId);
    await confirmActingMember(tx, actor);
    const invitation = await findInvitation(tx, actor.organizationId, input.id);
    if (!invitation) throw invitationNotFound();
    if (invitation.role === 'owner' && actor.role !== 'owner') throw ownersOnly();
    if (invitation.expired) {
      await enforcePlanLimit(tx, actor.organizationId, 'members', () =>
        countSeats(tx, actor.organizationId, invitation.id),
      );
    }
    const tokenHash = await mailInvitation(tx, ctx, {
      organizationId: actor.organizationId,
      email: invitation.email,
      role: invitation.role,
      invitedBy: actor.userId,
      language: input.language,
    });
    await renewInvitation(tx, invitation.id, {
      tokenHash,
      invitedBy: actor.userId,
      ttlSeconds: INVITATION_TTL,
    });
    const renewed = await findInvitation(tx, actor.organizationId, invitation.id);
    if (!renewed) throw invitationNotFound();
    return withoutExpired(renewed);
  });
}
