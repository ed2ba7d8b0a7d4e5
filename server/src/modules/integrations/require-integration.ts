import type { Queryable } from '../../db/db';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { requirePageOfOrganization } from '../pages/require-page';
import { findIntegrationOfPage, type ListedIntegration } from './repository';

/** The integration `id` of the actor's page `pageId`; 404 for anything else (another organisation's too). */
export async function requireIntegrationOfPage(
  db: Queryable,
  actor: Actor,
  pageId: string,
  id: string,
): Promise<ListedIntegration> {
  const page = await requirePageOfOrganization(db, actor, pageId);
  const integration = isUuid(id) ? await findIntegrationOfPage(db, page.id, id) : null;
  if (!integration) throw notFound('Integration not found');
  return integration;
}
