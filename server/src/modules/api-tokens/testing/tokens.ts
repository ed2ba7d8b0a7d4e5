import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../lib/permissions';
import type { UserRow } from '../../users/repository';
import { insertApiToken } from '../repository';
import { createApiTokenSecret } from '../secret';

/** For tests: an API token made by `user` (stored as POST /v1/api-tokens stores it), with its secret. */
export async function createApiTokenFor(
  app: FastifyInstance,
  user: UserRow,
  options: { role?: Role; name?: string; expiresAt?: string | null } = {},
): Promise<{ id: string; token: string }> {
  const secret = createApiTokenSecret();
  const row = await insertApiToken(app.db, {
    organizationId: user.organization_id,
    createdBy: user.id,
    name: options.name ?? 'Test token',
    role: options.role ?? user.role,
    hash: secret.hash,
    prefix: secret.prefix,
    expiresAt: options.expiresAt ?? null,
  });
  return { id: row.id, token: secret.token };
}
