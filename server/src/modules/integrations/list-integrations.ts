import type { VerbArgs } from '../../lib/actor';
import { requirePageOfOrganization } from '../pages/require-page';
import { type Integration, presentIntegration } from './present-integration';
import { listIntegrationsOfPage } from './repository';

export async function listIntegrations({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string }>): Promise<{ integrations: Integration[] }> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  const rows = await listIntegrationsOfPage(ctx.db, page.id);
  return { integrations: rows.map(presentIntegration) };
}
