import type { FastifyInstance } from 'fastify';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createPage, createUser } from '../../testing/factories';
import type { UserRow } from '../users/repository';

let app: FastifyInstance;
let owner: UserRow;
let token: string;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app);
  token = await accessTokenFor(app, owner);
});

afterAll(async () => {
  await app.close();
});

const newPage = () => createPage(app, owner.organization_id, 'Acme Cloud');
const add = (pageId: string, payload: object, as = token) =>
  app.inject({ method: 'POST', url: `/v1/pages/${pageId}/subscribers`, headers: bearer(as), payload });
const list = (pageId: string, query = '') =>
  app.inject({ method: 'GET', url: `/v1/pages/${pageId}/subscribers${query}`, headers: bearer(token) });
const hook = (n = Math.random().toString(36).slice(2)) => `https://hooks.example.test/statusdeck/${n}`;

describe('webhook subscribers', () => {
  it('creates a confirmed webhook whose signing secret is answered once, never listed', async () => {
    const page = await newPage();
    const email = uniqueEmail('ops');
    const endpoint = hook();
    const response = await add(page.id, { type: 'webhook', email, endpoint });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ type: 'webhook', email, endpoint, state: 'confirmed' });
    expect(created.signing_secret).toMatch(/^whsec_[0-9a-f]{64}$/);

    const listed = await list(page.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().subscribers).toEqual([{ ...created, signing_secret: undefined }]);
    expect(listed.body).not.toContain(created.signing_secret);
    expect(listed.json().subscribers[0]).not.toHaveProperty('signing_secret');
  });

  it('filters the list by type; an e-mail subscriber has no endpoint nor secret', async () => {
    const page = await newPage();
    const mail = await add(page.id, { email: uniqueEmail('reader'), skip_confirmation: true });
    expect(mail.statusCode).toBe(201);
    expect(mail.json()).toMatchObject({ type: 'email', endpoint: null });
    expect(mail.json()).not.toHaveProperty('signing_secret');
    const webhook = await add(page.id, { type: 'webhook', email: uniqueEmail('ops'), endpoint: hook() });

    const webhooks = await list(page.id, '?type=webhook');
    expect(webhooks.json().subscribers.map((s: { id: string }) => s.id)).toEqual([webhook.json().id]);
    expect(webhooks.json().total).toBe(1);
    const emails = await list(page.id, '?type=email');
    expect(emails.json().subscribers.map((s: { id: string }) => s.id)).toEqual([mail.json().id]);
    expect((await list(page.id, '?type=sms')).statusCode).toBe(400);
  });

  it('refuses a missing, non-https, oversized or credential-carrying endpoint, and an endpoint on e-mail', async () => {
    const page = await newPage();
    const email = uniqueEmail('ops');
    const refused = [
      [{ type: 'webhook', email }, 'endpoint'],
      [{ type: 'webhook', email, endpoint: 'http://hooks.example.test/x' }, 'endpoint'],
      [{ type: 'webhook', email, endpoint: 'not a url' }, 'endpoint'],
      [{ type: 'webhook', email, endpoint: 'ftp://hooks.example.test/x' }, 'endpoint'],
      [{ type: 'webhook', email, endpoint: 'https://user:pw@hooks.example.test/x' }, 'endpoint'],
      [{ type: 'webhook', email, endpoint: `https://hooks.example.test/${'a'.repeat(2048)}` }, 'endpoint'],
      [{ email, endpoint: hook() }, 'endpoint'],
      [{ type: 'sms', email }, 'type'],
    ] as const;
    for (const [payload, field] of refused) {
      const response = await add(page.id, payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain(field);
    }
    expect((await list(page.id)).json().total).toBe(0);
  });

  it('refuses the same endpoint twice on a page (409) but lets the contact also subscribe by e-mail', async () => {
    const page = await newPage();
    const email = uniqueEmail('ops');
    const endpoint = hook();
    expect((await add(page.id, { type: 'webhook', email, endpoint })).statusCode).toBe(201);
    const again = await add(page.id, { type: 'webhook', email: uniqueEmail('other'), endpoint });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'duplicate_subscriber', details: [{ field: 'endpoint' }] });
    expect((await add(page.id, { email, skip_confirmation: true })).statusCode).toBe(201);
  });

  it("answers 404 for another organisation's page and refuses a viewer (403)", async () => {
    const page = await newPage();
    const stranger = await createUser(app);
    const strangerToken = await accessTokenFor(app, stranger);
    const payload = { type: 'webhook', email: uniqueEmail('ops'), endpoint: hook() };
    expect((await add(page.id, payload, strangerToken)).statusCode).toBe(404);
    const viewer = await createUser(app, { role: 'viewer', organizationId: owner.organization_id });
    expect((await add(page.id, payload, await accessTokenFor(app, viewer))).statusCode).toBe(403);
    expect((await list(page.id)).json().total).toBe(0);
  });
});
