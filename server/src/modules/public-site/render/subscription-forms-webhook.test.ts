import { mailsTo, openPage, subscriberOf } from '../../subscribers/testing/public-subscribe';
import {
  app,
  email,
  embeddedView,
  expectScreen,
  get,
  post,
  ru,
  useFormsApp,
} from '../testing/subscription-forms';

useFormsApp();

const webhookOf = async (pageId: string, contact: string) =>
  (
    await app.db.query<{ state: string; endpoint: string; type: string }>(
      'SELECT state, endpoint, type FROM subscribers WHERE page_id = $1 AND email = $2',
      [pageId, contact],
    )
  )[0] ?? null;

/** The `<input>` tags named `name` (with `value`, when given). */
const inputs = (html: string, name: string, value?: string) =>
  (html.match(/<input [^>]*>/g) ?? []).filter(
    (tag) => tag.includes(` name="${name}"`) && (value === undefined || tag.includes(` value="${value}"`)),
  );
const checked = (html: string, name: string, value: string) =>
  inputs(html, name, value).some((tag) => tag.includes(' checked=""'));

const hook = () => `https://hooks.example.test/statusdeck/${Math.random().toString(36).slice(2)}`;

describe('the subscribe form without JavaScript: a webhook', () => {
  it('offers e-mail or webhook as named fields, e-mail chosen, with the endpoint field in the page', async () => {
    const { page } = await openPage(app);
    const html = (await get(`/public-page/subscribe?page=${page.slug}`)).body;
    expect(checked(html, 'channel', 'email')).toBe(true);
    expect(checked(html, 'channel', 'webhook')).toBe(false);
    expect(inputs(html, 'endpoint')).toEqual([expect.stringContaining('type="url"')]);
    const text = expectScreen(await get(`/public-page/subscribe?page=${page.slug}`), 200);
    expect(text).toContain('Webhook URL (https)');
  });

  it.each([
    ['en', "The confirmation link goes to the e-mail address above, the webhook's contact address."],
    ['ru', ru.form.endpointContactHint],
  ])('keeps the webhook hint in the webhook field, none under the e-mail field (%s)', async (lang, hint) => {
    const { page } = await openPage(app);
    const html = (await get(`/public-page/subscribe?page=${page.slug}&lang=${lang}`)).body;
    expect(inputs(html, 'email')).toEqual([expect.not.stringContaining('aria-describedby')]);
    // The endpoint's block (hidden by CSS while "E-mail" is checked) holds the field and the hint it names.
    const block = /<div data-endpoint-field="">(.*?)<\/div>/s.exec(html)?.[1] ?? '';
    const described = /<input [^>]*aria-describedby="([^"]+)"/.exec(block)?.[1];
    expect(described).toBeDefined();
    expect(block).toContain(`id="${described}"`);
    const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'");
    expect(text(block)).toContain(hint);
    expect(text(html.replace(block, ''))).not.toContain(hint);
  });

  it('subscribes a pending webhook and mails its contact the confirmation with the signing secret', async () => {
    const { page } = await openPage(app);
    const contact = email();
    const endpoint = hook();
    const response = await post(`/public-page/subscribe?page=${page.slug}`, {
      email: contact,
      channel: 'webhook',
      endpoint: `  ${endpoint} `,
      scope: 'all',
    });
    expect(expectScreen(response, 200)).toContain('Check your inbox to confirm');
    expect(embeddedView(response.body).form).toEqual({ kind: 'sent', email: contact });
    expect(await webhookOf(page.id, contact)).toEqual({ state: 'pending', endpoint, type: 'webhook' });
    const [mail] = await mailsTo(app, contact);
    expect(mail?.subject).toBe('Confirm your webhook for Acme status updates');
    expect(mail?.text_body).toMatch(/whsec_[0-9a-f]{64}/);
  });

  it('ignores a filled-in endpoint, even an invalid one, when e-mail is chosen', async () => {
    const { page } = await openPage(app);
    for (const endpoint of [hook(), `https://hooks.example.test/${'a'.repeat(2048)}`]) {
      const address = email();
      const response = await post(`/public-page/subscribe?page=${page.slug}`, {
        email: address,
        channel: 'email',
        endpoint,
      });
      expectScreen(response, 200);
      expect(await webhookOf(page.id, address)).toMatchObject({ type: 'email', endpoint: null });
    }
  });

  it.each([
    ['no endpoint', '   ', 'Enter the webhook URL.', ru.errors.endpointRequired],
    [
      'an http endpoint',
      'http://hooks.example.test/x',
      'Enter a public https URL',
      ru.errors.invalidEndpoint,
    ],
    ['not a URL', 'hooks at example', 'Enter a public https URL', ru.errors.invalidEndpoint],
    [
      'an endpoint with a password',
      'https://user:secret@hooks.example.test/x',
      'Enter a public https URL',
      ru.errors.invalidEndpoint,
    ],
    [
      'an endpoint over 2,048 characters',
      `https://hooks.example.test/${'a'.repeat(2048)}`,
      'Enter a public https URL',
      ru.errors.invalidEndpoint,
    ],
  ])(
    'refuses %s with 400, the webhook form again as entered, in the language shown',
    async (_, endpoint, en, ruText) => {
      const { page } = await openPage(app);
      const contact = email();
      for (const [lang, message] of [
        ['en', en],
        ['ru', ruText],
      ] as const) {
        const response = await post(`/public-page/subscribe?page=${page.slug}&lang=${lang}`, {
          email: contact,
          channel: 'webhook',
          endpoint,
        });
        expect(expectScreen(response, 400)).toContain(message);
        const { form } = embeddedView(response.body);
        expect(form).toMatchObject({ kind: 'refused', email: contact, endpoint: endpoint.trim() });
        expect(form.failure.details[0].field).toBe('endpoint');
        // Shown again with Webhook chosen and what was entered.
        expect(checked(response.body, 'channel', 'webhook')).toBe(true);
        expect(inputs(response.body, 'endpoint', endpoint.trim())).toHaveLength(1);
      }
      expect(await subscriberOf(app, page.id, contact)).toBeNull();
      expect(await mailsTo(app, contact)).toEqual([]);
    },
  );

  it('checks the contact address of a webhook as it checks an e-mail subscription', async () => {
    const { page } = await openPage(app);
    const response = await post(`/public-page/subscribe?page=${page.slug}`, {
      email: 'not an address',
      channel: 'webhook',
      endpoint: hook(),
    });
    expect(expectScreen(response, 400)).toContain('Enter a valid e-mail address, like name@example.com.');
    expect(embeddedView(response.body).form).toMatchObject({ kind: 'refused', email: 'not an address' });
  });
});
