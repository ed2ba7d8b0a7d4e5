import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Actor } from '../lib/actor';
import { fail, forbidden, unauthorized } from '../lib/errors';
import { bearerSecurity, declareErrorAnswers, errorSchema } from '../lib/http-schemas';
import { can, PERMISSIONS, type Permission } from '../lib/permissions';
import { bearerToken } from '../lib/secure-token';

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

/** Who a bearer credential (null when absent) acts as; throws 401 when it does not authenticate. */
export type ActorResolver = (credential: string | null, log: FastifyBaseLogger) => Promise<Actor>;

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
 * permission and a response schema (start-up fails otherwise); on every request `resolveActor` turns the
 * bearer credential into an actor (the app passes in how, so this plugin knows no module's repository),
 * and the route's permission is checked (403 forbidden). An API token never acts on `personOnly` routes.
 */
export function secureScope(scope: FastifyInstance, options: { resolveActor: ActorResolver }): void {
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
    const actor = await options.resolveActor(credential, request.log);
    request.actor = actor;
    const config = request.routeOptions.config;
    if (actor.tokenId !== null && config.personOnly) throw personRequired();
    if (!config.permission || !can(actor.role, config.permission)) throw forbidden();
  });
}

/** For handlers of the secured scope: the hook has always set the actor there. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
