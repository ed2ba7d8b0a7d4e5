// What bounds public subscribing: the plan's places, the callers' origins and the rate limits.
import { DEFAULT_RATE_LIMITS } from '../../config';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer } from '../../testing/factories';
import { mailboxKey } from '../public-site/subscriptions/limits';
import {
  dropQueuedMails,
  mailsTo,
  openPage,
  subscribe,
  subscriberEmail,
  subscriberOf,
  tokenIn,
} from './testing/public-subscribe';
import { app, confirm, email, usePublicSubscribeApp } from './testing/public-subscribe-app';

usePublicSubscribeApp();

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
