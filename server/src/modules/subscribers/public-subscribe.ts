import { randomUUID } from 'node:crypto';
import type { AnonymousVerbArgs } from '../../lib/actor';
import type { Language } from '../../lib/enums';
import { fail, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { createSecureToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { type Tx, withTransaction } from '../../lib/transaction';
import { invalidReference } from '../components/invalid-reference';
import { findLiveComponentIds } from '../components/repository';
import { enqueueMail } from '../mail/repository';
import { alreadySubscribedMail, subscriptionConfirmationMail } from '../mail/subscriber-templates';
import { findPageAccess } from '../page-access/repository';
import { addressOfPage } from '../pages/page-address';
import { enforcePlanLimit } from '../plans/enforce-limit';
import {
  CONFIRM_TTL_SECONDS,
  confirmLink,
  subscriberLinks,
  unsubscribeTokenHash,
} from '../public-site/subscriptions/subscription-links';
import { checkEndpoint } from '../webhooks/endpoint';
import {
  countOpenPendingSubscriptions,
  findPublishedPageBySlug,
  lockSubscriberByEmail,
  renewPendingSubscription,
  type SubscribablePage,
} from './public-subscriber-repository';
import { subscribeEndpoint } from './public-webhook-subscribe';
import { countActiveSubscribers, insertSubscriber } from './repository';

/**
 * At most this many unconfirmed subscriptions with a working link per page: someone entering other people's
 * addresses by the thousand fills this, not the page's plan allowance, and each pending row lapses when its
 * link expires (7 days).
 */
export const PENDING_SUBSCRIPTIONS_PER_PAGE = 1000;

export const subscriptionsDisabled = () => fail('subscriptions_disabled');

export const pendingLimitReached = () => fail('pending_limit_reached');

/** Call after the plan limit (whose organisation lock serialises the count) before adding a pending one. */
export async function enforcePendingLimit(tx: Tx, pageId: string): Promise<void> {
  if ((await countOpenPendingSubscriptions(tx, pageId)) >= PENDING_SUBSCRIPTIONS_PER_PAGE) {
    throw pendingLimitReached();
  }
}

export type PublicSubscribeInput = {
  slug: string;
  email: string;
  /** Subscribes this webhook, with `email` as its contact, instead of the address. */
  endpoint?: string;
  component_ids?: string[] | null;
  /** The language the page was shown in (omitted: the page's default): the mails' and their links'. */
  language?: Language;
};

/** The one answer of every accepted request, whatever the address's state (byte-identical on purpose). */
export const SUBSCRIBE_ACCEPTED = { state: 'check_inbox' } as const;

async function requireComponents(tx: Tx, pageId: string, ids: string[] | null | undefined) {
  if (!ids) return null;
  const wanted = ids.map((id) => id.toLowerCase());
  const found = await findLiveComponentIds(tx, pageId, wanted.filter(isUuid));
  if (found.length !== wanted.length) {
    throw invalidReference('component_ids', 'Every id must name a component of this page');
  }
  return wanted;
}

/**
 * A visitor subscribes from the public page. Every refusal that depends on the page (unknown, closed,
 * limits) comes before the address is looked at, and every accepted request gets the same answer, so
 * the call never tells whether an address is subscribed: a new or lapsed address gets a confirmation
 * mail (double opt-in), a pending one a fresh confirmation link, a confirmed one an "already subscribed"
 * mail with its manage link. Only the mailbox's owner learns which.
 */
export async function publicSubscribe({ ctx, input }: AnonymousVerbArgs<PublicSubscribeInput>) {
  const endpoint = input.endpoint === undefined ? null : checkEndpoint(ctx.config.webhooks, input.endpoint);
  await withTransaction(ctx, async (tx) => {
    const page = await findPublishedPageBySlug(tx, input.slug);
    if (!page) throw notFound('No published status page has this address');
    if (!page.allow_subscribers) throw subscriptionsDisabled();
    const componentIds = await requireComponents(tx, page.id, input.component_ids);
    // The plan limit locks the organisation first, which also serialises the pending count below.
    await enforcePlanLimit(tx, page.organization_id, 'subscribers_per_page', () =>
      countActiveSubscribers(tx, page.id),
    );
    await enforcePendingLimit(tx, page.id);
    const language = input.language ?? page.default_language;
    const email = input.email.trim();
    // An audience page mails only addresses that may read it; any other gets the same answer and no mail.
    if (page.access === 'audience' && !(await findPageAccess(tx, page.id, email))?.email_allowed) return;
    if (endpoint) await subscribeEndpoint(ctx, tx, page, { email, endpoint, componentIds, language });
    else await subscribeAddress(ctx, tx, page, email, componentIds, language);
    tx.afterCommit(() => ctx.mailEnqueued());
  });
  return SUBSCRIBE_ACCEPTED;
}

async function subscribeAddress(
  ctx: ServiceContext,
  tx: Tx,
  page: SubscribablePage,
  email: string,
  componentIds: string[] | null,
  language: Language,
) {
  const existing = await lockSubscriberByEmail(tx, page.id, email);
  // Written in the language asked in; a confirmed subscription keeps its own (nothing changes for it).
  const mail = { language, pageName: page.name };
  if (existing?.state === 'confirmed') {
    const links = subscriberLinks(ctx.config, addressOfPage(ctx.config, page), existing.id, language);
    await enqueueMail(tx, alreadySubscribedMail({ ...mail, to: existing.email, links }));
    return;
  }
  const confirm = createSecureToken();
  let subscriber = existing;
  if (existing) {
    await renewPendingSubscription(tx, existing.id, {
      componentIds,
      confirmTokenHash: confirm.hash,
      confirmTtlSeconds: CONFIRM_TTL_SECONDS,
      language,
    });
  } else {
    const id = randomUUID();
    subscriber = await insertSubscriber(tx, {
      id,
      pageId: page.id,
      email,
      componentIds,
      confirmed: false,
      confirmTokenHash: confirm.hash,
      confirmTtlSeconds: CONFIRM_TTL_SECONDS,
      unsubscribeTokenHash: unsubscribeTokenHash(ctx.config, id),
      language,
    });
  }
  // Null only when a concurrent request inserted the same address first: that one sends the mail.
  if (!subscriber) return;
  await enqueueMail(
    tx,
    subscriptionConfirmationMail({
      ...mail,
      to: subscriber.email,
      confirmLink: confirmLink(addressOfPage(ctx.config, page), confirm.token, page, language),
      links: subscriberLinks(ctx.config, addressOfPage(ctx.config, page), subscriber.id, language),
    }),
  );
}
