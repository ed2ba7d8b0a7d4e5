import type { AnonymousVerbArgs } from '../../lib/actor';
import { burnPasswordHash, verifyPassword } from '../../lib/password';
import type { Role } from '../../lib/permissions';
import { findUserByEmail } from '../users/repository';
import { emailNotVerified, invalidCredentials } from './errors';
import { issueSession, type SessionTokens } from './issue-session';
import { lockUser } from './repository';

export type LoginResult = SessionTokens & {
  user: { id: string; email: string; organization_id: string; role: Role };
};

export async function login({
  ctx,
  input,
}: AnonymousVerbArgs<{ email: string; password: string }>): Promise<LoginResult> {
  const user = await findUserByEmail(ctx.db, input.email);
  // An unknown e-mail still costs one hash, so response time does not reveal which accounts exist.
  const passwordOk = user
    ? await verifyPassword(input.password, user.password_hash)
    : await burnPasswordHash(input.password);
  if (!user || !passwordOk) throw invalidCredentials();
  if (!user.email_verified_at) throw emailNotVerified();
  const tokens = await ctx.db.transaction(async (tx) => {
    // A password reset committed while the old password was being checked must not let this login
    // through: the user lock orders it against the reset (see lockUser), and the hash must be unchanged.
    const current = await lockUser(tx, user.id);
    if (current?.password_hash !== user.password_hash) throw invalidCredentials();
    return issueSession(tx, ctx.config, user);
  });
  return {
    user: { id: user.id, email: user.email, organization_id: user.organization_id, role: user.role },
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
  };
}
