import type { VerbArgs } from '../../lib/actor';
import { isUuid } from '../../lib/ids';
import { withTransaction } from '../../lib/transaction';
import { invitationNotFound, ownersOnly } from './errors';
import { deleteInvitation, findInvitation } from './invitations-repository';

/** Cancels an invitation: its link stops working at once and its seat is free again. */
export async function cancelInvitation({ ctx, actor, input }: VerbArgs<{ id: string }>): Promise<void> {
  if (!isUuid(input.id)) throw invitationNotFound();
  await withTransaction(ctx, async (tx) => {
    const invitation = await findInvitation(tx, actor.organizationId, input.id);
    if (!invitation) throw invitationNotFound();
    if (invitation.role === 'owner' && actor.role !== 'owner') throw ownersOnly();
    await deleteInvitation(tx, actor.organizationId, invitation.id);
  });
}
