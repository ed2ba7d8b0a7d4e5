import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { buildTestApp } from '../../test/build-test-app';
import { accessTokenFor, bearer, createComponent, createPage, createUser } from '../../test/factories';
import { mailboxKey } from '../public-site/subscriptions/subscribe-routes';
import { unsubscribeToken } from '../public-site/subscriptions/subscription-links';
import { PENDING_SUBSCRIPTIONS_PER_PAGE } from './public-subscribe';
import {
  dropQueuedMails,
  mailsTo,
  openPage,
  subscribe,
  subscriberEmail,
  subscriberOf,
  tokenIn,
  trackedEmails,
} from './public-subscribe-test-support';

let app: FastifyInstance;
const generous = { max: 10_000, windowMs: 60_000 };
const { email, drop: dropUsedMails } = trackedEmails();

beforeAll(async () => {
  app = await buildTestApp({
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      subscribePerIp: generous,
      subscribePerEmail: generous,
      verifyEmail: generous,
    },
  });
});

afterEach(async () => {
  await dropUsedMails(app);
});

afterAll(async () => {
  await app.close();
});

const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/v1/public/subscriptions/confirm', payload: { token } });

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

describe("the plan's subscriber places", () => {
  /** `count` confirmed subscribers inserted straight into the page, to fill it. */
  const fillConfirmed = (pageId: string, count: number) =>
    app.db.query(
      `INSERT INTO subscribers (page_id, email, state, unsubscribe_token_hash)
       SELECT $1::uuid, 'filler-' || gen_random_uuid() || '@example.test', 'confirmed', gen_random_uuid()::text
       FROM generate_series(1, $2::integer) g`,
      [pageId, count],
    );
  const usedPlaces = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/v1/usage', headers }))
      .json()
      .metrics.find((metric: { metric: string }) => metric.metric === 'subscribers');

  it('are not taken by 100 unconfirmed sign-ups of made-up addresses', async () => {
    const { owner, page } = await openPage(app); // free: 100 subscribers per page
    const made = Array.from({ length: 100 }, () => email());
    for (const [index, address] of made.entries()) {
      const response = await subscribe(app, page.slug, { email: address }, `10.9.0.${index % 5}`);
      expect(response.statusCode).toBe(202);
    }
    const headers = bearer(await accessTokenFor(app, owner));
    expect(await usedPlaces(headers)).toEqual({ metric: 'subscribers', used: 0, limit: 100 });

    // A real visitor subscribes and confirms, and the owner adds someone.
    const visitor = email();
    expect((await subscribe(app, page.slug, { email: visitor })).statusCode).toBe(202);
    const confirmed = await confirm(tokenIn((await mailsTo(app, visitor))[0]?.text_body ?? '', 'confirm'));
    expect(confirmed.json()).toEqual({ state: 'confirmed' });
    const added = await app.inject({
      method: 'POST',
      url: `/v1/pages/${page.id}/subscribers`,
      headers,
      payload: { email: email(), skip_confirmation: true },
    });
    expect(added.statusCode).toBe(201);
    expect(await usedPlaces(headers)).toEqual({ metric: 'subscribers', used: 2, limit: 100 });
  });

  it('are checked again at confirmation: a full page answers 402 and the subscription stays pending', async () => {
    const { page } = await openPage(app);
    const address = email();
    expect((await subscribe(app, page.slug, { email: address })).statusCode).toBe(202);
    const token = tokenIn((await mailsTo(app, address))[0]?.text_body ?? '', 'confirm');
    await fillConfirmed(page.id, 100);

    const refused = await confirm(token);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('PLAN_LIMIT_REACHED');
    expect(await subscriberOf(app, page.id, address)).toMatchObject({ state: 'pending' });

    // Once a place is free, the same link confirms.
    await app.db.query(
      `DELETE FROM subscribers WHERE id = (SELECT id FROM subscribers WHERE page_id = $1 AND state = 'confirmed'
         LIMIT 1)`,
      [page.id],
    );
    expect((await confirm(token)).json()).toEqual({ state: 'confirmed' });
  });
});

