import type { Actor, VerbArgs } from '../../lib/actor';
import { forbidden, unauthorized } from '../../lib/errors';
import type { MailLanguage } from '../../lib/language';
import { hashPassword, verifyPassword } from '../../lib/password';
import { withTransaction } from '../../lib/transaction';
import { lockUser, useUpOneTimeTokens } from '../auth/repository';
import { invalidPassword } from './errors';
import { revokeOtherSessions } from './members-repository';
import { findUserById, updatePasswordHash } from './repository';

/** The signed-in person's session (refresh family); these routes are personOnly, so an API token never gets here. */
export function sessionOf(actor: Actor): string {
  if (!actor.sessionId) throw forbidden('This needs a signed-in person, not an API token');
  return actor.sessionId;
}

/**
 * Changes the signed-in user's password after checking the current one (401 invalid_password). Every other
 * session of the user ends; the one making the change stays. Outstanding reset links stop working.
 * The wrong-password message is in `language` (the request's Accept-Language): the console shows it as is.
 */
export async function changePassword({
  ctx,
  actor,
  input,
}: VerbArgs<{ current_password: string; new_password: string; language?: MailLanguage }>): Promise<{
  ok: true;
}> {
  const sessionId = sessionOf(actor);
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(input.current_password, user.password_hash)))
    throw invalidPassword(input.language);
  const passwordHash = await hashPassword(input.new_password);
  await withTransaction(ctx, async (tx) => {
    // Serialises with refresh and login (see lockUser); a change committed meanwhile means the current
    // password checked above is no longer current.
    const current = await lockUser(tx, user.id);
    if (current?.password_hash !== user.password_hash) throw invalidPassword(input.language);
    await updatePasswordHash(tx, user.id, passwordHash);
    await useUpOneTimeTokens(tx, user.id, 'reset_password');
    await revokeOtherSessions(tx, user.id, sessionId);
  });
  return { ok: true };
}

/** Ends every other session of the signed-in user; the current one stays. */
export async function signOutOthers({ ctx, actor }: VerbArgs): Promise<{ revoked: number }> {
  const sessionId = sessionOf(actor);
  return withTransaction(ctx, async (tx) => {
    await lockUser(tx, actor.userId);
    return { revoked: await revokeOtherSessions(tx, actor.userId, sessionId) };
  });
}
