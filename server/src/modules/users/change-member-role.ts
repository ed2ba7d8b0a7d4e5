import type { VerbArgs } from '../../lib/actor';
import { isUuid } from '../../lib/ids';
import type { Role } from '../../lib/permissions';
import { withTransaction } from '../../lib/transaction';
import { lockOrganizationPlan } from '../plans/repository';
import { lastOwner, memberNotFound, ownersOnly, ownRole } from './errors';
import { countOwners, findMember, lockMember, type MemberRow, setMemberRole } from './members-repository';

/**
 * Changes a member's role. Nobody changes their own; only an owner makes or unmakes owners; the
 * organisation keeps at least one owner. The organisation row lock serialises concurrent changes, so two
 * owners demoting each other at once cannot leave none. The new role applies to the member's next request
 * (the secured scope reads it from the database every time).
 */
export async function changeMemberRole({
  ctx,
  actor,
  input,
}: VerbArgs<{ id: string; role: Role }>): Promise<MemberRow & { is_you: boolean }> {
  if (!isUuid(input.id)) throw memberNotFound();
  return withTransaction(ctx, async (tx) => {
    await lockOrganizationPlan(tx, actor.organizationId);
    const member = await lockMember(tx, actor.organizationId, input.id);
    if (!member) throw memberNotFound();
    if (member.id === actor.userId) throw ownRole();
    const touchesOwner = member.role === 'owner' || input.role === 'owner';
    if (touchesOwner && actor.role !== 'owner') throw ownersOnly();
    if (
      member.role === 'owner' &&
      input.role !== 'owner' &&
      (await countOwners(tx, actor.organizationId)) <= 1
    ) {
      throw lastOwner();
    }
    if (member.role !== input.role) await setMemberRole(tx, member.id, input.role);
    const updated = await findMember(tx, actor.organizationId, member.id);
    if (!updated) throw memberNotFound();
    return { ...updated, is_you: false };
  });
}
