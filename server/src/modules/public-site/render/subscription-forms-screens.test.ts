import {
  mailsTo,
  openPage,
  subscribe,
  subscriberOf,
  tokenIn,
} from '../../subscribers/testing/public-subscribe';
import { unsubscribeToken } from '../subscriptions/subscription-links';
import {
  app,
  confirmedSubscriber,
  email,
  embeddedView,
  expectScreen,
  type Fields,
  formAction,
  get,
  post,
  ru,
  useFormsApp,
} from '../testing/subscription-forms';

useFormsApp();

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
