// What every incident mail owes its subscriber: a one-click List-Unsubscribe header and the same link
// in the body, whose token the public unsubscribe endpoint accepts, and which a mail provider can POST
// to on the reader's behalf (RFC 8058).
import { type APIRequestContext, expect } from '@playwright/test';
import type { MailMessage } from './mail-message';

/** The confirmation link of a subscription mail (e-mail or webhook contact). */
export const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/public-page\/subscriptions\/confirm\?[^\s"<>]+/;

/** The List-Unsubscribe URL of a subscriber mail (in the mail's language), after checking its one-click headers. */
export function unsubscribeLink(mail: MailMessage): string {
  const header = mail.headers.get('list-unsubscribe') ?? '';
  expect(header).toMatch(
    /^<https?:\/\/[^>]+\/public-page\/subscriptions\/unsubscribe\?token=[\w-]+&lang=[a-z]{2}>$/,
  );
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  return header.slice(1, -1);
}

export async function expectWorkingUnsubscribe(request: APIRequestContext, mail: MailMessage): Promise<void> {
  const link = unsubscribeLink(mail);
  expect(mail.text).toContain(link);
  // The HTML part writes the link's & as a character reference.
  expect(mail.html).toContain(`href="${link.replaceAll('&', '&#38;')}"`);
  const token = new URL(link).searchParams.get('token');
  const answer = await request.post('/v1/public/subscriptions/unsubscribe', { data: { token } });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ state: 'unsubscribed' });
  // The provider's one-click POST to the header's URL: already unsubscribed, it still says so.
  const oneClick = await request.post(link, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.json()).toEqual({ state: 'unsubscribed' });
}
