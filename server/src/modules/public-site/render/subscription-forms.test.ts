// The subscription screens' form posts, for browsers without JavaScript (subscription-routes.ts): the same
// verbs, rules and rate limits as the JSON API, answered with the screen rendered in its outcome. The
// renderer runs from source (see public-render.test.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../../config';
import { buildTestApp } from '../../../test/build-test-app';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import {
  dropQueuedMails,
  mailsTo,
  openPage,
  subscribe,
  subscriberEmail,
  subscriberOf,
  tokenIn,
  trackedEmails,
} from '../../subscribers/public-subscribe-test-support';
import { UNSUBSCRIBE_SCREEN_FACTOR } from '../subscriptions/limits';
import { unsubscribeToken } from '../subscriptions/subscription-links';
import { visibleText } from './test-support';

/** A checkout whose host is built and whose remote-public lists a hydration bundle (public-render.test.ts). */
function repoWithHost(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'statusdeck-forms-'));
  mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><title>host</title>');
  mkdirSync(path.join(root, 'remote-public', 'dist', 'ssr'), { recursive: true });
  writeFileSync(
    path.join(root, 'remote-public', 'dist', 'ssr', 'client-assets.json'),
    JSON.stringify({ 'public-page': { scripts: ['lean/public-page.test.js'] } }),
  );
  return root;
}

const generous = { max: 10_000, windowMs: 60_000 };
const GENEROUS_LIMITS = {
  ...DEFAULT_RATE_LIMITS,
  subscribePerIp: generous,
  subscribePerEmail: generous,
  verifyEmail: generous,
};

let app: FastifyInstance;
const { email, drop: dropUsedMails } = trackedEmails();

beforeAll(async () => {
  app = await buildTestApp({ repoRoot: repoWithHost(), rateLimits: GENEROUS_LIMITS });
});

afterEach(async () => {
  await dropUsedMails(app);
});

afterAll(async () => {
  await app.close();
});

type Fields = Record<string, string | string[]>;

function formBody(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  return params.toString();
}

