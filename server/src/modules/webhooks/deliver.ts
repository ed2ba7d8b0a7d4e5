import { retryWindowMs } from '../../config';
import type { ServiceContext } from '../../lib/service-context';
import { withTransaction } from '../../lib/transaction';
import { disableIntegration } from '../integrations/disable-integration';
import { enqueueMail } from '../mail/repository';
import { webhookDisabledMail } from '../mail/webhook-templates';
import { addressOfPage } from '../pages/page-address';
import { findPageById } from '../public-site/snapshot/repository';
import {
  type ClaimedDelivery,
  endWebhook,
  finishDelivery,
  recordAttempt,
  retryDeliveryIn,
  targetOf,
} from './repository';
import { type PostOutcome, postWebhook } from './safe-post';
import { signatureHeader } from './signing';

export const USER_AGENT = 'Statusdeck-Webhooks/1.0 (+https://github.com/statusdeck)';

type DeliverDeps = ServiceContext;

/** A webhook subscriber's deliveries are signed; a chat service takes plain JSON. */
function headersOf(delivery: ClaimedDelivery): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-statusdeck-delivery': delivery.id,
    'x-statusdeck-event': delivery.event,
  };
  if (delivery.signing_secret === null) return headers;
  const now = Math.floor(Date.now() / 1000);
  return {
    ...headers,
    'x-statusdeck-signature': signatureHeader(delivery.signing_secret, delivery.body, now),
  };
}

/**
 * The answers that mean the address is gone for good, so retrying is pointless: 410 for a webhook receiver
 * (it asks to stop); 404 or 410 from a chat service (the incoming webhook was deleted there).
 */
function saysGone(delivery: ClaimedDelivery, code: number | null): boolean {
  if (delivery.integration_id !== null) return code === 404 || code === 410;
  return code === 410;
}

/** One attempt of one claimed delivery: POST it, log the attempt, then settle what comes next. */
export async function deliverOnce(deps: DeliverDeps, delivery: ClaimedDelivery): Promise<PostOutcome> {
  const { config } = deps;
  const outcome = await postWebhook({
    url: delivery.url,
    body: delivery.body,
    headers: headersOf(delivery),
    timeoutMs: config.webhooks.timeoutMs,
    allowPrivate: config.webhooks.allowPrivate,
  });
  const code = outcome.statusCode;
  const ok = code !== null && code >= 200 && code < 300;
  const error = ok ? null : (outcome.error ?? `answered HTTP ${code}`);
  await recordAttempt(deps.db, {
    deliveryId: delivery.id,
    target: targetOf(delivery),
    event: delivery.event,
    attempt: delivery.attempts,
    statusCode: code,
    error,
    durationMs: outcome.durationMs,
  });
  if (ok) await finishDelivery(deps.db, delivery.id, 'delivered');
  else if (saysGone(delivery, code)) await end(deps, delivery, 'gone');
  else await failed(deps, delivery);
  return outcome;
}

/** Retried after the schedule's next wait; past its last, the target is ended. */
async function failed(deps: DeliverDeps, delivery: ClaimedDelivery) {
  const wait = deps.config.webhooks.retryScheduleMs[delivery.attempts - 1];
  if (wait !== undefined) return retryDeliveryIn(deps.db, delivery.id, wait);
  return end(deps, delivery, 'failed');
}

/**
 * Ends the delivery and its target. A webhook answering 410 is unsubscribed (no mail: it asked); one out of
 * retries is disabled and its contact mailed. A chat integration is disabled either way and the page's
 * owners and admins are mailed.
 */
async function end(deps: DeliverDeps, delivery: ClaimedDelivery, how: 'gone' | 'failed') {
  await withTransaction(deps, async (tx) => {
    await finishDelivery(tx, delivery.id, how);
    if (delivery.subscriber_id === null) {
      await disableIntegration(tx, deps, delivery.integration_id, how);
      return;
    }
    if (how === 'gone') {
      await endWebhook(tx, delivery.subscriber_id, 'unsubscribed');
      return;
    }
    if (!(await endWebhook(tx, delivery.subscriber_id, 'disabled'))) return;
    const page = await findPageById(tx, delivery.page_id);
    if (!page) return;
    await enqueueMail(
      tx,
      webhookDisabledMail({
        to: delivery.email,
        language: delivery.language ?? page.default_language,
        pageName: page.name,
        endpoint: delivery.url,
        retriedForMs: retryWindowMs(deps.config.webhooks),
        pageUrl: addressOfPage(deps.config, page).url,
      }),
    );
    tx.afterCommit(() => deps.mailEnqueued());
  });
}
