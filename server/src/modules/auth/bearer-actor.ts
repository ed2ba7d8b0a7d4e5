import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import type { WriteWatch } from '../../db/write-watch';
import type { Actor } from '../../lib/actor';
import { unauthorized } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { type AccessClaims, createAccessTokenVerifier } from '../../lib/jwt';
import { hashToken } from '../../lib/secure-token';
import type { ActorResolver } from '../../plugins/secured-scope';
import { createLastUsedRecorder, type LastUsedRecorder } from '../api-tokens/last-used';
import { findTokenActor } from '../api-tokens/repository';
import { lowerRole } from '../api-tokens/roles';
import { isWellFormedApiToken, looksLikeApiToken } from '../api-tokens/secret';
import { type ActorCache, createActorCache } from './actor-cache';
import { findSessionMember } from './repository';

/**
 * Two credentials: a JWT access token (a person's session) or an API token `sdk_…` (looked up by its
 * SHA-256; revoked, expired or orphaned → 401). A token acts for its organisation as its creator with the
 * weaker of the token's role ceiling and the creator's current role. The member and their role come from
 * the database, so a removed or demoted user, or a revoked session, loses access at once: with `changes`
 * (the write watch of ACTOR_TABLES) a lookup is remembered until anything writes to those tables
 * (actor-cache.ts), without it every request reads them.
 */
export function createActorResolver(options: {
  db: Db;
  jwtSecret: string;
  now?: () => number;
  changes?: WriteWatch;
}): ActorResolver {
  const recordUse = createLastUsedRecorder(options.db, options.now);
  const verify = createAccessTokenVerifier(options.jwtSecret);
  const cached: ActorCache = options.changes
    ? createActorCache(options.changes)
    : async (_key, load) => (await load())?.value ?? null;
  return (credential, log) =>
    credential && looksLikeApiToken(credential)
      ? tokenActor(options.db, credential, recordUse, log, cached)
      : sessionActor(options.db, verify, credential, cached);
}

async function sessionActor(
  db: Db,
  verify: (token: string) => AccessClaims | null,
  token: string | null,
  cached: ActorCache,
): Promise<Actor> {
  const claims = token ? verify(token) : null;
  if (!claims || !isUuid(claims.sub) || !isUuid(claims.sid)) throw unauthorized();
  const { sub, sid } = claims;
  const actor = await cached(`session:${sub}:${sid}`, async () => {
    const member = await findSessionMember(db, sub, sid);
    if (!member) return null;
    const value: Actor = {
      userId: member.id,
      organizationId: member.organization_id,
      role: member.role,
      sessionId: sid,
      tokenId: null,
      email: member.email,
    };
    return { value, expiresAt: member.session_expires_at };
  });
  if (!actor || actor.organizationId !== claims.org) throw unauthorized();
  return { ...actor };
}

async function tokenActor(
  db: Db,
  credential: string,
  recordUse: LastUsedRecorder,
  log: FastifyBaseLogger,
  cached: ActorCache,
): Promise<Actor> {
  const hash = isWellFormedApiToken(credential) ? hashToken(credential) : null;
  const row = hash
    ? await cached(`token:${hash}`, async () => {
        const found = await findTokenActor(db, hash);
        return found ? { value: found, expiresAt: found.expires_at } : null;
      })
    : null;
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
