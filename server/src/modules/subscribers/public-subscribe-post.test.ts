import { accessTokenFor, bearer } from '../../testing/factories';
import { unsubscribeToken } from '../public-site/subscriptions/subscription-links';
import { PENDING_SUBSCRIPTIONS_PER_PAGE } from './public-subscribe';
import {
  dropQueuedMails,
  mailsTo,
  openPage,
  subscribe,
  subscriberOf,
  tokenIn,
} from './testing/public-subscribe';
import { app, confirm, email, usePublicSubscribeApp } from './testing/public-subscribe-app';

usePublicSubscribeApp();

describe('POST /v1/public/pages/:slug/subscribers', () => {
  it('answers byte-for-byte the same for a new, a pending, a confirmed and an unsubscribed address', async () => {
    const { page } = await openPage(app);
    const address = email();
    const answers: string[] = [];
    const answer = async (payload: object) => {
      const response = await subscribe(app, page.slug, payload);
      expect(response.statusCode).toBe(202);
      answers.push(response.body);
    };

    await answer({ email: address });
    const [first] = await mailsTo(app, address);
    expect(first?.subject).toBe('Confirm your subscription to Acme status updates');
    expect((await subscriberOf(app, page.id, address))?.state).toBe('pending');

    // Pending: a fresh confirmation link; the earlier one stops working.
    await answer({ email: address.toUpperCase() });
    const second = (await mailsTo(app, address))[1];
    expect(second?.subject).toBe('Confirm your subscription to Acme status updates');
    const firstToken = tokenIn(first?.text_body ?? '', 'confirm');
    const secondToken = tokenIn(second?.text_body ?? '', 'confirm');
    expect(secondToken).not.toBe(firstToken);
    expect((await confirm(firstToken)).json().code).toBe('invalid_token');
    expect((await confirm(secondToken)).json()).toEqual({ state: 'confirmed' });

    // Confirmed: nothing changes, the mailbox hears it is already subscribed, with its manage link.
    await answer({ email: address });
    const third = (await mailsTo(app, address))[2];
    expect(third?.subject).toBe('You are already subscribed to Acme status updates');
    const subscriber = await subscriberOf(app, page.id, address);
    expect(subscriber?.state).toBe('confirmed');
    expect(tokenIn(third?.text_body ?? '', 'manage')).toBe(
      unsubscribeToken(app.config, subscriber?.id ?? ''),
    );

    // Unsubscribed: subscribing again takes a new confirmation.
    await app.inject({
      method: 'POST',
      url: '/v1/public/subscriptions/unsubscribe',
      payload: { token: unsubscribeToken(app.config, subscriber?.id ?? '') },
    });
    await answer({ email: address });
    const fourth = (await mailsTo(app, address))[3];
    expect(fourth?.subject).toBe('Confirm your subscription to Acme status updates');
    expect((await subscriberOf(app, page.id, address))?.state).toBe('pending');

    expect(new Set(answers)).toEqual(new Set(['{"state":"check_inbox"}']));
    expect(await mailsTo(app, address)).toHaveLength(4);
  });

  it('stores the chosen components, which confirming keeps', async () => {
    const { page, api } = await openPage(app);
    const address = email();
    expect((await subscribe(app, page.slug, { email: address, component_ids: [api.id] })).statusCode).toBe(
      202,
    );
    const [mail] = await mailsTo(app, address);
    await confirm(tokenIn(mail?.text_body ?? '', 'confirm'));
    expect(await subscriberOf(app, page.id, address)).toMatchObject({
      state: 'confirmed',
      component_ids: [api.id],
    });
  });

  it('writes the mails in the page language, with manage and one-click unsubscribe links', async () => {
    const { page } = await openPage(app);
    await app.db.query("UPDATE pages SET default_language = 'ru' WHERE id = $1", [page.id]);
    const address = email();
    await subscribe(app, page.slug, { email: address });
    const [mail] = await mailsTo(app, address);
    const subscriber = await subscriberOf(app, page.id, address);
    const token = unsubscribeToken(app.config, subscriber?.id ?? '');
    expect(mail?.subject).toBe('Подтвердите подписку на обновления статуса Acme');
    // The page's slug rides along, so the confirm screen links back to it even once the link lapsed.
    expect(mail?.text_body).toContain(
      `/public-page/subscriptions/confirm?token=${tokenIn(mail?.text_body ?? '', 'confirm')}&page=${page.slug}&lang=ru`,
    );
    expect(mail?.text_body).toContain(
      `Управление подпиской: ${app.config.publicUrl}/public-page/subscriptions/manage?token=${token}&lang=ru`,
    );
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${app.config.publicUrl}/public-page/subscriptions/unsubscribe?token=${token}&lang=ru>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('writes the mails in the language the page was shown in, and remembers it', async () => {
    const { page } = await openPage(app);
    const address = email();
    expect((await subscribe(app, page.slug, { email: address, language: 'ru' })).statusCode).toBe(202);
    const [mail] = await mailsTo(app, address);
    const subscriber = await subscriberOf(app, page.id, address);
    const token = unsubscribeToken(app.config, subscriber?.id ?? '');
    expect(mail?.subject).toBe('Подтвердите подписку на обновления статуса Acme');
    const confirm = tokenIn(mail?.text_body ?? '', 'confirm');
    expect(mail?.text_body).toContain(
      `/public-page/subscriptions/confirm?token=${confirm}&page=${page.slug}&lang=ru`,
    );
    expect(mail?.text_body).not.toContain('lang=en');
    expect(mail?.text_body).toContain(`/public-page/subscriptions/manage?token=${token}&lang=ru`);
    expect(mail?.headers?.['List-Unsubscribe']).toBe(
      `<${app.config.publicUrl}/public-page/subscriptions/unsubscribe?token=${token}&lang=ru>`,
    );
    const [row] = await app.db.query<{ language: string | null }>(
      'SELECT language FROM subscribers WHERE id = $1',
      [subscriber?.id],
    );
    expect(row?.language).toBe('ru');

    // Asked again in English: the fresh link and the subscription's language follow.
    await subscribe(app, page.slug, { email: address, language: 'en' });
    const fresh = (await mailsTo(app, address)).at(-1);
    expect(fresh?.subject).not.toMatch(/[а-я]/i);
    expect(fresh?.text_body).toContain('&lang=en');
    const [after] = await app.db.query<{ language: string | null }>(
      'SELECT language FROM subscribers WHERE id = $1',
      [subscriber?.id],
    );
    expect(after?.language).toBe('en');
  });

  it('refuses a language it does not write, creating and sending nothing', async () => {
    const { page } = await openPage(app);
    const address = email();
    const response = await subscribe(app, page.slug, { email: address, language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('language');
    expect(await subscriberOf(app, page.id, address)).toBeNull();
    expect(await mailsTo(app, address)).toEqual([]);
  });

  it('refuses components of another page (or unknown ones) and creates nothing', async () => {
    const { page } = await openPage(app);
    const other = await openPage(app);
    for (const ids of [[other.api.id], ['not-a-uuid'], []]) {
      const address = email();
      const response = await subscribe(app, page.slug, { email: address, component_ids: ids });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().details[0].field).toMatch(/component_ids/);
      expect(await subscriberOf(app, page.id, address)).toBeNull();
      expect(await mailsTo(app, address)).toEqual([]);
    }
  });

  it('refuses an invalid e-mail address per field', async () => {
    const { page } = await openPage(app);
    const response = await subscribe(app, page.slug, { email: 'not an address' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'email', code: 'invalid_format', message: expect.any(String) },
    ]);
  });

  it('answers 403 subscriptions_disabled on a page that takes none, 404 for unpublished and unknown pages', async () => {
    const closed = await openPage(app, { allowSubscribers: false });
    const hidden = await openPage(app, { published: false });
    const address = email();
    const refused = await subscribe(app, closed.page.slug, { email: address });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('subscriptions_disabled');
    for (const slug of [hidden.page.slug, 'no-such-page-anywhere']) {
      const missing = await subscribe(app, slug, { email: address });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('not_found');
    }
    expect(await subscriberOf(app, closed.page.id, address)).toBeNull();
    expect(await subscriberOf(app, hidden.page.id, address)).toBeNull();
    expect(await mailsTo(app, address)).toEqual([]);
  });

  it('answers 402 at the plan limit, for every address alike', async () => {
    const { page } = await openPage(app); // free: 100 subscribers per page
    const confirmed = email();
    await subscribe(app, page.slug, { email: confirmed });
    await confirm(tokenIn((await mailsTo(app, confirmed))[0]?.text_body ?? '', 'confirm'));
    await app.db.query(
      `INSERT INTO subscribers (page_id, email, state, unsubscribe_token_hash)
       SELECT $1::uuid, 'filler-' || g || '@example.test', 'confirmed', gen_random_uuid()::text
       FROM generate_series(1, 99) g`,
      [page.id],
    );
    for (const address of [email(), confirmed]) {
      const response = await subscribe(app, page.slug, { email: address });
      expect(response.statusCode).toBe(402);
      expect(response.json().code).toBe('PLAN_LIMIT_REACHED');
    }
    expect(await mailsTo(app, confirmed)).toHaveLength(1);
  });

  it('counts no lapsed confirmation against the plan: unconfirmed addresses cannot fill it for good', async () => {
    const { owner, page } = await openPage(app); // free: 100 subscribers per page
    await app.db.query(
      `INSERT INTO subscribers (page_id, email, state, unsubscribe_token_hash, confirm_token_hash,
         confirm_expires_at)
       SELECT $1, 'lapsed-' || g || '@example.test', 'pending', gen_random_uuid()::text,
         gen_random_uuid()::text, now() - interval '1 minute'
       FROM generate_series(1, 100) g`,
      [page.id],
    );
    const address = email();
    expect((await subscribe(app, page.slug, { email: address })).statusCode).toBe(202);
    expect(await subscriberOf(app, page.id, address)).toMatchObject({ state: 'pending' });
    const headers = bearer(await accessTokenFor(app, owner));
    const added = await app.inject({
      method: 'POST',
      url: `/v1/pages/${page.id}/subscribers`,
      headers,
      payload: { email: email(), skip_confirmation: true },
    });
    expect(added.statusCode).toBe(201);
    const usage = await app.inject({ url: '/v1/usage', headers });
    // Only the confirmed one takes a place; the visitor's pending subscription waits for its confirmation.
    expect(usage.json().metrics).toContainEqual({ metric: 'subscribers', used: 1, limit: 100 });
    // Subscribing a lapsed address again takes a place again, within the limit.
    expect((await subscribe(app, page.slug, { email: 'lapsed-1@example.test' })).statusCode).toBe(202);
    expect(await subscriberOf(app, page.id, 'lapsed-1@example.test')).toMatchObject({ state: 'pending' });
    await dropQueuedMails(app, ['lapsed-1@example.test']);
  });

  it('answers 429 pending_limit_reached while too many subscriptions wait for confirmation', async () => {
    const { page } = await openPage(app, { plan: 'business' });
    const fill = (count: number, expiresIn: string) =>
      app.db.query(
        `INSERT INTO subscribers (page_id, email, state, unsubscribe_token_hash, confirm_token_hash,
           confirm_expires_at)
         SELECT $1, 'pending-' || gen_random_uuid() || '@example.test', 'pending', gen_random_uuid()::text,
           gen_random_uuid()::text, now() + $3::interval
         FROM generate_series(1, $2::integer) g`,
        [page.id, count, expiresIn],
      );
    await fill(PENDING_SUBSCRIPTIONS_PER_PAGE - 1, '1 day');
    // Lapsed links do not count.
    await fill(5, '-1 minute');
    expect((await subscribe(app, page.slug, { email: email() })).statusCode).toBe(202);
    const address = email();
    const refused = await subscribe(app, page.slug, { email: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('pending_limit_reached');
    expect(await subscriberOf(app, page.id, address)).toBeNull();
    expect(await mailsTo(app, address)).toEqual([]);
  });
});
