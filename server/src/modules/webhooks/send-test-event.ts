import type { VerbArgs } from '../../lib/actor';
import { fail, notFound } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { enqueueTestEvent } from './enqueue-events';
import { requireWebhookOfPage } from './require-webhook';

/** Queues `{"meta":…,"page":…,"test":true}` for a confirmed webhook, delivered and logged like any event. */
export async function sendTestEvent({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string; id: string }>): Promise<{ delivery_id: string }> {
  return withTransaction(ctx, async (tx) => {
    const webhook = await requireWebhookOfPage(tx, actor, input.pageId, input.id);
    if (webhook.state !== 'confirmed') throw fail('webhook_not_active');
    const id = await enqueueTestEvent(tx, ctx, webhook.page_id, webhook.id);
    if (!id) throw notFound('Page not found');
    return { delivery_id: id };
  });
}
