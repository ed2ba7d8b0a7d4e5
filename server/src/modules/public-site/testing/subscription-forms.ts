// Shared set-up of the subscription form-post suites (render/subscription-forms-*.test.ts): one app per suite
// file, built against a checkout with a host, and the helpers that post forms the way a browser without
// JavaScript does.
import { mailsTo, openPage, subscribe, tokenIn } from '../../subscribers/testing/public-subscribe';
import { app, email, usePublicSubscribeApp } from '../../subscribers/testing/public-subscribe-app';
import { embeddedInput, repoWithHost, visibleText } from './render';

export { app, email, formsRepo as repoWithHost };

/** A checkout whose host is built and whose remote-public lists a hydration bundle. */
const formsRepo = () =>
  repoWithHost({
    prefix: 'statusdeck-forms-',
    hostIndex: '<!doctype html><title>host</title>',
    leanScript: 'lean/public-page.test.js',
  });

/** The suite's app, with the public-subscribe suites' limits, over a checkout with a host. */
export function useFormsApp(): void {
  usePublicSubscribeApp({ repoRoot: formsRepo() });
}

export type Fields = Record<string, string | string[]>;

export function formBody(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  return params.toString();
}

/** A browser's form post (what a page without JavaScript sends). */
export function post(url: string, fields: Fields, on = app, remoteAddress = '127.0.0.1') {
  return on.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    },
    payload: formBody(fields),
  });
}

export const get = (url: string, on = app, remoteAddress = '127.0.0.1') =>
  on.inject({ method: 'GET', url, remoteAddress, headers: { accept: 'text/html' } });

export function embeddedView(html: string) {
  return embeddedInput(html).view;
}

/** A rendered subscription screen, private to its reader. */
export function expectScreen(response: Awaited<ReturnType<typeof post>>, status: number) {
  expect({ status: response.statusCode, body: response.statusCode === status ? '' : response.body }).toEqual({
    status,
    body: '',
  });
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['set-cookie']).toBeUndefined();
  return visibleText(response.body);
}

/** The action of the screen's first form, which must post. */
export function formAction(html: string): string {
  const tag = /<form [^>]*>/.exec(html)?.[0] ?? '';
  expect(tag).toContain('method="post"');
  return (/action="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&amp;', '&');
}

export const ru = require('../../../../../locales/ru/translation.json').public.subscriptions;

/** A confirmed subscriber of a new page (to API only, or to all), with the token of its mails. */
export async function confirmedSubscriber(apiOnly = false) {
  const fixture = await openPage(app);
  const address = email();
  await subscribe(app, fixture.page.slug, {
    email: address,
    ...(apiOnly ? { component_ids: [fixture.api.id] } : {}),
  });
  const [mail] = await mailsTo(app, address);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/v1/public/subscriptions/confirm',
    payload: { token: tokenIn(mail?.text_body ?? '', 'confirm') },
  });
  expect(confirmed.statusCode).toBe(200);
  return { ...fixture, address, token: tokenIn(mail?.text_body ?? '', 'manage') };
}
