import type { VerbArgs } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { requirePageOfOrganization } from '../pages/require-page';
import { enqueueChatTest } from './enqueue-chat';
import { requireIntegrationOfPage } from './require-integration';

/** Queues a test message for an active integration, delivered, retried and logged like any event. */
export async function sendTestMessage({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string; id: string }>): Promise<{ delivery_id: string }> {
  return withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId);
    const integration = await requireIntegrationOfPage(tx, actor, page.id, input.id);
    if (integration.disabled_at) throw fail('integration_not_active');
    const id = await enqueueChatTest(tx, ctx, page, integration);
    if (!id) throw new Error('no test delivery was queued');
    return { delivery_id: id };
  });
}
