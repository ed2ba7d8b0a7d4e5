import type { VerbArgs } from '../../lib/actor';
import { type DeliveryLog, type DeliveryLogQuery, deliveryLogPage } from '../webhooks/list-deliveries';
import { requireIntegrationOfPage } from './require-integration';

/** The integration's delivery log: the same attempts and cursor as a webhook subscriber's. */
export async function listIntegrationDeliveries({
  ctx,
  actor,
  input,
}: VerbArgs<DeliveryLogQuery & { pageId: string; id: string }>): Promise<DeliveryLog> {
  const integration = await requireIntegrationOfPage(ctx.db, actor, input.pageId, input.id);
  return deliveryLogPage(ctx.db, { integrationId: integration.id }, input);
}
