import type { Queryable } from '../../db/db';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { requirePageOfOrganization } from '../pages/require-page';
import { findSubscriberOfPage, type SubscriberRow } from '../subscribers/repository';

/** The webhook subscriber `id` of the actor's page `pageId`; 404 for anything else (e-mail ones too). */
export async function requireWebhookOfPage(
  db: Queryable,
  actor: Actor,
  pageId: string,
  id: string,
): Promise<SubscriberRow> {
  const page = await requirePageOfOrganization(db, actor, pageId);
  const subscriber = isUuid(id) ? await findSubscriberOfPage(db, page.id, id) : null;
  if (subscriber?.type !== 'webhook') throw notFound('Webhook subscriber not found');
  return subscriber;
}
