import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/db';
import type { Actor } from '../lib/actor';
import { forbidden, unauthorized } from '../lib/errors';
import { bearerSecurity } from '../lib/http-schemas';
import { isUuid } from '../lib/ids';
import { verifyAccessToken } from '../lib/jwt';
import { can, PERMISSIONS, type Permission } from '../lib/permissions';
import { bearerToken } from '../lib/secure-token';
import { findSessionMember } from '../modules/auth/repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route of the secured scope names the permission it needs (lib/permissions.ts). */
    permission?: Permission;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** The secured routes with their permissions, for the route-table tests. */
    securedRoutes: SecuredRoute[];
  }
}

export type SecuredRoute = { method: string; url: string; permission: Permission };

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
 * permission and a response schema (start-up fails otherwise); on every request the token is verified,
 * the member and their role are read from the database (so a removed or demoted user, or a revoked session,
 * loses access at once), and the route's permission is checked (403 forbidden).
 */
export function secureScope(scope: FastifyInstance, options: { db: Db; jwtSecret: string }): void {
  scope.decorateRequest('actor', null);
  scope.addHook('onRoute', (route) => {
    const permission = checkDeclaration(route);
    route.schema = { ...route.schema, security: bearerSecurity };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') scope.securedRoutes.push({ method, url: route.url, permission });
    }
  });
  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? verifyAccessToken(token, options.jwtSecret) : null;
    if (!claims || !isUuid(claims.sub) || !isUuid(claims.sid)) throw unauthorized();
    const member = await findSessionMember(options.db, claims.sub, claims.sid);
    if (!member || member.organization_id !== claims.org) throw unauthorized();
    request.actor = {
      userId: member.id,
      organizationId: member.organization_id,
      role: member.role,
      sessionId: claims.sid,
    };
    const permission = request.routeOptions.config.permission;
    if (!permission || !can(member.role, permission)) throw forbidden();
  });
}

/** For handlers of the secured scope: the hook has always set the actor there. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
