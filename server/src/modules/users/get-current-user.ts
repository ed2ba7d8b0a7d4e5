import type { Actor } from '../../lib/actor';
import { unauthorized } from '../../lib/errors';
import type { Role } from '../../lib/permissions';
import type { ServiceContext } from '../../lib/service-context';
import { findUserById } from './repository';

export type CurrentUser = { id: string; email: string; organization_id: string; role: Role };

/**
 * Who is signed in: a session's person as the secured scope read them for this request (no statement of
 * its own); an API token's creator (their own role, not the token's) is read. A valid token for a user
 * deleted since it was issued is treated as no session at all.
 */
export async function getCurrentUser(ctx: ServiceContext, actor: Actor): Promise<CurrentUser> {
  if (actor.tokenId === null && actor.email !== undefined) {
    return { id: actor.userId, email: actor.email, organization_id: actor.organizationId, role: actor.role };
  }
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw unauthorized();
  return { id: user.id, email: user.email, organization_id: user.organization_id, role: user.role };
}
