import { accessTokenFor, bearer, createComponent, createPage, createUser } from '../../testing/factories';
import { unsubscribeToken } from '../public-site/subscriptions/subscription-links';
import { mailsTo, openPage, subscribe, subscriberOf, tokenIn } from './testing/public-subscribe';
import { app, confirm, email, usePublicSubscribeApp } from './testing/public-subscribe-app';

usePublicSubscribeApp();

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
      // The page's look, which the manage and unsubscribe screens keep (no logo uploaded here).
      page: {
        name: 'Acme',
        slug: page.slug,
        default_language: 'en',
        brand_color: page.brand_color,
        theme: page.theme,
        logo_url: null,
      },
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
