// The form posts' rate limits, their mail delivery and their logs: each suite builds its own app.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../../config';
import { buildTestApp } from '../../../testing/build-test-app';
import { type SmtpCapture, startSmtpCapture } from '../../../testing/smtp-capture';
import {
  dropQueuedMails,
  mailsTo,
  openPage,
  subscribe,
  subscriberEmail,
  subscriberOf,
  tokenIn,
} from '../../subscribers/testing/public-subscribe';
import { GENEROUS_LIMITS } from '../../subscribers/testing/public-subscribe-app';
import { UNSUBSCRIBE_SCREEN_FACTOR } from '../subscriptions/limits';
import { visibleText } from '../testing/render';
import { email, expectScreen, get, post, repoWithHost } from '../testing/subscription-forms';

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
