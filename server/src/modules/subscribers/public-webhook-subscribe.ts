import { randomUUID } from 'node:crypto';
import type { Language } from '../../lib/enums';
import { createSecureToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import type { Tx } from '../../lib/transaction';
import { enqueueMail } from '../mail/repository';
import { alreadySubscribedMail } from '../mail/subscriber-templates';
import { webhookConfirmationMail } from '../mail/webhook-templates';
import { addressOfPage } from '../pages/page-address';
import {
  CONFIRM_TTL_SECONDS,
  confirmLink,
  subscriberLinks,
  unsubscribeTokenHash,
} from '../public-site/subscriptions/subscription-links';
import { createSigningSecret } from '../webhooks/signing';
import {
  lockSubscriberByEndpoint,
  renewPendingSubscription,
  type SubscribablePage,
} from './public-subscriber-repository';
import { insertSubscriber } from './repository';

/**
 * A visitor subscribes a webhook: like an address, double opt-in by mail to the contact, and nothing is
 * delivered before the link is followed. An endpoint already on the page is answered by mail to its own
 * contact, never to the address given this time, so the form tells nobody whose endpoint it is. Each new
 * confirmation link comes with a new signing secret, in the mail.
 */
export async function subscribeEndpoint(
  ctx: ServiceContext,
  tx: Tx,
  page: SubscribablePage,
  request: { email: string; endpoint: string; componentIds: string[] | null; language: Language },
) {
  const { language } = request;
  const existing = await lockSubscriberByEndpoint(tx, page.id, request.endpoint);
  if (existing?.state === 'confirmed') {
    const links = subscriberLinks(ctx.config, addressOfPage(ctx.config, page), existing.id, language);
    await enqueueMail(
      tx,
      alreadySubscribedMail({ language, pageName: page.name, to: existing.email, links }),
    );
    return;
  }
  const confirm = createSecureToken();
  const signingSecret = createSigningSecret();
  let contact = existing?.email;
  if (existing) {
    await renewPendingSubscription(tx, existing.id, {
      componentIds: request.componentIds,
      confirmTokenHash: confirm.hash,
      confirmTtlSeconds: CONFIRM_TTL_SECONDS,
      language,
      signingSecret,
    });
  } else {
    const id = randomUUID();
    const subscriber = await insertSubscriber(tx, {
      id,
      pageId: page.id,
      email: request.email,
      webhook: { endpoint: request.endpoint, signingSecret },
      componentIds: request.componentIds,
      confirmed: false,
      confirmTokenHash: confirm.hash,
      confirmTtlSeconds: CONFIRM_TTL_SECONDS,
      unsubscribeTokenHash: unsubscribeTokenHash(ctx.config, id),
      language,
    });
    // Null only when a concurrent request inserted the same endpoint first: that one sends the mail.
    contact = subscriber?.email;
  }
  if (!contact) return;
  await enqueueMail(
    tx,
    webhookConfirmationMail({
      to: contact,
      language,
      pageName: page.name,
      endpoint: request.endpoint,
      signingSecret,
      confirmLink: confirmLink(addressOfPage(ctx.config, page), confirm.token, page, language),
    }),
  );
}
