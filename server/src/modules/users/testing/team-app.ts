// Shared set-up of the team suites (team-*.test.ts): one app per suite file and the calls and queries
// their tests read the team through.
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../lib/permissions';
import { buildTestApp } from '../../../testing/build-test-app';
import { accessTokenFor, bearer, createUser } from '../../../testing/factories';

/** The suite's app, built in beforeAll by useTeamApp (a live binding, so read it inside tests). */
export let app: FastifyInstance;

export function useTeamApp(): void {
  beforeAll(async () => {
    app = await buildTestApp({ publicUrl: 'https://status.example.test' });
  });

  afterAll(async () => {
    await app.close();
  });
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** An organisation on `plan` with an owner and headers for them. */
export async function organization(plan: 'free' | 'pro' = 'pro') {
  const owner = await createUser(app);
  await app.db.query('UPDATE organizations SET plan = $2 WHERE id = $1', [owner.organization_id, plan]);
  return { owner, orgId: owner.organization_id, headers: bearer(await accessTokenFor(app, owner)) };
}

export const roleOf = async (id: string) =>
  (await app.db.query<{ role: Role }>('SELECT role FROM users WHERE id = $1', [id]))[0]?.role;
export const userExists = async (id: string) =>
  (await app.db.query('SELECT 1 FROM users WHERE id = $1', [id])).length === 1;
export const invitationsOf = (orgId: string) =>
  app.db.query<{ id: string; email: string; role: Role; token_hash: string; expires_at: Date }>(
    'SELECT id, email, role, token_hash, expires_at FROM invitations WHERE organization_id = $1 ORDER BY created_at',
    [orgId],
  );
