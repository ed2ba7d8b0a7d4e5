import type { FastifyInstance, InjectOptions } from 'fastify';
import type { PlanName } from '../../../lib/enums';
import type { Role } from '../../../lib/permissions';
import { accessTokenFor, bearer, createUser } from '../../../testing/factories';
import type { UserRow } from '../../users/repository';

/** For the pages tests: requests as one signed-in user. */
export function clientFor(app: FastifyInstance, user: UserRow) {
  let token: string | null = null;
  const send = async (options: InjectOptions) => {
    token ??= await accessTokenFor(app, user);
    return app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
  };
  return {
    user,
    send,
    get: (url: string) => send({ method: 'GET', url }),
    post: (url: string, payload: object) => send({ method: 'POST', url, payload }),
    patch: (url: string, payload: object) => send({ method: 'PATCH', url, payload }),
    delete: (url: string) => send({ method: 'DELETE', url }),
  };
}

/** A new organisation on `plan` with an owner, plus members of other roles when asked. */
export async function organizationOn(app: FastifyInstance, plan: PlanName = 'free') {
  const owner = await createUser(app);
  await app.db.query('UPDATE organizations SET plan = $2 WHERE id = $1', [owner.organization_id, plan]);
  const member = async (role: Role) =>
    clientFor(app, await createUser(app, { role, organizationId: owner.organization_id }));
  return { owner: clientFor(app, owner), member };
}
