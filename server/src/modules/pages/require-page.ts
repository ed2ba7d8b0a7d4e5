import type { Queryable } from '../../db/db';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { findPageOfOrganization, type PageRow } from './repository';

/** What every route under /v1/pages/{pageId} answers for a page the organisation does not have. */
export const pageNotFound = () => notFound('Status page not found');

/**
 * The tenant check every route under /v1/pages/{pageId} starts with: another organisation's page, an unknown
 * id or a malformed one are all "not found", so ids of others reveal nothing. `forUpdate` locks the page row,
 * which serialises creates that count against a per-page plan limit.
 */
export async function requirePageOfOrganization(
  db: Queryable,
  actor: Actor,
  pageId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PageRow> {
  const page = isUuid(pageId)
    ? await findPageOfOrganization(db, actor.organizationId, pageId, options.forUpdate ?? false)
    : null;
  if (!page) throw pageNotFound();
  return page;
}