/** A browser's form post (what a page without JavaScript sends). */
function post(url: string, fields: Fields, on = app, remoteAddress = '127.0.0.1') {
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

const get = (url: string, on = app, remoteAddress = '127.0.0.1') =>
  on.inject({ method: 'GET', url, remoteAddress, headers: { accept: 'text/html' } });

function embeddedView(html: string) {
  const match = /<script type="application\/json" id="__PUBLIC_SNAPSHOT__">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no embedded input');
  return JSON.parse(match[1]).view;
}

/** A rendered subscription screen, private to its reader. */
function expectScreen(response: Awaited<ReturnType<typeof post>>, status: number) {
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
function formAction(html: string): string {
  const tag = /<form [^>]*>/.exec(html)?.[0] ?? '';
  expect(tag).toContain('method="post"');
  return (/action="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&amp;', '&');
}

const ru = require('../../../../../locales/ru/translation.json').public.subscriptions;

/** A confirmed subscriber of a new page (to API only, or to all), with the token of its mails. */
async function confirmedSubscriber(apiOnly = false) {
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

describe('POST /public-page/subscribe?page=', () => {
  it('subscribes to the chosen components, queues the confirmation mail and renders "check your inbox"', async () => {
    const { page, api } = await openPage(app);
    const address = email();
    const response = await post(`/public-page/subscribe?page=${page.slug}`, {
      email: `  ${address} `,
      scope: 'chosen',
      component_ids: [api.id],
    });
    const text = expectScreen(response, 200);
    expect(text).toContain('Check your inbox to confirm');
    expect(text).toContain(
      `We sent a message to ${address}. Open the link in it to confirm your subscription.`,
    );
    expect(embeddedView(response.body)).toMatchObject({
      kind: 'subscribe',
      slug: page.slug,
      form: { kind: 'sent', email: address },
    });
    expect(await subscriberOf(app, page.id, address)).toMatchObject({
      state: 'pending',
      component_ids: [api.id],
    });
    const mails = await mailsTo(app, address);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your subscription to Acme status updates']);
  });

  it('writes the mails in the language the screen is shown in (?lang=ru on an English page)', async () => {
    const { page } = await openPage(app);
    const address = email();
    const response = await post(`/public-page/subscribe?page=${page.slug}&lang=ru`, {
      email: address,
      scope: 'all',
    });
    expect(expectScreen(response, 200)).toContain(ru.done.title);
    const [mail] = await mailsTo(app, address);
    expect(mail?.subject).toBe('Подтвердите подписку на обновления статуса Acme');
    const token = tokenIn(mail?.text_body ?? '', 'confirm');
    expect(mail?.text_body).toContain(
      `/public-page/subscriptions/confirm?token=${token}&page=${page.slug}&lang=ru`,
    );
    expect(mail?.text_body).not.toContain('lang=en');
  });

  it('subscribes to every component when "all" is chosen, whatever boxes came along', async () => {
    const { page, api } = await openPage(app);
    const address = email();
    const response = await post(`/public-page/subscribe?page=${page.slug}`, {
      email: address,
      scope: 'all',
      component_ids: [api.id],
    });
    expectScreen(response, 200);
    expect(await subscriberOf(app, page.id, address)).toMatchObject({
      state: 'pending',
      component_ids: null,
    });
  });

  it('answers a new and an already confirmed address alike', async () => {
    const { page, address } = await confirmedSubscriber();
    const stranger = email();
    const answer = async (to: string) => {
      const response = await post(`/public-page/subscribe?page=${page.slug}`, { email: to });
      expectScreen(response, 200);
      return response.body.replaceAll(to, '<address>').replace(/"now":"[^"]+"/, '');
    };
    expect(await answer(address)).toBe(await answer(stranger));
    // Only the mailbox's owner learns which: the confirmed one hears it is already subscribed.
    expect((await mailsTo(app, address)).at(-1)?.subject).toBe(
      'You are already subscribed to Acme status updates',
    );
    expect((await mailsTo(app, stranger)).at(-1)?.subject).toBe(
      'Confirm your subscription to Acme status updates',
    );
  });

  it.each([
    [
      'an invalid address',
      { email: 'not an address' },
      'Enter a valid e-mail address, like name@example.com.',
    ],
    ['no address', { email: '   ' }, 'Enter your e-mail address.'],
    [
      'no component under "only these"',
      { email: 'ann@example.test', scope: 'chosen' },
      'Choose at least one component, or all of them.',
    ],
    [
      'a component of no such page',
      { email: 'ann@example.test', scope: 'chosen', component_ids: ['00000000-0000-4000-8000-000000000000'] },
      'Some of the chosen components no longer exist. Reload the page and choose again.',
    ],
  ])(
    'refuses %s with 400, the form again as entered and one message, nothing stored',
    async (_, fields, message) => {
      const { page } = await openPage(app);
      const address = email();
      const sent = { ...fields, email: fields.email.replace('ann@example.test', address) };
      const response = await post(`/public-page/subscribe?page=${page.slug}`, sent);
      const text = expectScreen(response, 400);
      expect(text).toContain(message);
      expect(text).toContain('E-mail address');
      const view = embeddedView(response.body);
      expect(view.form).toMatchObject({ kind: 'refused', email: sent.email.trim() });
      expect(view.form.failure.status).toBe(400);
      expect(response.body).toContain(`value="${sent.email.trim()}"`);
      expect(await subscriberOf(app, page.id, address)).toBeNull();
      expect(await mailsTo(app, address)).toEqual([]);
    },
  );

  it('words its refusal in the language asked for', async () => {
    const { page } = await openPage(app);
    const response = await post(`/public-page/subscribe?page=${page.slug}&lang=ru`, { email: 'nope' });
    expectScreen(response, 400);
    expect(response.body).toContain('<html lang="ru">');
    expect(visibleText(response.body)).toContain(ru.errors.invalidEmail);
  });

  it('answers 403 on a page that takes no subscriptions, 402 at the plan limit, storing and sending nothing', async () => {
    const closed = await openPage(app, { allowSubscribers: false });
    const address = email();
    const refused = await post(`/public-page/subscribe?page=${closed.page.slug}`, { email: address });
    expect(expectScreen(refused, 403)).toContain('This status page does not take subscriptions.');
    expect(await subscriberOf(app, closed.page.id, address)).toBeNull();

    const full = await openPage(app); // free: 100 subscribers per page
    await app.db.query(
      `INSERT INTO subscribers (page_id, email, state, unsubscribe_token_hash)
       SELECT $1::uuid, 'filler-' || g || '@example.test', 'confirmed', gen_random_uuid()::text
       FROM generate_series(1, 100) g`,
      [full.page.id],
    );
    const limited = await post(`/public-page/subscribe?page=${full.page.slug}`, { email: address });
    expect(expectScreen(limited, 402)).toContain(
      'This status page cannot take more subscribers at the moment.',
    );
    expect(await subscriberOf(app, full.page.id, address)).toBeNull();
    expect(await mailsTo(app, address)).toEqual([]);
  });

  it('answers 404 for an unpublished or unknown page, with the not-found screen', async () => {
    const hidden = await openPage(app, { published: false });
    const address = email();
    for (const url of [
      `/public-page/subscribe?page=${hidden.page.slug}`,
      '/public-page/subscribe?page=nope',
      '/public-page/subscribe',
    ]) {
      const response = await post(url, { email: address });
      expect({ url, text: expectScreen(response, 404) }).toEqual({
        url,
        text: expect.stringContaining('Status page not found'),
      });
    }
    expect(await subscriberOf(app, hidden.page.id, address)).toBeNull();
    expect(await mailsTo(app, address)).toEqual([]);
  });
});

describe('a custom domain', () => {
  it('serves the subscribe screen its page links to (/subscribe), whose form posts to the product’s address there', async () => {
    const { page } = await openPage(app);
    const domain = `status-${page.slug}.example.com`;
    await app.db.query('UPDATE pages SET custom_domain = $1 WHERE id = $2', [domain, page.id]);
    const home = await app.inject({ url: '/', headers: { host: domain, accept: 'text/html' } });
    expect(home.body).toContain('href="/subscribe"');
    const opened = await app.inject({ url: '/subscribe', headers: { host: domain, accept: 'text/html' } });
    expect(expectScreen(opened, 200)).toContain('Subscribe to Acme updates');
    expect(formAction(opened.body)).toBe(`/public-page/subscribe?page=${page.slug}&lang=en`);
    const address = email();
    const posted = await app.inject({
      method: 'POST',
      url: formAction(opened.body),
      headers: { host: domain, 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody({ email: address }),
    });
    expect(expectScreen(posted, 200)).toContain('Check your inbox to confirm');
    expect(await subscriberOf(app, page.id, address)).toMatchObject({ state: 'pending' });
    const unknown = await app.inject({ url: '/subscribe', headers: { host: 'status.nobody.example.com' } });
    expect(expectScreen(unknown, 404)).toContain('Status page not found');
  });
});

describe('POST /public-page/subscriptions/confirm', () => {
  async function pending() {
    const { page } = await openPage(app);
    const address = email();
    await subscribe(app, page.slug, { email: address });
    const [mail] = await mailsTo(app, address);
    return { page, address, token: tokenIn(mail?.text_body ?? '', 'confirm') };
  }

  it('never confirms on opening the link; the button’s post does, token in the body or the address', async () => {
    const first = await pending();
    const opened = await get(
      `/public-page/subscriptions/confirm?token=${first.token}&page=${first.page.slug}&lang=en`,
    );
    expect(expectScreen(opened, 200)).toContain('Confirm your subscription');
    expect(formAction(opened.body)).toBe(
      `/public-page/subscriptions/confirm?token=${first.token}&page=${first.page.slug}&lang=en`,
    );
    expect(await subscriberOf(app, first.page.id, first.address)).toMatchObject({ state: 'pending' });

    const confirmed = await post(`/public-page/subscriptions/confirm?page=${first.page.slug}`, {
      token: first.token,
    });
    expect(expectScreen(confirmed, 200)).toContain('You are subscribed');
    expect(embeddedView(confirmed.body).result).toEqual({ kind: 'confirmed' });
    expect(await subscriberOf(app, first.page.id, first.address)).toMatchObject({ state: 'confirmed' });

    const second = await pending();
    const byQuery = await post(`/public-page/subscriptions/confirm?token=${second.token}&lang=ru`, {});
    expect(expectScreen(byQuery, 200)).toContain(ru.confirm.successTitle);
    expect(await subscriberOf(app, second.page.id, second.address)).toMatchObject({ state: 'confirmed' });

    // Used: posting it again is success (nothing changes, nothing is sent), and opening it says so.
    const before = await subscriberOf(app, second.page.id, second.address);
    const again = await post('/public-page/subscriptions/confirm?lang=ru', { token: second.token });
    expect(expectScreen(again, 200)).toContain(ru.confirm.alreadyTitle);
    expect(embeddedView(again.body).result).toEqual({ kind: 'already' });
    expect(await subscriberOf(app, second.page.id, second.address)).toEqual(before);
    expect(await mailsTo(app, second.address)).toHaveLength(1);
    const reopened = await get(
      `/public-page/subscriptions/confirm?token=${first.token}&page=${first.page.slug}&lang=en`,
    );
    const text = expectScreen(reopened, 200);
    expect(text).toContain('You are already subscribed');
    expect(text).not.toContain('Confirm subscription');
    expect(reopened.body).not.toContain('<form');
    expect(embeddedView(reopened.body).result).toEqual({ kind: 'already' });
  });

  it('renders a page that filled up since subscribing as 402 with the reason, and leaves it pending', async () => {
    const { page, address, token } = await pending();
    await app.db.query(
      `INSERT INTO subscribers (page_id, email, state, unsubscribe_token_hash)
       SELECT $1::uuid, 'filler-' || gen_random_uuid() || '@example.test', 'confirmed', gen_random_uuid()::text
       FROM generate_series(1, 100) g`,
      [page.id],
    );
    const response = await post(`/public-page/subscriptions/confirm?page=${page.slug}&lang=ru`, { token });
    const text = expectScreen(response, 402);
    expect(text).toContain(ru.confirm.failedTitle);
    expect(text).toContain(ru.confirm.pageFull);
    expect(await subscriberOf(app, page.id, address)).toMatchObject({ state: 'pending' });
  });

  it('renders an expired link as such (400), offering to subscribe again, and leaves it pending', async () => {
    const { page, address, token } = await pending();
    await app.db.query(
      "UPDATE subscribers SET confirm_expires_at = now() - interval '1 minute' WHERE page_id = $1",
      [page.id],
    );
    const response = await post(`/public-page/subscriptions/confirm?page=${page.slug}`, { token });
    const text = expectScreen(response, 400);
    expect(text).toContain('This link has expired');
    expect(text).toContain('Subscribe again to get a new one.');
    expect(text).not.toContain('you are subscribed');
    expect(response.body).toContain(`href="/public-page/subscribe?page=${page.slug}"`);
    expect(await subscriberOf(app, page.id, address)).toMatchObject({ state: 'pending' });
    // Opening it says so at once (no button that would fail).
    const opened = await get(`/public-page/subscriptions/confirm?token=${token}&page=${page.slug}&lang=ru`);
    expect(expectScreen(opened, 400)).toContain(ru.confirm.expiredTitle);
    expect(opened.body).toContain(`href="/public-page/subscribe?page=${page.slug}&amp;lang=ru"`);
    expect(await subscriberOf(app, page.id, address)).toMatchObject({ state: 'pending' });
  });

  it('renders an unknown or missing token as a link that does not work (400)', async () => {
    for (const fields of [{ token: 'x'.repeat(43) }, {}] as Fields[]) {
      const response = await post('/public-page/subscriptions/confirm', fields);
      const text = expectScreen(response, 400);
      expect(text).toContain('This confirmation link does not work');
      expect(text).not.toContain('you are subscribed');
    }
  });
});

describe('the manage screen', () => {
  it('is rendered with the subscription loaded, in the page language', async () => {
    const { page, api, web, token } = await confirmedSubscriber(true);
    await app.db.query("UPDATE pages SET default_language = 'ru' WHERE id = $1", [page.id]);
    const response = await get(`/public-page/subscriptions/manage?token=${token}`);
    const text = expectScreen(response, 200);
    expect(response.body).toContain('<html lang="ru">');
    expect(text).toContain('Ваша подписка на Acme');
    expect(formAction(response.body)).toBe(`/public-page/subscriptions/manage?token=${token}`);
    expect(response.body).toMatch(new RegExp(`name="component_ids" checked="" value="${api.id}"`));
    expect(response.body).toMatch(new RegExp(`name="component_ids" value="${web.id}"`));
    expect(embeddedView(response.body).initial.state).toMatchObject({
      kind: 'ready',
      subscription: { email: expect.any(String), all_components: false },
    });
  });

  it('saves a new choice from the form post and renders it saved; back to all with scope=all', async () => {
    const { page, web, address, token } = await confirmedSubscriber(true);
    const chosen = await post(`/public-page/subscriptions/manage?token=${token}`, {
      scope: 'chosen',
      component_ids: [web.id],
    });
    expect(expectScreen(chosen, 200)).toContain('Your choice is saved.');
    expect(embeddedView(chosen.body).initial.outcome).toEqual({ kind: 'saved' });
    expect((await subscriberOf(app, page.id, address))?.component_ids).toEqual([web.id]);

    const all = await post(`/public-page/subscriptions/manage?token=${token}`, { scope: 'all' });
    expect(expectScreen(all, 200)).toContain('Your choice is saved.');
    expect((await subscriberOf(app, page.id, address))?.component_ids).toBeNull();
  });

  it('refuses no component or another page’s (400), showing what was sent, and changes nothing', async () => {
    const { page, api, address, token } = await confirmedSubscriber(true);
    const other = await openPage(app);
    const none = await post(`/public-page/subscriptions/manage?token=${token}`, { scope: 'chosen' });
    expect(expectScreen(none, 400)).toContain('Choose at least one component, or all of them.');
    const foreign = await post(`/public-page/subscriptions/manage?token=${token}`, {
      scope: 'chosen',
      component_ids: [other.web.id],
    });
    expect(expectScreen(foreign, 400)).toContain('Some of the chosen components no longer exist.');
    expect(embeddedView(foreign.body).initial.outcome).toMatchObject({
      kind: 'refused',
      componentIds: [other.web.id],
    });
    expect((await subscriberOf(app, page.id, address))?.component_ids).toEqual([api.id]);
  });

  it('shows an ended subscription as such (409) and does not change it', async () => {
    const { page, api, address, token } = await confirmedSubscriber(true);
    await app.inject({ method: 'POST', url: '/v1/public/subscriptions/unsubscribe', payload: { token } });
    const response = await post(`/public-page/subscriptions/manage?token=${token}`, { scope: 'all' });
    expect(expectScreen(response, 409)).toContain('This subscription has ended');
    expect((await subscriberOf(app, page.id, address))?.component_ids).toEqual([api.id]);
  });

  it('renders an unknown token as a link that does not work (400)', async () => {
    for (const response of [
      await get(`/public-page/subscriptions/manage?token=${'x'.repeat(43)}`),
      await post(`/public-page/subscriptions/manage?token=${'x'.repeat(43)}`, { scope: 'all' }),
      await post('/public-page/subscriptions/manage', { scope: 'all' }),
    ]) {
      expect(expectScreen(response, 400)).toContain('This link does not work');
    }
  });
});

describe('what the form posts accept', () => {
  // A form without JavaScript posts application/x-www-form-urlencoded; JSON is the public API's, at its
  // own addresses. A JSON body here bypassed the form's parser (ids that are not strings reached the verb).
  const json = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('refuses any other content type (415), changing and sending nothing', async () => {
    const { page, api, address, token } = await confirmedSubscriber(true);
    const manage = await json(`/public-page/subscriptions/manage?token=${token}`, {
      scope: 'chosen',
      component_ids: [1],
    });
    expect(manage.statusCode).toBe(415);
    expect((await subscriberOf(app, page.id, address))?.component_ids).toEqual([api.id]);

    const other = email();
    const subscribed = await json(`/public-page/subscribe?page=${page.slug}`, { email: other });
    expect(subscribed.statusCode).toBe(415);
    expect(await subscriberOf(app, page.id, other)).toBeNull();
    expect(await mailsTo(app, other)).toEqual([]);

    expect((await json('/public-page/subscriptions/confirm', { token: 'x'.repeat(43) })).statusCode).toBe(
      415,
    );
    const text = await app.inject({
      method: 'POST',
      url: `/public-page/subscribe?page=${page.slug}`,
      headers: { 'content-type': 'text/plain' },
      payload: `email=${other}`,
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('the unsubscribe screen', () => {
  const form = { screen: 'unsubscribe' };

  it('is rendered with its question and a form; its post unsubscribes and renders the outcome', async () => {
    const { page, address, token } = await confirmedSubscriber();
    const opened = await get(`/public-page/subscriptions/unsubscribe?token=${token}`);
    expect(expectScreen(opened, 200)).toContain(`Stop e-mail updates from Acme to ${address}?`);
    expect(opened.body).toContain('<input type="hidden" name="screen" value="unsubscribe"/>');
    expect(await subscriberOf(app, page.id, address)).toMatchObject({ state: 'confirmed' });

    const response = await post(`/public-page/subscriptions/unsubscribe?token=${token}`, form);
    const text = expectScreen(response, 200);
    expect(text).toContain('You are unsubscribed');
    expect(text).toContain(`${address} will get no more updates from Acme.`);
    expect(embeddedView(response.body).initial.outcome).toEqual({ kind: 'unsubscribed' });
    expect(await subscriberOf(app, page.id, address)).toMatchObject({ state: 'unsubscribed' });
    // Posting again (a reload) says the same; the screen opened later says it was already done.
    expect(
      expectScreen(await post(`/public-page/subscriptions/unsubscribe?token=${token}`, form), 200),
    ).toContain('You are unsubscribed');
    expect(expectScreen(await get(`/public-page/subscriptions/unsubscribe?token=${token}`), 200)).toContain(
      'You are already unsubscribed',
    );
  });

  it('renders an unknown token as a link that does not work (400)', async () => {
    const response = await post(`/public-page/subscriptions/unsubscribe?token=${'x'.repeat(43)}`, form);
    expect(expectScreen(response, 400)).toContain('This link does not work');
  });

  it('keeps answering mail providers’ RFC 8058 one-click post with JSON, whatever they accept', async () => {
    const { page, address, token } = await confirmedSubscriber();
    const response = await app.inject({
      method: 'POST',
      url: `/public-page/subscriptions/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ state: 'unsubscribed' });
    expect(await subscriberOf(app, page.id, address)).toMatchObject({ state: 'unsubscribed' });
    // A body that is neither the provider's nor the screen's is refused as before.
    const neither = await app.inject({
      method: 'POST',
      url: `/public-page/subscriptions/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'screen=manage',
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().code).toBe('validation_failed');
  });
});

describe('the rate limits of the form posts', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp({
      repoRoot: repoWithHost(),
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        subscribePerIp: { max: 2, windowMs: 60_000 },
        subscribePerEmail: { max: 10, windowMs: 60_000 },
        verifyEmail: { max: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('share the subscribe allowance with the JSON API and render 429 with Retry-After, sending nothing', async () => {
    const { page } = await openPage(limited);
    const [first, second, third] = [email(), email(), email()];
    expect((await subscribe(limited, page.slug, { email: first }, '10.9.0.1')).statusCode).toBe(202);
    expectScreen(
      await post(`/public-page/subscribe?page=${page.slug}`, { email: second }, limited, '10.9.0.1'),
      200,
    );
    const refused = await post(
      `/public-page/subscribe?page=${page.slug}`,
      { email: third },
      limited,
      '10.9.0.1',
    );
    // A minute's window: its Retry-After is at most 60 seconds, said as about a minute.
    expect(expectScreen(refused, 429)).toContain('Too many attempts. Try again in about 1 minute.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain(`value="${third}"`);
    expect(await subscriberOf(limited, page.id, third)).toBeNull();
    expect(await mailsTo(limited, third)).toEqual([]);
    await dropQueuedMails(limited, [first, second]);
  });

  it('limit confirming, managing and unsubscribing per IP like the JSON calls', async () => {
    const ip = '10.9.1.1';
    const confirm = () => post('/public-page/subscriptions/confirm', { token: 'x'.repeat(43) }, limited, ip);
    expectScreen(await confirm(), 400);
    expect(
      (
        await limited.inject({
          method: 'POST',
          url: '/v1/public/subscriptions/confirm',
          payload: { token: 'abc' },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(400);
    const confirmRefused = await confirm();
    expect(expectScreen(confirmRefused, 429)).toContain('Too many attempts.');

    const manage = () => get(`/public-page/subscriptions/manage?token=${'x'.repeat(43)}`, limited, ip);
    expectScreen(await manage(), 400);
    expectScreen(
      await post(`/public-page/subscriptions/manage?token=${'x'.repeat(43)}`, { scope: 'all' }, limited, ip),
      400,
    );
    const manageRefused = await manage();
    expect(expectScreen(manageRefused, 429)).toContain('The subscription could not be loaded');
    expect(visibleText(manageRefused.body)).toContain('Too many attempts.');

    const unsubscribe = () =>
      post(
        `/public-page/subscriptions/unsubscribe?token=${'x'.repeat(43)}`,
        { screen: 'unsubscribe' },
        limited,
        ip,
      );
    expectScreen(await unsubscribe(), 400);
    expectScreen(await unsubscribe(), 400);
    expect(expectScreen(await unsubscribe(), 429)).toContain('Too many attempts.');
    // The mail provider's one-click post shares that allowance, and is refused in JSON.
    const oneClick = await limited.inject({
      method: 'POST',
      url: `/public-page/subscriptions/unsubscribe?token=${'x'.repeat(43)}`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(429);
    expect(oneClick.json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('open the unsubscribe screen under its own, larger allowance: a spent manage allowance does not block it', async () => {
    const ip = '10.9.2.1';
    const { page } = await openPage(limited);
    const address = email();
    expect((await subscribe(limited, page.slug, { email: address }, '10.9.2.2')).statusCode).toBe(202);
    const [mail] = await mailsTo(limited, address);
    const token = tokenIn(mail?.text_body ?? '', 'manage');
    const manage = () => get(`/public-page/subscriptions/manage?token=${token}`, limited, ip);
    expectScreen(await manage(), 200);
    expectScreen(await manage(), 200);
    expectScreen(await manage(), 429);
    const open = () => get(`/public-page/subscriptions/unsubscribe?token=${token}`, limited, ip);
    // verifyEmail is 2 here: the unsubscribe screen gets UNSUBSCRIBE_SCREEN_FACTOR times that.
    for (let i = 0; i < 2 * UNSUBSCRIBE_SCREEN_FACTOR; i++) {
      expect(expectScreen(await open(), 200)).toContain('Unsubscribe');
    }
    expect(expectScreen(await open(), 429)).toContain('Too many attempts.');
    expectScreen(await manage(), 429);
  });
});

describe('delivery', () => {
  // The outbox worker delivers every due mail of its database: a private one, as public-subscribe-mail.test.ts.
  let smtp: SmtpCapture;
  let delivering: FastifyInstance;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    delivering = await buildTestApp({
      repoRoot: repoWithHost(),
      database: { kind: 'pglite', dataDir: null },
      smtpUrl: smtp.url,
      rateLimits: GENEROUS_LIMITS,
    });
    delivering.outbox.start();
  });
  afterAll(async () => {
    await delivering.close();
    await smtp.close();
  });

  it('sends the confirmation mail of a form post through the outbox, its link opening the confirm screen', async () => {
    const { page } = await openPage(delivering);
    const address = subscriberEmail();
    expectScreen(await post(`/public-page/subscribe?page=${page.slug}`, { email: address }, delivering), 200);
    const mail = (await smtp.waitForMail(address)).raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(mail).toContain('Subject: Confirm your subscription to Acme status updates');
    const link = /\/public-page\/subscriptions\/confirm\?[^\s"<>]+/.exec(mail)?.[0] ?? '';
    const confirmed = await post(link.replaceAll('&amp;', '&'), {}, delivering);
    expect(expectScreen(confirmed, 200)).toContain('You are subscribed');
    expect(await subscriberOf(delivering, page.id, address)).toMatchObject({ state: 'confirmed' });
  });
});

it('never writes the tokens of the form posts to the log', async () => {
  let logged = '';
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logged += chunk.toString();
      callback();
    },
  });
  const debug = await buildTestApp(
    { repoRoot: repoWithHost(), logLevel: 'debug', rateLimits: GENEROUS_LIMITS },
    { logStream: stream },
  );
  try {
    expectScreen(await post('/public-page/subscriptions/confirm', { token: 'SecretBodyToken' }, debug), 400);
    expectScreen(await post('/public-page/subscriptions/confirm?token=SecretQueryToken', {}, debug), 400);
    expectScreen(
      await post('/public-page/subscriptions/manage?token=SecretManageToken', { scope: 'all' }, debug),
      400,
    );
    expectScreen(
      await post(
        '/public-page/subscriptions/unsubscribe?token=SecretUnsubscribeToken',
        { screen: 'unsubscribe' },
        debug,
      ),
      400,
    );
  } finally {
    await debug.close();
  }
  expect(logged).toContain('/public-page/subscriptions/manage?token=[redacted]');
  expect(logged).toMatch(/"url":"\/public-page\/subscriptions\/confirm".*"statusCode":400/);
  for (const secret of ['SecretBody', 'SecretQuery', 'SecretManage', 'SecretUnsubscribe']) {
    expect(logged).not.toContain(secret);
  }
});

it('words the unsubscribe outcome in Russian for a Russian page', async () => {
  const { page, address, token } = await confirmedSubscriber();
  await app.db.query("UPDATE pages SET default_language = 'ru' WHERE id = $1", [page.id]);
  const response = await post(`/public-page/subscriptions/unsubscribe?token=${token}`, {
    screen: 'unsubscribe',
  });
  expect(response.body).toContain('<html lang="ru">');
  expect(expectScreen(response, 200)).toContain(ru.unsubscribe.doneTitle);
  expect(unsubscribeToken(app.config, (await subscriberOf(app, page.id, address))?.id ?? '')).toBe(token);
});
