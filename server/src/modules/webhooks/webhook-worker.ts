import type { ServiceContext } from '../../lib/service-context';
import { deliverOnce } from './deliver';
import { claimDueDelivery } from './repository';

export type WebhookWorker = {
  start(): void;
  /** Resolves once the delivery in flight (if any) is finished. */
  stop(): Promise<void>;
  /** Called after a delivery is queued so it goes out now rather than at the next poll. */
  wake(): void;
  /** Delivers due events until none is left or the worker is stopped; returns how many were attempted. */
  drain(): Promise<number>;
};

/** Longer than any attempt (WEBHOOK_TIMEOUT_SECONDS is at most 60), so no two workers send one at once. */
const LEASE_MS = 120_000;

/**
 * The mail outbox's sibling for webhooks: claims due deliveries (webhook_outbox) one at a time per lane and
 * POSTs them (deliver.ts). A worker that dies mid-request leaves the delivery to be retried after its lease,
 * with the same delivery id, so receivers can drop a repeat.
 */
export function createWebhookWorker(ctx: ServiceContext, concurrency = 4): WebhookWorker {
  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();
  let wakeAgain = false;

  async function lane(): Promise<number> {
    let count = 0;
    while (!stopped) {
      const delivery = await claimDueDelivery(ctx.db, LEASE_MS);
      if (!delivery) break;
      await deliverOnce(ctx, delivery);
      count += 1;
    }
    return count;
  }

  async function drain(): Promise<number> {
    const results = await Promise.allSettled(Array.from({ length: concurrency }, lane));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return results.reduce((sum, result) => sum + (result.status === 'fulfilled' ? result.value : 0), 0);
  }

  function schedule(delayMs: number) {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick() {
    timer = null;
    wakeAgain = false;
    current = drain()
      .catch((error: unknown) => ctx.log.error({ err: error }, 'webhook worker failed; will retry'))
      .finally(() => schedule(wakeAgain ? 0 : ctx.config.webhooks.pollIntervalMs));
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopped = false;
      schedule(0);
    },
    async stop() {
      running = false;
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
    wake() {
      if (!running) return;
      if (timer) schedule(0);
      else wakeAgain = true;
    },
    drain,
  };
}
