import type { VerbArgs } from '../../lib/actor';
import { can } from '../../lib/permissions';
import { type InvitationRow, listInvitations } from './invitations-repository';
import { listMembers, type MemberRow } from './members-repository';

export type Team = { members: Array<MemberRow & { is_you: boolean }>; invitations: InvitationRow[] };

/** Members by joining date; pending invitations only for those who manage users (others get none). */
export async function listTeam({ ctx, actor }: VerbArgs): Promise<Team> {
  const members = await listMembers(ctx.db, actor.organizationId);
  const invitations = can(actor.role, 'users.manage')
    ? await listInvitations(ctx.db, actor.organizationId)
    : [];
  // An API token acts for its creator, who is "you" for it too.
  return {
    members: members.map((member) => ({ ...member, is_you: member.id === actor.userId })),
    invitations,
  };
}
