import { randomUUID } from 'node:crypto';
import type { VerbArgs } from '../../lib/actor';
import type { SubscriberType } from '../../lib/enums';
import { fail, invalidField } from '../../lib/errors';
import { createSecureToken } from '../../lib/secure-token';
import { withTransaction } from '../../lib/transaction';
import { checkComponentIds } from '../components/component-filter';
import { enqueueMail } from '../mail/repository';
import { subscriptionConfirmationMail } from '../mail/subscriber-templates';
import { addressOfPage } from '../pages/page-address';
import { requirePageOfOrganization } from '../pages/require-page';
import { enforcePlanLimit } from '../plans/enforce-limit';
import {
  CONFIRM_TTL_SECONDS,
  confirmLink,
  subscriberLinks,
  unsubscribeTokenHash,
} from '../public-site/subscriptions/subscription-links';
import { checkEndpoint } from '../webhooks/endpoint';
import { createSigningSecret } from '../webhooks/signing';
import { enforcePendingLimit } from './public-subscribe';
import { countActiveSubscribers, insertSubscriber, type SubscriberRow } from './repository';

export type CreateSubscriberInput = {
  pageId: string;
  type?: SubscriberType;
  email: string;
  endpoint?: string;
  component_ids?: string[] | null;
  skip_confirmation?: boolean;
};

const duplicateSubscriber = (webhook: boolean) =>
  webhook
    ? fail('duplicate_subscriber', 'This endpoint is already a subscriber of the page', [
        { field: 'endpoint', code: 'duplicate', message: 'already subscribed' },
      ])
    : fail('duplicate_subscriber', undefined, [
        { field: 'email', code: 'duplicate', message: 'already subscribed' },
      ]);

export type CreatedSubscriber = SubscriberRow & { signing_secret?: string };

/** The endpoint and a new signing secret of a webhook; null for an e-mail subscriber. */
function webhookOf(ctx: VerbArgs<unknown>['ctx'], input: CreateSubscriberInput) {
  if (input.type !== 'webhook') {
    if (input.endpoint !== undefined) {
      throw invalidField('endpoint', 'not_allowed', 'Only a webhook subscriber has an endpoint');
    }
    return null;
  }
  if (input.endpoint === undefined) throw invalidField('endpoint', 'required', 'A webhook needs an endpoint');
  return {
    endpoint: checkEndpoint(ctx.config.webhooks, input.endpoint),
    signingSecret: createSigningSecret(),
  };
}

/**
 * An editor adds a subscriber; the page's allow_subscribers setting governs the public form only. Unless
 * confirmation is skipped, the subscriber stays pending and the confirmation mail is queued in the same
 * transaction (so it exists exactly when the subscriber does). An address already on the page, whatever
 * its state, is a 409: an unsubscribed person is not re-subscribed behind their back. A webhook is confirmed at
 * once (whoever adds it in the console owns the endpoint) and its signing secret is answered this once.
 */
export async function createSubscriber({
  ctx,
  actor,
  input,
}: VerbArgs<CreateSubscriberInput>): Promise<CreatedSubscriber> {
  const webhook = webhookOf(ctx, input);
  return withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId);
    const componentIds = input.component_ids
      ? await checkComponentIds(tx, page.id, input.component_ids)
      : null;
    await enforcePlanLimit(tx, actor.organizationId, 'subscribers_per_page', () =>
      countActiveSubscribers(tx, page.id),
    );
    const confirmed = webhook !== null || input.skip_confirmation === true;
    // Pending subscribers take no plan place, so those an editor adds are bounded like the public ones.
    if (!confirmed) await enforcePendingLimit(tx, page.id);
    const confirm = confirmed ? null : createSecureToken();
    const id = randomUUID();
    const subscriber = await insertSubscriber(tx, {
      id,
      pageId: page.id,
      email: input.email.trim(),
      componentIds,
      confirmed,
      confirmTokenHash: confirm?.hash ?? null,
      confirmTtlSeconds: CONFIRM_TTL_SECONDS,
      unsubscribeTokenHash: unsubscribeTokenHash(ctx.config, id),
      ...(webhook ? { webhook } : {}),
    });
    if (!subscriber) throw duplicateSubscriber(webhook !== null);
    if (confirm) {
      // The mail is in the page's default language: its links open the screens in it.
      const address = addressOfPage(ctx.config, page, page.default_language);
      await enqueueMail(
        tx,
        subscriptionConfirmationMail({
          to: subscriber.email,
          language: page.default_language,
          pageName: page.name,
          confirmLink: confirmLink(address, confirm.token, page),
          links: subscriberLinks(ctx.config, address, subscriber.id),
        }),
      );
      tx.afterCommit(() => ctx.mailEnqueued());
    }
    return webhook ? { ...subscriber, signing_secret: webhook.signingSecret } : subscriber;
  });
}
