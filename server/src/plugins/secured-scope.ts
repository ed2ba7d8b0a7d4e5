import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/db';
import type { Actor } from '../lib/actor';
import { fail, forbidden, unauthorized } from '../lib/errors';
import { bearerSecurity, declareErrorAnswers, errorSchema } from '../lib/http-schemas';
import { isUuid } from '../lib/ids';
import { verifyAccessToken } from '../lib/jwt';
import { can, PERMISSIONS, type Permission } from '../lib/permissions';
import { bearerToken, hashToken } from '../lib/secure-token';
import { createLastUsedRecorder, type LastUsedRecorder } from '../modules/api-tokens/last-used';
import { findTokenActor } from '../modules/api-tokens/repository';
import { lowerRole } from '../modules/api-tokens/roles';
import { isWellFormedApiToken, looksLikeApiToken } from '../modules/api-tokens/secret';
import { findSessionMember } from '../modules/auth/repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route of the secured scope names the permission it needs (lib/permissions.ts). */
    permission?: Permission;
    /**
     * Account routes that need a person, not an API token (change password, sign out others, tokens,
     * billing): a token is refused with 403 person_required.
     */
    personOnly?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** The secured routes with their permissions, for the route-table tests. */
    securedRoutes: SecuredRoute[];
  }
}

export type SecuredRoute = { method: string; url: string; permission: Permission; personOnly: boolean };

export const personRequired = () => fail('person_required');

function checkDeclaration(route: RouteOptions): Permission {
  const where = `${String(route.method)} ${route.url}`;
  const permission = route.config?.permission;
  if (!permission || !PERMISSIONS.includes(permission)) {
    throw new Error(`secured route ${where} declares no permission (config.permission)`);
  }
  if (!route.schema?.response) throw new Error(`secured route ${where} declares no response schema`);
  return permission;
}

/**
 * Turns `scope` into the one place bearer routes live: at registration every route must declare a
 * permission and a response schema (start-up fails otherwise); on every request the credential is checked,
 * the member and their role are read from the database (so a removed or demoted user, or a revoked session,
 * loses access at once), and the route's permission is checked (403 forbidden).
 *
 * Two credentials: a JWT access token (a person's session) or an API token `sdk_…` (looked up by its
 * SHA-256; revoked, expired or orphaned → 401). A token acts for its organisation as its creator with the
 * weaker of the token's role ceiling and the creator's current role, and never on `personOnly` routes.
 */
export function secureScope(
  scope: FastifyInstance,
  options: { db: Db; jwtSecret: string; now?: () => number },
): void {
  const recordUse = createLastUsedRecorder(options.db, options.now);
  scope.decorateRequest('actor', null);
  // The error answers declared below refer to it; an app built without the API's schemas gets it here.
  if (!scope.getSchema(errorSchema.$id)) scope.addSchema(errorSchema);
  scope.addHook('onRoute', (route) => {
    const permission = checkDeclaration(route);
    const personOnly = route.config?.personOnly === true;
    route.schema = { ...route.schema, security: bearerSecurity };
    // What this hook itself answers: 401 to anyone, 403 to a role below the permission or to an API token.
    declareErrorAnswers(route, personOnly || !can('viewer', permission) ? [401, 403] : [401]);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') scope.securedRoutes.push({ method, url: route.url, permission, personOnly });
    }
  });
  scope.addHook('onRequest', async (request) => {
    const credential = bearerToken(request.headers.authorization);
    const actor =
      credential && looksLikeApiToken(credential)
        ? await tokenActor(options.db, credential, recordUse, request)
        : await sessionActor(options, credential);
    request.actor = actor;
    const config = request.routeOptions.config;
    if (actor.tokenId !== null && config.personOnly) throw personRequired();
    if (!config.permission || !can(actor.role, config.permission)) throw forbidden();
  });
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
  request: FastifyRequest,
): Promise<Actor> {
  const row = isWellFormedApiToken(credential) ? await findTokenActor(db, hashToken(credential)) : null;
  if (!row) throw unauthorized('The API token is invalid, revoked or expired');
  try {
    await recordUse(row.token_id, row.last_used_at);
  } catch (error) {
    request.log.warn({ err: error }, 'could not record the API token use');
  }
  return {
    userId: row.user_id,
    organizationId: row.organization_id,
    role: lowerRole(row.token_role, row.user_role),
    sessionId: null,
    tokenId: row.token_id,
  };
}

/** For handlers of the secured scope: the hook has always set the actor there. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
