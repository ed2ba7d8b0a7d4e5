import { publicPagePaths } from '@statusdeck/shared/public-site/paths';
import type { WebhookConfig } from '../../config';
import type { ServiceContext } from '../../lib/service-context';
import { withTransaction } from '../../lib/transaction';
import { enqueueMail } from '../mail/repository';
import { webhookDisabledMail } from '../mail/webhook-templates';
import { findPageById } from '../public-site/snapshot/repository';
import {
  type ClaimedDelivery,
  endWebhook,
  finishDelivery,
  recordAttempt,
  retryDeliveryIn,
} from './repository';
import { type PostOutcome, postWebhook } from './safe-post';
import { signatureHeader } from './signing';

export const USER_AGENT = 'Statusdeck-Webhooks/1.0 (+https://github.com/statusdeck)';

type DeliverDeps = ServiceContext;

/** One attempt of one claimed delivery: POST it signed, log the attempt, then settle what comes next. */
export async function deliverOnce(deps: DeliverDeps, delivery: ClaimedDelivery): Promise<PostOutcome> {
  const { config } = deps;
  const outcome = await postWebhook({
    url: delivery.endpoint,
    body: delivery.body,
    headers: {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'x-statusdeck-delivery': delivery.id,
      'x-statusdeck-event': delivery.event,
      'x-statusdeck-signature': signatureHeader(
        delivery.signing_secret,
        delivery.body,
        Math.floor(Date.now() / 1000),
      ),
    },
    timeoutMs: config.webhooks.timeoutMs,
    allowPrivate: config.webhooks.allowPrivate,
  });
  const code = outcome.statusCode;
  const ok = code !== null && code >= 200 && code < 300;
  const error = ok ? null : (outcome.error ?? `answered HTTP ${code}`);
  await recordAttempt(deps.db, {
    deliveryId: delivery.id,
    subscriberId: delivery.subscriber_id,
    event: delivery.event,
    attempt: delivery.attempts,
    statusCode: code,
    error,
    durationMs: outcome.durationMs,
  });
  if (ok) await finishDelivery(deps.db, delivery.id, 'delivered');
  else if (code === 410) await gone(deps, delivery);
  else await failed(deps, delivery);
  return outcome;
}

/** 410 Gone: the receiver asks to stop, so the subscriber is unsubscribed (no mail: it asked). */
async function gone(deps: DeliverDeps, delivery: ClaimedDelivery) {
  await withTransaction(deps, async (tx) => {
    await finishDelivery(tx, delivery.id, 'gone');
    await endWebhook(tx, delivery.subscriber_id, 'unsubscribed');
  });
}

/** Retried after the schedule's next wait; past its last, the webhook is disabled and its contact mailed. */
async function failed(deps: DeliverDeps, delivery: ClaimedDelivery) {
  const schedule = deps.config.webhooks.retryScheduleMs;
  const wait = schedule[delivery.attempts - 1];
  if (wait !== undefined) return retryDeliveryIn(deps.db, delivery.id, wait);
  await withTransaction(deps, async (tx) => {
    await finishDelivery(tx, delivery.id, 'failed');
    if (!(await endWebhook(tx, delivery.subscriber_id, 'disabled'))) return;
    const page = await findPageById(tx, delivery.page_id);
    if (!page) return;
    await enqueueMail(
      tx,
      webhookDisabledMail({
        to: delivery.email,
        language: delivery.language ?? page.default_language,
        pageName: page.name,
        endpoint: delivery.endpoint,
        retriedForMs: retriedFor(deps.config.webhooks),
        pageUrl: publicPagePaths({ slug: page.slug }, deps.config.publicUrl).page(),
      }),
    );
    tx.afterCommit(() => deps.mailEnqueued());
  });
}

const retriedFor = (config: WebhookConfig) => config.retryScheduleMs.reduce((sum, wait) => sum + wait, 0);
