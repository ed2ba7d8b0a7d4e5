// What every incident mail owes its subscriber: a one-click List-Unsubscribe header and the same link
// in the body, whose token the public unsubscribe endpoint accepts.
import { type APIRequestContext, expect } from '@playwright/test';
import type { MailMessage } from './mail-message';

export async function expectWorkingUnsubscribe(request: APIRequestContext, mail: MailMessage): Promise<void> {
  const header = mail.headers.get('list-unsubscribe') ?? '';
  expect(header).toMatch(/^<https?:\/\/[^>]+\/public-page\/subscriptions\/unsubscribe\?token=[\w-]+>$/);
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const link = header.slice(1, -1);
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link}"`);
  const token = new URL(link).searchParams.get('token');
  const answer = await request.post('/v1/public/subscriptions/unsubscribe', { data: { token } });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ state: 'unsubscribed' });
}
