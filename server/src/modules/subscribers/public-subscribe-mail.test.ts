import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer } from '../../testing/factories';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture';
import { unsubscribeToken } from '../public-site/subscriptions/subscription-links';
import { openPage, subscribe, subscriberEmail, subscriberOf } from './testing/public-subscribe';

// The outbox worker here delivers every due mail of its database; on a shared PostgreSQL it would take
// other test files' mails, so this file keeps a private in-memory database.
const privateDatabase = { database: { kind: 'pglite', dataDir: null } } as const;
const generous = { max: 10_000, windowMs: 60_000 };

let app: FastifyInstance;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await buildTestApp({
    ...privateDatabase,
    smtpUrl: smtp.url,
    rateLimits: { ...DEFAULT_RATE_LIMITS, subscribePerIp: generous, subscribePerEmail: generous },
  });
  app.outbox.start();
});

afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** The message as a reader sees it: quoted-printable soft breaks and folded headers undone. */
const unfold = (mail: CapturedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/\r?\n[ \t]+/g, ' ');

/** Every subscriber mail's links carry its language. */
function expectSubscriberHeaders(raw: string, token: string, lang = '&lang=en') {
  expect(raw).toContain(
    `List-Unsubscribe: <${app.config.publicUrl}/public-page/subscriptions/unsubscribe?token=${token}${lang}>`,
  );
  expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(raw).toContain(`${app.config.publicUrl}/public-page/subscriptions/manage?token=${token}`);
}

const confirmTokenIn = (raw: string) =>
  /\/public-page\/subscriptions\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(raw)?.[1] ?? '';

it('delivers the confirmation, the fresh link and the already-subscribed mail, each with one-click unsubscribe', async () => {
  const { owner, page, api } = await openPage(app);
  const address = subscriberEmail();

  await subscribe(app, page.slug, { email: address, component_ids: [api.id] });
  const confirmation = unfold(await smtp.waitForMail(address));
  const subscriber = await subscriberOf(app, page.id, address);
  const token = unsubscribeToken(app.config, subscriber?.id ?? '');
  expect(confirmation).toContain('Subject: Confirm your subscription to Acme status updates');
  expect(confirmation).toContain('The link is valid for 7 days.');
  expectSubscriberHeaders(confirmation, token);

  await subscribe(app, page.slug, { email: address });
  const again = unfold(await smtp.waitForMail(address));
  expect(again).toContain('Subject: Confirm your subscription to Acme status updates');
  expectSubscriberHeaders(again, token);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/v1/public/subscriptions/confirm',
    payload: { token: confirmTokenIn(again) },
  });
  expect(confirmed.json()).toEqual({ state: 'confirmed' });

  await subscribe(app, page.slug, { email: address });
  const already = unfold(await smtp.waitForMail(address));
  expect(already).toContain('Subject: You are already subscribed to Acme status updates');
  expect(already).toContain('Nothing has changed.');
  expect(confirmTokenIn(already)).toBe('');
  expectSubscriberHeaders(already, token);

  // The incident mail that follows carries the same links and headers.
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
  const incident = unfold(await smtp.waitForMail(address));
  expect(incident).toContain('Subject: [Acme] API down: Investigating');
  expectSubscriberHeaders(incident, token);
});
