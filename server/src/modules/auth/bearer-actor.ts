import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import type { Actor } from '../../lib/actor';
import { unauthorized } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { verifyAccessToken } from '../../lib/jwt';
import { hashToken } from '../../lib/secure-token';
import type { ActorResolver } from '../../plugins/secured-scope';
import { createLastUsedRecorder, type LastUsedRecorder } from '../api-tokens/last-used';
import { findTokenActor } from '../api-tokens/repository';
import { lowerRole } from '../api-tokens/roles';
import { isWellFormedApiToken, looksLikeApiToken } from '../api-tokens/secret';
import { findSessionMember } from './repository';

/**
 * Two credentials: a JWT access token (a person's session) or an API token `sdk_…` (looked up by its
 * SHA-256; revoked, expired or orphaned → 401). A token acts for its organisation as its creator with the
 * weaker of the token's role ceiling and the creator's current role. The member and their role are read
 * from the database on every request, so a removed or demoted user, or a revoked session, loses access
 * at once.
 */
export function createActorResolver(options: {
  db: Db;
  jwtSecret: string;
  now?: () => number;
}): ActorResolver {
  const recordUse = createLastUsedRecorder(options.db, options.now);
  return (credential, log) =>
    credential && looksLikeApiToken(credential)
      ? tokenActor(options.db, credential, recordUse, log)
      : sessionActor(options, credential);
}

async function sessionActor(options: { db: Db; jwtSecret: string }, token: string | null): Promise<Actor> {
  const claims = token ? verifyAccessToken(token, options.jwtSecret) : null;
  if (!claims || !isUuid(claims.sub) || !isUuid(claims.sid)) throw unauthorized();
  const member = await findSessionMember(options.db, claims.sub, claims.sid);
  if (!member || member.organization_id !== claims.org) throw unauthorized();
  return {
    userId: member.id,
    organizationId: member.organization_id,
    role: member.role,
    sessionId: claims.sid,
    tokenId: null,
  };
}

async function tokenActor(
  db: Db,
  credential: string,
  recordUse: LastUsedRecorder,
  log: FastifyBaseLogger,
): Promise<Actor> {
  const row = isWellFormedApiToken(credential) ? await findTokenActor(db, hashToken(credential)) : null;
  if (!row) throw unauthorized('The API token is invalid, revoked or expired');
  try {
    await recordUse(row.token_id, row.last_used_at);
  } catch (error) {
    log.warn({ err: error }, 'could not record the API token use');
  }
  return {
    userId: row.user_id,
    organizationId: row.organization_id,
    role: lowerRole(row.token_role, row.user_role),
    sessionId: null,
    tokenId: row.token_id,
  };
}
