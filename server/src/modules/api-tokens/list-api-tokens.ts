import type { VerbArgs } from '../../lib/actor';
import { type ApiTokenRow, listApiTokensOfOrganization } from './repository';

export async function listApiTokens({ ctx, actor }: VerbArgs): Promise<{ tokens: ApiTokenRow[] }> {
  return { tokens: await listApiTokensOfOrganization(ctx.db, actor.organizationId) };
}
