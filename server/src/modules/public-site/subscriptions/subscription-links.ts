import { createHmac } from 'node:crypto';
import type { Config } from '../../../config';
import { hashToken } from '../../../lib/secure-token';

/** How long a confirmation link works. */
export const CONFIRM_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * The unsubscribe token is derived (HMAC-SHA256 of the subscriber id under the server secret, 256 bits)
 * instead of random: every later mail (incident notifications) can carry the link without the database
 * keeping the token itself; only its SHA-256 digest is stored, and looked up. Rotating JWT_SECRET
 * invalidates the links in mails already sent.
 */
/** What the token is the HMAC of, before the id (unsubscribe-token-sql.ts computes the same in SQL). */
export const UNSUBSCRIBE_TOKEN_MESSAGE = 'subscriber-unsubscribe:';

export function unsubscribeToken(config: Pick<Config, 'jwtSecret'>, subscriberId: string): string {
  return createHmac('sha256', config.jwtSecret)
    .update(`${UNSUBSCRIBE_TOKEN_MESSAGE}${subscriberId}`)
    .digest('base64url');
}

export const unsubscribeTokenHash = (config: Pick<Config, 'jwtSecret'>, subscriberId: string) =>
  hashToken(unsubscribeToken(config, subscriberId));

/** The public page's subscription screens (remote-public features/subscriptions). */
/**
 * `page` (the slug) lets the confirm screen link back to the page even when the link has lapsed; `lang` shows
 * it in the language of the mail (the subscription's, else the page's default).
 */
export const confirmLink = (
  config: Pick<Config, 'publicUrl'>,
  token: string,
  page: { slug: string; default_language: string },
  language: string = page.default_language,
) =>
  `${config.publicUrl}/public-page/subscriptions/confirm?token=${token}&page=${encodeURIComponent(page.slug)}&lang=${language}`;

/**
 * Every unsubscribe link is this followed by the subscriber's token. GET is the public unsubscribe screen;
 * POST is RFC 8058 one-click (one-click-unsubscribe-routes.ts), so it is also the List-Unsubscribe URL.
 */
export const unsubscribeLinkPrefix = (config: Pick<Config, 'publicUrl'>) =>
  `${config.publicUrl}/public-page/subscriptions/unsubscribe?token=`;

export const unsubscribeLink = (config: Pick<Config, 'publicUrl' | 'jwtSecret'>, subscriberId: string) =>
  `${unsubscribeLinkPrefix(config)}${unsubscribeToken(config, subscriberId)}`;

/** The manage-subscription screen: the same token as unsubscribing names the subscriber. */
export const manageLinkPrefix = (config: Pick<Config, 'publicUrl'>) =>
  `${config.publicUrl}/public-page/subscriptions/manage?token=`;

export const manageLink = (config: Pick<Config, 'publicUrl' | 'jwtSecret'>, subscriberId: string) =>
  `${manageLinkPrefix(config)}${unsubscribeToken(config, subscriberId)}`;

/**
 * Both links of one subscriber, as every subscriber mail carries them; `language` (the mail's) is added as
 * `&lang=`, so the screens speak it (the token stays first: the one-click route and the mails' readers
 * take `?token=`).
 */
export const subscriberLinks = (
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  subscriberId: string,
  language?: string,
) => {
  const lang = language ? `&lang=${language}` : '';
  return {
    manage: `${manageLink(config, subscriberId)}${lang}`,
    unsubscribe: `${unsubscribeLink(config, subscriberId)}${lang}`,
  };
};
