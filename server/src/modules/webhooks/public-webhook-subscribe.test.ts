import { testConfig } from '../../testing/build-test-app';
import { accessTokenFor, bearer } from '../../testing/factories';
import { mailsTo, openPage, subscribe, tokenIn } from '../subscribers/testing/public-subscribe';
import { app, confirm, email, usePublicSubscribeApp } from '../subscribers/testing/public-subscribe-app';
import { eventually, startReceiver } from './testing/receiver';

let receiver: Awaited<ReturnType<typeof startReceiver>>;

usePublicSubscribeApp({
  webhooks: { ...testConfig().webhooks, allowPrivate: true, retryScheduleMs: [], pollIntervalMs: 20 },
});

beforeAll(async () => {
  app.webhooks.start();
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver.close();
});

const webhookOf = async (pageId: string, endpoint: string) =>
  (
    await app.db.query<{ id: string; state: string; email: string }>(
      "SELECT id, state, email FROM subscribers WHERE page_id = $1 AND type = 'webhook' AND endpoint = $2",
      [pageId, endpoint],
    )
  )[0];

describe('public webhook subscribe', () => {
  it('creates a pending webhook, mails its contact a confirmation with the secret, and delivers only once confirmed', async () => {
    const { page, owner, api } = await openPage(app);
    const contact = email();
    const endpoint = receiver.url(`/public/${page.id}`);
    const answer = await subscribe(app, page.slug, { email: contact, endpoint });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ state: 'check_inbox' });
    expect(answer.body).not.toContain('whsec_');
    expect(await webhookOf(page.id, endpoint)).toMatchObject({ state: 'pending', email: contact });

    const [mail] = await mailsTo(app, contact);
    const secret = /whsec_[0-9a-f]{64}/.exec(mail?.text_body ?? '')?.[0];
    expect(secret).toBeDefined();
    const hits = () => receiver.received.filter((hit) => hit.path === `/public/${page.id}`);

    // Pending: a component change reaches nobody.
    const token = await accessTokenFor(app, owner);
    const patch = (status: string) =>
      app.inject({
        method: 'PATCH',
        url: `/v1/pages/${page.id}/components/${api.id}`,
        headers: bearer(token),
        payload: { status },
      });
    expect((await patch('major_outage')).statusCode).toBe(200);
    expect(await app.webhooks.drain()).toBe(0);
    expect(hits()).toHaveLength(0);

    expect((await confirm(tokenIn(mail?.text_body ?? '', 'confirm'))).json()).toEqual({ state: 'confirmed' });
    expect((await patch('operational')).statusCode).toBe(200);
    const [hit] = await eventually(() => hits().length === 1 && hits());
    expect(JSON.parse(hit?.body ?? '{}').component_update).toMatchObject({ new_status: 'operational' });
  });

  it('answers an endpoint already confirmed by mail to its own contact, not to the address given', async () => {
    const { page } = await openPage(app);
    const contact = email();
    const endpoint = receiver.url(`/again/${page.id}`);
    await subscribe(app, page.slug, { email: contact, endpoint });
    const [mail] = await mailsTo(app, contact);
    await confirm(tokenIn(mail?.text_body ?? '', 'confirm'));
    const stranger = email();
    expect((await subscribe(app, page.slug, { email: stranger, endpoint })).statusCode).toBe(202);
    expect(await mailsTo(app, stranger)).toHaveLength(0);
    expect(await mailsTo(app, contact)).toHaveLength(2);
    expect(await webhookOf(page.id, endpoint)).toMatchObject({ state: 'confirmed', email: contact });
  });

  it('refuses an endpoint that is not a URL with a 400, changing nothing', async () => {
    const { page } = await openPage(app);
    const contact = email();
    const answer = await subscribe(app, page.slug, { email: contact, endpoint: 'ftp://example.test/x' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([expect.objectContaining({ field: 'endpoint' })]);
    expect(await mailsTo(app, contact)).toHaveLength(0);
  });
});
