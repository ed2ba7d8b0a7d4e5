import type { VerbArgs } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { findOrganization, type OrganizationRow } from './repository';

/** The caller's own organisation: a user belongs to exactly one. */
export async function getOrganization({ ctx, actor }: VerbArgs): Promise<OrganizationRow> {
  const organization = await findOrganization(ctx.db, actor.organizationId);
  if (!organization) throw notFound('Organization not found');
  return organization;
}
