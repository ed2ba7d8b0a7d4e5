import { unauthorized } from '../../lib/errors';
import type { Role } from '../../lib/permissions';
import type { ServiceContext } from '../../lib/service-context';
import { findUserById } from './repository';

export type CurrentUser = { id: string; email: string; organization_id: string; role: Role };

/** A valid token for a user deleted since it was issued is treated as no session at all. */
export async function getCurrentUser(ctx: ServiceContext, userId: string): Promise<CurrentUser> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  return { id: user.id, email: user.email, organization_id: user.organization_id, role: user.role };
}
