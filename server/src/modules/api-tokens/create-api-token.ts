import type { VerbArgs } from '../../lib/actor';
import { forbidden, invalidField } from '../../lib/errors';
import type { Role } from '../../lib/permissions';
import { withTransaction } from '../../lib/transaction';
import { enforcePlanLimit } from '../plans/enforce-limit';
import { confirmActingMember } from '../users/acting-member';
import { type ApiTokenRow, countLiveApiTokens, insertApiToken } from './repository';
import { roleAtMost } from './roles';
import { createApiTokenSecret } from './secret';

export type CreateApiTokenInput = { name: string; role: Role; expires_at?: string | null };

const expiryInThePast = () => invalidField('expires_at', 'not_in_future', 'expires_at must be in the future');

const unreadableExpiry = () =>
  invalidField('expires_at', 'invalid_format', 'expires_at must be a date and time');

/**
 * Creates a token whose role is at most the creator's own (403 otherwise) and returns its secret, the only
 * time it exists outside the client: only its SHA-256 is stored. The plan limit's organisation lock makes
 * two concurrent creates at the limit end with exactly one token.
 */
export async function createApiToken({
  ctx,
  actor,
  input,
}: VerbArgs<CreateApiTokenInput>): Promise<ApiTokenRow & { token: string }> {
  if (!roleAtMost(input.role, actor.role)) {
    throw forbidden(`A token's role cannot exceed your own role (${actor.role})`);
  }
  const expiresAt = input.expires_at ?? null;
  if (expiresAt !== null) {
    // The schema's date-time format allows forms Date cannot read (a leap second, 23:59:60): the database
    // would take them, so an unreadable one is refused rather than treated as "not in the past".
    const at = Date.parse(expiresAt);
    if (Number.isNaN(at)) throw unreadableExpiry();
    if (at <= Date.now()) throw expiryInThePast();
  }
  const secret = createApiTokenSecret();
  const row = await withTransaction(ctx, async (tx) => {
    await enforcePlanLimit(tx, actor.organizationId, 'api_tokens', () =>
      countLiveApiTokens(tx, actor.organizationId),
    );
    await confirmActingMember(tx, actor);
    return insertApiToken(tx, {
      organizationId: actor.organizationId,
      createdBy: actor.userId,
      name: input.name.trim(),
      role: input.role,
      hash: secret.hash,
      prefix: secret.prefix,
      expiresAt,
    });
  });
  return { ...row, token: secret.token };
}
