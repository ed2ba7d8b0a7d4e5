import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../lib/permissions';
import { createSecureToken } from '../../../lib/secure-token';
import { accessTokenFor, bearer, createUser } from '../../../testing/factories';
import { insertInvitation } from '../invitations-repository';

/** A member of `organizationId` with a signed-in session's headers. */
export async function memberOf(app: FastifyInstance, organizationId: string, role: Role) {
  const user = await createUser(app, { role, organizationId });
  return { user, headers: bearer(await accessTokenFor(app, user)) };
}

/** An invitation stored directly (no mail), with the token its link would carry. */
export async function createInvitation(
  app: FastifyInstance,
  organizationId: string,
  options: { email: string; role?: Role; invitedBy?: string | null; ttlSeconds?: number },
) {
  const { token, hash } = createSecureToken();
  const { id } = await insertInvitation(app.db, {
    organizationId,
    email: options.email,
    role: options.role ?? 'editor',
    tokenHash: hash,
    invitedBy: options.invitedBy ?? null,
    ttlSeconds: options.ttlSeconds ?? 7 * 24 * 60 * 60,
  });
  return { id, token };
}

/** The token of the `/auth/invitation/<token>` link in a mail body (undoing quoted-printable soft breaks). */
export function invitationToken(body: string): string {
  const match = /\/auth\/invitation\/([A-Za-z0-9_-]{43})/.exec(body.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error('no invitation link in the mail');
  return match[1];
}

export async function expireInvitation(app: FastifyInstance, id: string): Promise<void> {
  await app.db.query("UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
}
