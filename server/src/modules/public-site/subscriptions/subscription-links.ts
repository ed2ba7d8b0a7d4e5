import { createHmac } from 'node:crypto';
import type { Config } from '../../../config';
import { hashToken } from '../../../lib/secure-token';
import type { PageAddress } from '../../pages/page-address';

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

/*
 * Every link below is under the page's best address (pages/page-address.ts): its verified custom domain or
 * subdomain when it has one, where the subscription screens answer as on PUBLIC_URL.
 */

/**
 * The confirmation link of the subscribe mail: `page` (the slug) lets the confirm screen link back to the page even when the link has lapsed; `lang` shows
 * it in the language of the mail (the subscription's, else the page's default).
 */
export const confirmLink = (
  address: PageAddress,
  token: string,
  page: { slug: string; default_language: string },
  language: string = page.default_language,
) => address.subscriptions.confirm(token, page.slug, language);

/**
 * A subscriber link's text before and after its token, for the incident fan-out, whose SQL puts each
 * subscriber's token between them. The address's language (addressOfPage's) follows the token as `&lang=`.
 */
const TOKEN_MARK = 'SUBSCRIBERTOKEN';
const aroundToken = (link: (token: string) => string) => {
  const text = link(TOKEN_MARK);
  const at = text.indexOf(TOKEN_MARK);
  return { prefix: text.slice(0, at), suffix: text.slice(at + TOKEN_MARK.length) };
};

/**
 * GET is the public unsubscribe screen; POST is RFC 8058 one-click (one-click-unsubscribe-routes.ts), so the
 * link is also the List-Unsubscribe URL.
 */
export const unsubscribeLinkParts = (address: PageAddress) =>
  aroundToken((token) => address.subscriptions.unsubscribe(token));

export const unsubscribeLink = (
  config: Pick<Config, 'jwtSecret'>,
  address: PageAddress,
  subscriberId: string,
) => address.subscriptions.unsubscribe(unsubscribeToken(config, subscriberId));

/** The manage-subscription screen: the same token as unsubscribing names the subscriber. */
export const manageLinkParts = (address: PageAddress) =>
  aroundToken((token) => address.subscriptions.manage(token));

/**
 * Both links of one subscriber, as every subscriber mail carries them; `language` (the mail's) is added as
 * `&lang=`, so the screens speak it.
 */
export const subscriberLinks = (
  config: Pick<Config, 'jwtSecret'>,
  address: PageAddress,
  subscriberId: string,
  language?: string,
) => {
  const token = unsubscribeToken(config, subscriberId);
  return {
    manage: address.subscriptions.manage(token, language),
    unsubscribe: address.subscriptions.unsubscribe(token, language),
  };
};
