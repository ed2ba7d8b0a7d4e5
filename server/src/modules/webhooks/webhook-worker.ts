import { createPollingWorker, type PollingWorker } from '../../lib/polling-worker';
import type { ServiceContext } from '../../lib/service-context';
import { deliverOnce } from './deliver';
import { claimDueDelivery } from './repository';

export type WebhookWorker = Omit<PollingWorker, 'stopping'>;

/** Longer than any attempt (WEBHOOK_TIMEOUT_SECONDS is at most 60), so no two workers send one at once. */
const LEASE_MS = 120_000;

/**
 * The mail outbox's sibling for webhooks: claims due deliveries (webhook_outbox: webhook subscribers' signed
 * events and chat integrations' messages alike) one at a time per lane and POSTs them (deliver.ts). A worker that dies mid-request leaves the delivery to be retried after its lease,
 * with the same delivery id, so receivers can drop a repeat.
 */
export function createWebhookWorker(ctx: ServiceContext, concurrency = 4): WebhookWorker {
  return createPollingWorker({
    async takeOne() {
      const delivery = await claimDueDelivery(ctx.db, LEASE_MS);
      if (!delivery) return false;
      await deliverOnce(ctx, delivery);
      return true;
    },
    concurrency,
    pollIntervalMs: () => ctx.config.webhooks.pollIntervalMs,
    onDrainFailed: (error) => ctx.log.error({ err: error }, 'webhook worker failed; will retry'),
  });
}
