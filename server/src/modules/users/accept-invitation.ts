import { isUniqueViolation, type Queryable } from '../../db/db';
import type { AnonymousVerbArgs } from '../../lib/actor';
import { invalidToken } from '../../lib/errors';
import { hashPassword, PASSWORD_MIN_LENGTH, verifyPassword } from '../../lib/password';
import { hashToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { withTransaction } from '../../lib/transaction';
import { duplicateEmail, invalidCredentials } from '../auth/errors';
import { issueSession } from '../auth/issue-session';
import type { LoginResult } from '../auth/login';
import { lockUser, revokeAllRefreshTokens } from '../auth/repository';
import { alreadyInOrganization, alreadyMember, passwordTooShort } from './errors';
import { consumeInvitation, findLiveInvitationByToken, type LiveInvitation } from './invitations-repository';
import {
  deleteOrganization,
  findUserByEmail,
  findUserById,
  insertUser,
  isEmptyOrganization,
  lockOrganizations,
  markEmailVerified,
  moveUserToOrganization,
  type UserRow,
} from './repository';

type Input = { token: string; password: string };

/**
 * Joins the inviting organisation through an invitation link, with the invited role; the mail proved the
 * address, so it counts as verified. A new address gets an account with the password given; an existing
 * account signs in with its password and moves over if its own organisation is empty (only them, no status
 * pages, free plan, no billing history: that organisation is deleted), otherwise 409 already_in_organization (one organisation
 * per user). The link is used up in the same transaction. Answers like POST /v1/login.
 */
export async function acceptInvitation({ ctx, input }: AnonymousVerbArgs<Input>): Promise<LoginResult> {
  const tokenHash = hashToken(input.token);
  // Junk tokens cost no password hash (the token is the secret); single use is decided by the consume below.
  const invitation = await findLiveInvitationByToken(ctx.db, tokenHash);
  if (!invitation) throw invalidToken();
  const existing = await findUserByEmail(ctx.db, invitation.email);
  return existing
    ? joinWithAccount(ctx, invitation, tokenHash, existing, input.password)
    : joinAsNewUser(ctx, invitation, tokenHash, input.password);
}

async function joinAsNewUser(
  ctx: ServiceContext,
  invitation: LiveInvitation,
  tokenHash: string,
  password: string,
): Promise<LoginResult> {
  if (password.length < PASSWORD_MIN_LENGTH) throw passwordTooShort(PASSWORD_MIN_LENGTH);
  const passwordHash = await hashPassword(password);
  try {
    return await withTransaction(ctx, async (tx) => {
      await lockInvolvedOrganizations(tx, [invitation.organization_id]);
      const consumed = await consumeInvitation(tx, tokenHash);
      if (!consumed) throw invalidToken();
      const user = await insertUser(tx, {
        organizationId: consumed.organization_id,
        email: consumed.email,
        passwordHash,
        role: consumed.role,
        verified: true,
        invited: true,
      });
      return signIn(tx, ctx, user);
    });
  } catch (error) {
    // Someone registered this address between the lookup and the insert.
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

async function joinWithAccount(
  ctx: ServiceContext,
  invitation: LiveInvitation,
  tokenHash: string,
  account: UserRow,
  password: string,
): Promise<LoginResult> {
  if (!(await verifyPassword(password, account.password_hash))) throw invalidCredentials();
  if (account.organization_id === invitation.organization_id) throw alreadyMember();
  return withTransaction(ctx, async (tx) => {
    await lockInvolvedOrganizations(tx, [invitation.organization_id, account.organization_id]);
    const consumed = await consumeInvitation(tx, tokenHash);
    if (!consumed) throw invalidToken();
    // The password checked above must still be the account's, and the account still where it was.
    const current = await lockUser(tx, account.id);
    const user = await findUserById(tx, account.id);
    if (!user || current?.password_hash !== account.password_hash) throw invalidCredentials();
    if (user.organization_id === consumed.organization_id) throw alreadyMember();
    if (
      user.organization_id !== account.organization_id ||
      !(await isEmptyOrganization(tx, user.organization_id, user.id))
    ) {
      throw alreadyInOrganization();
    }
    await moveUserToOrganization(tx, user.id, consumed.organization_id, consumed.role);
    await markEmailVerified(tx, user.id);
    // Sessions of the old organisation end; the one issued below is the account's only session.
    await revokeAllRefreshTokens(tx, user.id);
    await deleteOrganization(tx, account.organization_id);
    const moved = await findUserById(tx, user.id);
    if (!moved) throw invalidToken();
    return signIn(tx, ctx, moved);
  });
}

/** An organisation gone since the invitation was read makes the link invalid. */
async function lockInvolvedOrganizations(tx: Queryable, ids: string[]): Promise<void> {
  if ((await lockOrganizations(tx, ids)) < new Set(ids).size) throw invalidToken();
}

async function signIn(tx: Queryable, ctx: ServiceContext, user: UserRow): Promise<LoginResult> {
  const tokens = await issueSession(tx, ctx.config, user);
  return {
    user: { id: user.id, email: user.email, organization_id: user.organization_id, role: user.role },
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
  };
}
