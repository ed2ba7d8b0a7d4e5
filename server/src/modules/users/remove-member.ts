import type { VerbArgs } from '../../lib/actor';
import { isUuid } from '../../lib/ids';
import { withTransaction } from '../../lib/transaction';
import { lockOrganizationPlan } from '../plans/repository';
import { lastOwner, memberNotFound, ownAccount, ownerRemovalForbidden } from './errors';
import { countOwners, deleteMember, lockMember } from './members-repository';

/**
 * Removes a member from the organisation. A user belongs to exactly one organisation, so the
 * account is deleted with its refresh tokens: its refresh token is refused at once, and so is its access
 * token (the secured scope finds no live session). API tokens it created go with it. lockMember takes the
 * user row lock a refresh takes first (auth/repository lockUser), so a refresh running at this moment
 * finishes before, and the token it inserts is deleted too.
 */
export async function removeMember({ ctx, actor, input }: VerbArgs<{ id: string }>): Promise<void> {
  if (!isUuid(input.id)) throw memberNotFound();
  await withTransaction(ctx, async (tx) => {
    await lockOrganizationPlan(tx, actor.organizationId);
    const member = await lockMember(tx, actor.organizationId, input.id);
    if (!member) throw memberNotFound();
    if (member.id === actor.userId) throw ownAccount();
    if (member.role === 'owner') {
      if (actor.role !== 'owner') throw ownerRemovalForbidden();
      if ((await countOwners(tx, actor.organizationId)) <= 1) throw lastOwner();
    }
    await deleteMember(tx, member.id);
  });
}
