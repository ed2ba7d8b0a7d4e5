import { markDomainVerified } from '../../domains/testing/verified';
import { mailsTo, openPage, subscriberOf, tokenIn } from '../../subscribers/testing/public-subscribe';
import { visibleText } from '../testing/render';
import {
  app,
  confirmedSubscriber,
  email,
  embeddedView,
  expectScreen,
  formAction,
  formBody,
  post,
  ru,
  useFormsApp,
} from '../testing/subscription-forms';

useFormsApp();

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
    await markDomainVerified(app.db, page.id);
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