describe('calls from the standalone page on another origin', () => {
  it('allow any origin without credentials, preflights of JSON bodies included', async () => {
    const { page } = await openPage(app);
    const origin = { origin: 'https://status.elsewhere.example' };
    for (const [url, method] of [
      [`/v1/public/pages/${page.slug}/subscribers`, 'POST'],
      ['/v1/public/subscriptions/manage', 'PUT'],
      ['/v1/public/subscriptions/confirm', 'POST'],
    ] as const) {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          ...origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(preflight.headers['access-control-allow-methods']).toContain(method);
      expect(preflight.headers['access-control-allow-headers']).toContain('content-type');
    }
    const response = await app.inject({
      method: 'POST',
      url: `/v1/public/pages/${page.slug}/subscribers`,
      headers: origin,
      payload: { email: email() },
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the rate limits of public subscribing', () => {
  it('limit requests per client IP and per e-mail address, with Retry-After', async () => {
    const limited = await buildTestApp({
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        subscribePerIp: { max: 3, windowMs: 60_000 },
        subscribePerEmail: { max: 2, windowMs: 60_000 },
      },
    });
    const addresses: string[] = [];
    const fresh = () => {
      const address = subscriberEmail();
      addresses.push(address);
      return address;
    };
    try {
      const { page } = await openPage(limited);
      // Per IP: a fourth request from one IP is refused, whatever the address; another IP goes on.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await subscribe(limited, page.slug, { email: fresh() }, '10.1.0.1')).statusCode).toBe(202);
      }
      const byIp = await subscribe(limited, page.slug, { email: fresh() }, '10.1.0.1');
      expect(byIp.statusCode).toBe(429);
      expect(byIp.json().code).toBe('TOO_MANY_REQUESTS');
      expect(Number(byIp.headers['retry-after'])).toBeGreaterThan(0);

      // Per address: a third request for one address is refused from any IP, in any case.
      const target = fresh();
      expect((await subscribe(limited, page.slug, { email: target }, '10.2.0.1')).statusCode).toBe(202);
      expect((await subscribe(limited, page.slug, { email: target }, '10.2.0.2')).statusCode).toBe(202);
      const byAddress = await subscribe(limited, page.slug, { email: target.toUpperCase() }, '10.2.0.3');
      expect(byAddress.statusCode).toBe(429);
      expect(byAddress.json().code).toBe('TOO_MANY_REQUESTS');
      expect(await mailsTo(limited, target)).toHaveLength(2);
      expect((await subscribe(limited, page.slug, { email: fresh() }, '10.2.0.3')).statusCode).toBe(202);
    } finally {
      await dropQueuedMails(limited, addresses);
      await limited.close();
    }
  });
});

describe('the per-address limit counts mailboxes', () => {
  it('is not bypassed by +tags, case, or dots at Gmail', async () => {
    const limited = await buildTestApp({
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        subscribePerIp: { max: 100, windowMs: 60_000 },
        subscribePerEmail: { max: 2, windowMs: 60_000 },
      },
    });
    const local = subscriberEmail().split('@')[0] ?? 'pubsub';
    const tagged = [
      `${local}+a@example.test`,
      `${local.toUpperCase()}+b@EXAMPLE.test`,
      `${local}@example.test`,
    ];
    const gmail = [`${local}.x@gmail.com`, `${local}x+1@googlemail.com`, `${local}x@gmail.com`];
    try {
      const { page } = await openPage(limited);
      for (const [index, address] of tagged.entries()) {
        const response = await subscribe(limited, page.slug, { email: address }, `10.3.0.${index + 1}`);
        expect([address, response.statusCode]).toEqual([address, index < 2 ? 202 : 429]);
      }
      for (const [index, address] of gmail.entries()) {
        const response = await subscribe(limited, page.slug, { email: address }, `10.4.0.${index + 1}`);
        expect([address, response.statusCode]).toEqual([address, index < 2 ? 202 : 429]);
      }
      expect(await mailsTo(limited, tagged[2] ?? '')).toHaveLength(0);
      expect(await mailsTo(limited, gmail[2] ?? '')).toHaveLength(0);
    } finally {
      await dropQueuedMails(limited, [...tagged, ...gmail]);
      await limited.close();
    }
  });

  it('keys every address by its mailbox', () => {
    expect(mailboxKey(' Jane.Doe+Status@Example.COM ')).toBe('jane.doe@example.com');
    expect(mailboxKey('j.a.n.e+x@GoogleMail.com')).toBe('jane@gmail.com');
    expect(mailboxKey('+only@example.com')).toBe('+only@example.com');
    expect(mailboxKey('')).toBe('');
  });
});

describe('managing a subscription by the token of its mails', () => {
  /** A confirmed subscriber of a new page, to every component or (apiOnly) to API. */
  async function confirmedSubscriber(apiOnly = false) {
    const fixture = await openPage(app);
    const componentIds = apiOnly ? [fixture.api.id] : undefined;
    const address = email();
    await subscribe(app, fixture.page.slug, {
      email: address,
      ...(componentIds ? { component_ids: componentIds } : {}),
    });
    const [mail] = await mailsTo(app, address);
    await confirm(tokenIn(mail?.text_body ?? '', 'confirm'));
    return { ...fixture, address, token: tokenIn(mail?.text_body ?? '', 'manage') };
  }
  const get = (token: string) =>
    app.inject({ method: 'GET', url: `/v1/public/subscriptions/manage?token=${encodeURIComponent(token)}` });
  const put = (payload: object) =>
    app.inject({ method: 'PUT', url: '/v1/public/subscriptions/manage', payload });

  it('shows the page, the address, the state and every component with whether it is chosen', async () => {
    const { page, api, web, address, token } = await confirmedSubscriber();
    const group = await app.db.query<{ id: string }>(
      `INSERT INTO component_groups (page_id, name, position) VALUES ($1, 'Backend', 0) RETURNING id`,
      [page.id],
    );
    const db = await createComponent(app, page.id, { name: 'Database', groupId: group[0]?.id ?? null });
    const response = await get(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      page: { name: 'Acme', slug: page.slug, default_language: 'en' },
      email: address,
      state: 'confirmed',
      all_components: true,
      components: [
        { id: api.id, name: 'API', group_name: null, selected: true },
        { id: db.id, name: 'Database', group_name: 'Backend', selected: true },
        { id: web.id, name: 'Web', group_name: null, selected: true },
      ],
    });
  });

  it('changes the chosen components, back to all with null', async () => {
    const { page, api, web, address, token } = await confirmedSubscriber(true);
    const chosen = await put({ token, component_ids: [web.id] });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      all_components: false,
      components: [
        { id: api.id, selected: false },
        { id: web.id, selected: true },
      ],
    });
    expect((await subscriberOf(app, page.id, address))?.component_ids).toEqual([web.id]);
    expect((await get(token)).json()).toEqual(chosen.json());

    const all = await put({ token, component_ids: null });
    expect(all.json().all_components).toBe(true);
    expect((await subscriberOf(app, page.id, address))?.component_ids).toBeNull();
  });

  it('refuses another page’s components and changes nothing', async () => {
    const { page, api, address, token } = await confirmedSubscriber(true);
    const other = await openPage(app);
    const response = await put({ token, component_ids: [other.web.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('component_ids');
    expect((await subscriberOf(app, page.id, address))?.component_ids).toEqual([api.id]);
  });

  it('answers 400 invalid_token for unknown tokens and per field for a missing one', async () => {
    for (const response of [
      await get('x'.repeat(43)),
      await put({ token: 'x'.repeat(43), component_ids: null }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_token');
    }
    const missing = await put({ component_ids: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      { field: 'token', code: 'required', message: expect.any(String) },
    ]);
    expect((await app.inject({ method: 'GET', url: '/v1/public/subscriptions/manage' })).statusCode).toBe(
      400,
    );
  });

  it('shows an unsubscribed subscription as such and refuses to change it', async () => {
    const { page, api, address, token } = await confirmedSubscriber(true);
    await app.inject({ method: 'POST', url: '/v1/public/subscriptions/unsubscribe', payload: { token } });
    expect((await get(token)).json().state).toBe('unsubscribed');
    const response = await put({ token, component_ids: null });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('subscription_ended');
    expect((await subscriberOf(app, page.id, address))?.component_ids).toEqual([api.id]);
  });
});

describe('incident notifications and public subscriptions', () => {
  it('reach only subscribers whose chosen components the incident affects, with their manage link', async () => {
    const { owner, page, api, web } = await openPage(app);
    const everything = email();
    const apiOnly = email();
    const webOnly = email();
    const subscribeAndConfirm = async (address: string, componentIds?: string[]) => {
      await subscribe(app, page.slug, {
        email: address,
        ...(componentIds ? { component_ids: componentIds } : {}),
      });
      await confirm(tokenIn((await mailsTo(app, address))[0]?.text_body ?? '', 'confirm'));
    };
    await subscribeAndConfirm(everything);
    await subscribeAndConfirm(apiOnly, [api.id]);
    await subscribeAndConfirm(webOnly, [api.id]);
    // webOnly changes their mind on the manage screen.
    const manageToken = tokenIn((await mailsTo(app, webOnly))[0]?.text_body ?? '', 'manage');
    await app.inject({
      method: 'PUT',
      url: '/v1/public/subscriptions/manage',
      payload: { token: manageToken, component_ids: [web.id] },
    });

    const created = await app.inject({
      method: 'POST',
      url: `/v1/pages/${page.id}/incidents`,
      headers: bearer(await accessTokenFor(app, owner)),
      payload: {
        name: 'API down',
        body: 'Requests fail',
        components: [{ id: api.id, status: 'major_outage' }],
      },
    });
    expect(created.statusCode).toBe(201);
    const updateId = created.json().incident_updates[0].id;
    const mails = await app.db.query<{ to_address: string; text_body: string; subscriber_id: string }>(
      'SELECT to_address, text_body, subscriber_id FROM mail_outbox WHERE notification_id = $1',
      [updateId],
    );
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([everything, apiOnly].sort());
    for (const mail of mails) {
      const token = unsubscribeToken(app.config, mail.subscriber_id);
      expect(mail.text_body).toContain(`/public-page/subscriptions/manage?token=${token}`);
      expect(mail.text_body).toContain(`/public-page/subscriptions/unsubscribe?token=${token}`);
    }
    await app.db.query('DELETE FROM mail_outbox WHERE notification_id = $1', [updateId]);
  });
});

it('keeps the console subscriber route working beside the public one', async () => {
  const owner = await createUser(app);
  const page = await createPage(app, owner.organization_id);
  const address = email();
  const response = await app.inject({
    method: 'POST',
    url: `/v1/pages/${page.id}/subscribers`,
    headers: bearer(await accessTokenFor(app, owner)),
    payload: { email: address },
  });
  expect(response.statusCode).toBe(201);
  const [mail] = await mailsTo(app, address);
  expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(tokenIn(mail?.text_body ?? '', 'manage')).toBe(unsubscribeToken(app.config, response.json().id));
});
