import type { FastifyInstance } from 'fastify';
import type { Impact, IncidentStatus } from '../lib/enums';
import { hashPassword } from '../lib/password';
import type { Role } from '../lib/permissions';
import { createSecureToken } from '../lib/secure-token';
import { issueSession } from '../modules/auth/issue-session';
import { insertOneTimeToken } from '../modules/auth/repository';
import { insertIncident, insertIncidentUpdate } from '../modules/incidents/repository';
import { insertPage } from '../modules/pages/repository';
import { insertOrganization, insertUser, type UserRow } from '../modules/users/repository';
import { uniqueEmail } from './build-test-app';

export const FACTORY_PASSWORD = 'correct horse battery staple';

// One scrypt per test file: hashing at ASVS cost is deliberately slow.
let factoryHash: Promise<string> | null = null;
const passwordHash = () => {
  factoryHash ??= hashPassword(FACTORY_PASSWORD);
  return factoryHash;
};

/** A new organisation with one user in it (verified unless told otherwise), password FACTORY_PASSWORD. */
export async function createUser(
  app: FastifyInstance,
  options: { role?: Role; verified?: boolean; email?: string; organizationId?: string } = {},
): Promise<UserRow> {
  const organizationId =
    options.organizationId ??
    (await insertOrganization(app.db, `Org ${Math.random().toString(36).slice(2)}`)).id;
  return insertUser(app.db, {
    organizationId,
    email: options.email ?? uniqueEmail(),
    passwordHash: await passwordHash(),
    role: options.role ?? 'owner',
    verified: options.verified ?? true,
  });
}

/** An access token of a fresh session of `user` (the secured scope refuses tokens of revoked sessions). */
export async function accessTokenFor(app: FastifyInstance, user: UserRow): Promise<string> {
  return (await issueSession(app.db, app.config, user)).access_token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export async function createPage(app: FastifyInstance, organizationId: string, name = 'Status') {
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 10)}`;
  return insertPage(app.db, { organizationId, name, slug });
}

export async function createIncident(
  app: FastifyInstance,
  pageId: string,
  incident: { name: string; status: IncidentStatus; impact?: Impact; resolved?: boolean },
) {
  const row = await insertIncident(app.db, {
    pageId,
    name: incident.name,
    status: incident.status,
    impact: incident.impact ?? 'minor',
    resolvedAt: incident.resolved ? new Date() : null,
  });
  await insertIncidentUpdate(app.db, {
    incidentId: row.id,
    status: incident.status,
    body: `${incident.name}: update`,
  });
  return row;
}

/** A signed-in session for `user`, issued directly (no password hash), as POST /v1/login would. */
export async function createSession(app: FastifyInstance, user: UserRow) {
  const { access_token, refresh_token } = await issueSession(app.db, app.config, user);
  return { access_token, refresh_token };
}

/** A live password-reset token for `user`, as the reset mail would carry. */
export async function createResetToken(app: FastifyInstance, user: UserRow): Promise<string> {
  const { token, hash } = createSecureToken();
  await insertOneTimeToken(app.db, { userId: user.id, purpose: 'reset_password', hash, ttlSeconds: 3600 });
  return token;
}
