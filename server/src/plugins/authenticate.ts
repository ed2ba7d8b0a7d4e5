import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors';
import { type Role, verifyAccessToken } from '../lib/jwt';
import { bearerToken } from '../lib/secure-token';

export type Principal = { userId: string; organizationId: string; role: Role };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** An onRequest hook: a valid access token sets request.principal, anything else answers 401 unauthorized. */
export function createAuthenticate(jwtSecret: string): Authenticate {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? verifyAccessToken(token, jwtSecret) : null;
    if (!claims) throw unauthorized();
    request.principal = { userId: claims.sub, organizationId: claims.org, role: claims.role };
  };
}

/** For handlers behind `authenticate`: the principal is always set there. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
