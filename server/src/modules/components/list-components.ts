import { readOfOrganization } from '../../db/organization-reads';
import type { VerbArgs } from '../../lib/actor';
import { isUuid } from '../../lib/ids';
import { pageNotFound } from '../pages/require-page';
import { type ComponentRow, listComponentsOfOrganizationPage } from './repository';

/**
 * The page's components, if the page is the organisation's (404 as requirePageOfOrganization answers);
 * remembered while current (db/organization-reads.ts).
 */
export async function listComponents({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string; showDeleted: boolean }>): Promise<ComponentRow[]> {
  const rows = isUuid(input.pageId)
    ? await readOfOrganization(
        ctx.reads,
        actor.organizationId,
        `components ${input.pageId.toLowerCase()} ${input.showDeleted}`,
        () => listComponentsOfOrganizationPage(ctx.db, actor.organizationId, input.pageId, input.showDeleted),
      )
    : null;
  if (!rows) throw pageNotFound();
  return rows;
}
