import type { VerbArgs } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { findOrganization, type OrganizationRow, updateOrganizationName } from './repository';

/** Renames the caller's organisation; any other id (another organisation's, unknown) is not found. */
export async function updateOrganization({
  ctx,
  actor,
  input,
}: VerbArgs<{ id: string; name: string }>): Promise<OrganizationRow> {
  if (input.id.toLowerCase() !== actor.organizationId) throw notFound('Organization not found');
  return withTransaction(ctx, async (tx) => {
    if (!(await updateOrganizationName(tx, actor.organizationId, input.name.trim()))) {
      throw notFound('Organization not found');
    }
    const organization = await findOrganization(tx, actor.organizationId);
    if (!organization) throw notFound('Organization not found');
    return organization;
  });
}
