import type { VerbArgs } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { enforcePlanLimit } from '../plans/enforce-limit';
import { countActiveSubscribers, findSubscriberOfPage, type SubscriberRow } from '../subscribers/repository';
import { enableDisabledWebhook } from './repository';
import { requireWebhookOfPage } from './require-webhook';

/**
 * Enables a webhook that was disabled when its retries ran out: it is confirmed again and hears of every
 * change from now on (what it missed is not sent again). Only a disabled one: a pending webhook is its
 * contact's to confirm and an unsubscribed one asked to stop. A confirmed webhook takes one of the plan's
 * places again, so the plan's limit is checked like adding one.
 */
export async function enableWebhook({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string; id: string }>): Promise<SubscriberRow> {
  return withTransaction(ctx, async (tx) => {
    const webhook = await requireWebhookOfPage(tx, actor, input.pageId, input.id);
    if (webhook.state !== 'disabled') throw fail('webhook_not_disabled');
    await enforcePlanLimit(tx, actor.organizationId, 'subscribers_per_page', () =>
      countActiveSubscribers(tx, webhook.page_id),
    );
    // Another editor may have enabled it (or it was deleted) since it was read above.
    if (!(await enableDisabledWebhook(tx, webhook.id))) throw fail('webhook_not_disabled');
    const enabled = await findSubscriberOfPage(tx, webhook.page_id, webhook.id);
    if (!enabled) throw fail('webhook_not_disabled');
    return enabled;
  });
}
