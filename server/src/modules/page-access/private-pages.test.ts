// Private pages: the access settings on PATCH /v1/pages/{id}, the plan, and the gate every
// public format of a page passes — without access a private page is an unknown page (404) everywhere but
// on its own rendered address (401, the access screen); with access it is answered privately.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { buildTestApp } from '../../testing/build-test-app';
import { createIncident, createSubscriber, createUser } from '../../testing/factories';
import { createApiTokenFor } from '../api-tokens/testing/tokens';
import { clientFor, organizationOn } from '../pages/testing/client';
import { repoWithHost } from '../public-site/testing/render';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    repoRoot: repoWithHost(),
    rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerPair: { max: 3, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await app.close();
});

const PASSWORD = 'open sesame 123';

type Client = ReturnType<typeof clientFor>;

/** A published page of a Pro organisation (private pages allowed), with one incident. */
async function proPage() {
  const org = await organizationOn(app, 'pro');
  const created = await org.owner.post('/v1/pages', { name: 'Secret Corp', published: true });
  expect(created.statusCode).toBe(201);
  const page = created.json() as { id: string; slug: string };
  const incident = await createIncident(app, page.id, { name: 'Hidden outage', status: 'investigating' });
  return { ...org, page, incidentId: incident.id as string };
}

async function makePrivate(owner: Client, pageId: string, password = PASSWORD) {
  const response = await owner.patch(`/v1/pages/${pageId}`, {
    access: 'password',
    access_password: password,
  });
  expect(response.statusCode).toBe(200);
  return response;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** Every format of a page, by slug, but the rendered screens. */
function formats(slug: string, incidentId: string) {
  return [
    `/v1/public/pages/${slug}`,
    `/v1/public/pages/${slug}/history`,
    `/v1/public/pages/${slug}/incidents/${incidentId}`,
    `/status/${slug}/api/v2/summary.json`,
    `/status/${slug}/api/v2/status.json`,
    `/status/${slug}/api/v2/incidents.json`,
    `/status/${slug}/history.rss`,
    `/status/${slug}/history.atom`,
    `/status/${slug}/badge.svg`,
    `/status/${slug}/maintenance.ics`,
  ];
}

const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

/** The reader's cookie as a browser sends it back. */
const cookieOf = (response: LightMyRequestResponse) =>
  String(response.headers['set-cookie']).split(';')[0] ?? '';

async function signIn(slug: string, password = PASSWORD) {
  const response = await postForm(`/status/${slug}/access/password`, { password, lang: 'en' });
  expect(response.statusCode).toBe(303);
  return cookieOf(response);
}

function expectPrivateHeaders(response: LightMyRequestResponse) {
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(String(response.headers.vary)).toMatch(/cookie/i);
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
}

describe('access settings on PATCH /v1/pages/{id}', () => {
  it('a Pro owner makes a page password-protected; the password is never answered', async () => {
    const { owner, page } = await proPage();
    const response = await makePrivate(owner, page.id);
    const body = response.json();
    expect(body).toMatchObject({ access: 'password', access_password_set: true, access_email_domains: [] });
    expect(JSON.stringify(body)).not.toContain(PASSWORD);
    expect(JSON.stringify(body)).not.toContain('scrypt');
    const stored = await app.db.query<{ access_password_hash: string }>(
      'SELECT access_password_hash FROM pages WHERE id = $1',
      [page.id],
    );
    expect(stored[0]?.access_password_hash).toMatch(/^scrypt\$/);
  });

  it('password access without a password is refused with access_password_required, changing nothing', async () => {
    const { owner, page } = await proPage();
    const response = await owner.patch(`/v1/pages/${page.id}`, { access: 'password', name: 'Renamed' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ code: 'access_password_required' })]);
    expect((await owner.get(`/v1/pages/${page.id}`)).json()).toMatchObject({
      access: 'public',
      name: 'Secret Corp',
    });
  });

  it('an editor may edit the page but not who reads it (403); another organisation gets 404', async () => {
    const { owner, page, member } = await proPage();
    const editor = await member('editor');
    expect((await editor.patch(`/v1/pages/${page.id}`, { description: 'fine' })).statusCode).toBe(200);
    const refused = await editor.patch(`/v1/pages/${page.id}`, { access: 'audience' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    const admin = await member('admin');
    expect(
      (await admin.patch(`/v1/pages/${page.id}`, { access_email_domains: ['example.org'] })).statusCode,
    ).toBe(200);
    const stranger = clientFor(app, await createUser(app));
    expect((await stranger.patch(`/v1/pages/${page.id}`, { access: 'audience' })).statusCode).toBe(404);
    expect((await owner.get(`/v1/pages/${page.id}`)).json().access).toBe('public');
  });

  it('the Free plan has no private pages: 402 plan_feature_unavailable', async () => {
    const owner = clientFor(app, await createUser(app));
    const page = (await owner.post('/v1/pages', { name: 'Free page' })).json();
    const response = await owner.patch(`/v1/pages/${page.id}`, {
      access: 'password',
      access_password: PASSWORD,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('plan_feature_unavailable');
    expect((await owner.get(`/v1/pages/${page.id}`)).json().access).toBe('public');
  });

  it('GET /v1/plans says which plans have private pages and how many viewers a page may have', async () => {
    const owner = clientFor(app, await createUser(app));
    const plans = (await owner.get('/v1/plans')).json() as Array<{ name: string; limits: object }>;
    expect(Object.fromEntries(plans.map((plan) => [plan.name, plan.limits]))).toMatchObject({
      free: { private_pages: false, viewers_per_page: 0 },
      pro: { private_pages: true, viewers_per_page: 100 },
      business: { private_pages: true, viewers_per_page: 1000 },
    });
  });

  it('a downgrade to Free with a private page is a cancellation that says so and never publishes the page', async () => {
    const { owner, page } = await proPage();
    await makePrivate(owner, page.id);
    const quote = (await owner.get('/v1/payments/quote/free')).json();
    expect(quote.exceeding).toEqual(
      expect.arrayContaining([expect.objectContaining({ metric: 'private_pages' })]),
    );
    const response = await owner.post('/v1/payments/downgrade/free', {});
    expect(response.statusCode).toBe(200);
    // A plan set by hand has no period, so it ends at once; a paid period would run to its end first.
    expect(response.json().organization).toMatchObject({ plan: 'free' });
    expect((await owner.get(`/v1/pages/${page.id}`)).json().access).not.toBe('public');
  });

  it('GET /v1/users/roles serves pages.access to owners and admins only', async () => {
    const owner = clientFor(app, await createUser(app));
    const roles = (await owner.get('/v1/users/roles')).json();
    const text = JSON.stringify(roles);
    expect(text).toContain('pages.access');
    const of = (role: string) =>
      (Array.isArray(roles) ? roles : (roles.roles ?? roles.data)).find(
        (entry: { role?: string; name?: string }) => (entry.role ?? entry.name) === role,
      )?.permissions as string[];
    expect(of('owner')).toContain('pages.access');
    expect(of('admin')).toContain('pages.access');
    expect(of('editor')).not.toContain('pages.access');
  });
});

describe('the gate: a private page without access', () => {
  it('every format answers exactly as an unknown page does, the name nowhere', async () => {
    const { owner, page, incidentId } = await proPage();
    // Read once while public, so the cached snapshot is what the gate must see past.
    expect((await get(`/v1/public/pages/${page.slug}`)).statusCode).toBe(200);
    await makePrivate(owner, page.id);
    const unknown = formats('no-such-page-anywhere', incidentId);
    const urls = formats(page.slug, incidentId);
    for (const [index, url] of urls.entries()) {
      const response = await get(url);
      const missing = await get(unknown[index] ?? '');
      expect([url, response.statusCode]).toEqual([url, missing.statusCode]);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
      expect(response.body).not.toContain('Secret Corp');
      expect(response.body).not.toContain('Hidden outage');
    }
    const subscribe = await app.inject({
      method: 'POST',
      url: `/v1/public/pages/${page.slug}/subscribers`,
      payload: { email: 'someone@example.org' },
    });
    expect(subscribe.statusCode).toBe(404);
    const screen = await get(`/public-page/subscribe?page=${page.slug}`);
    expect(screen.statusCode).toBe(404);
    expect(screen.body).not.toContain('Secret Corp');
  });

  it('the rendered page and its screens answer 401 with the password form, never cached, never indexed', async () => {
    const { owner, page, incidentId } = await proPage();
    await makePrivate(owner, page.id);
    for (const url of [
      `/public-page?page=${page.slug}`,
      `/public-page/incident/${incidentId}?page=${page.slug}`,
      `/public-page/history?page=${page.slug}`,
    ]) {
      const response = await get(url, { accept: 'text/html' });
      expect([url, response.statusCode]).toEqual([url, 401]);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expectPrivateHeaders(response);
      expect(response.body).toContain(`action="/status/${page.slug}/access/password"`);
      expect(response.body).toContain('name="password"');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      // The name shows (the visitor came by the page's own address); its content does not.
      expect(response.body).toContain('Secret Corp');
      expect(response.body).not.toContain('Hidden outage');
    }
    const russian = await get(`/public-page?page=${page.slug}&lang=ru`);
    expect(russian.body).toContain('Пароль');
  });
});

describe('password readers', () => {
  it('a wrong password shows the screen again (401); the right one signs in with a private cookie', async () => {
    const { owner, page } = await proPage();
    await makePrivate(owner, page.id);
    const wrong = await postForm(`/status/${page.slug}/access/password`, { password: 'not it at all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That password is not right');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const right = await postForm(`/status/${page.slug}/access/password`, { password: PASSWORD, lang: 'ru' });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`/public-page?page=${page.slug}&lang=ru`);
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('with the cookie every format answers as today, privately', async () => {
    const { owner, page, incidentId } = await proPage();
    await makePrivate(owner, page.id);
    const cookie = await signIn(page.slug);
    for (const url of formats(page.slug, incidentId)) {
      const response = await get(url, { cookie });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expectPrivateHeaders(response);
    }
    const json = (await get(`/v1/public/pages/${page.slug}`, { cookie })).json();
    expect(json.page).toMatchObject({ name: 'Secret Corp', access: 'password' });
    const rendered = await get(`/public-page?page=${page.slug}`, { cookie, accept: 'text/html' });
    expect(rendered.statusCode).toBe(200);
    expectPrivateHeaders(rendered);
    expect(rendered.body).toContain('Secret Corp');
    expect(rendered.body).toContain(`action="/status/${page.slug}/access/sign-out"`);
    expect(rendered.body).toMatch(new RegExp(`/status/${page.slug}/history\\.rss\\?token=[\\w-]+`));
  });

  it('the private feed link works without the cookie until the password changes', async () => {
    const { owner, page } = await proPage();
    await makePrivate(owner, page.id);
    const cookie = await signIn(page.slug);
    const rendered = await get(`/public-page?page=${page.slug}`, { cookie, accept: 'text/html' });
    const token = new RegExp(`/status/${page.slug}/maintenance\\.ics\\?token=([\\w-]+)`).exec(
      rendered.body,
    )?.[1];
    expect(token).toBeDefined();
    for (const file of ['history.rss', 'history.atom', 'maintenance.ics']) {
      const response = await get(`/status/${page.slug}/${file}?token=${token}`);
      expect([file, response.statusCode]).toEqual([file, 200]);
      expectPrivateHeaders(response);
    }
    expect((await get(`/status/${page.slug}/history.rss?token=not-a-token`)).statusCode).toBe(404);
    // A new password ends every session and private link.
    await makePrivate(owner, page.id, 'another password 456');
    expect((await get(`/status/${page.slug}/history.rss?token=${token}`)).statusCode).toBe(404);
    expect((await get(`/v1/public/pages/${page.slug}`, { cookie })).statusCode).toBe(404);
    expect((await get(`/public-page?page=${page.slug}`, { cookie })).statusCode).toBe(401);
  });

  it('revoke-links and a return to public end the sessions too', async () => {
    const { owner, page } = await proPage();
    await makePrivate(owner, page.id);
    const cookie = await signIn(page.slug);
    expect((await get(`/v1/public/pages/${page.slug}`, { cookie })).statusCode).toBe(200);
    expect((await owner.post(`/v1/pages/${page.id}/access/revoke-links`, {})).statusCode).toBe(204);
    expect((await get(`/v1/public/pages/${page.slug}`, { cookie })).statusCode).toBe(404);
  });

  it('sign-out clears the cookie and leads back to the access screen', async () => {
    const { owner, page } = await proPage();
    await makePrivate(owner, page.id);
    const cookie = await signIn(page.slug);
    const out = await postForm(`/status/${page.slug}/access/sign-out`, {}, { cookie });
    expect(out.statusCode).toBe(303);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
  });

  it('wrong passwords are limited per client and page; a stranger cannot lock a reader out', async () => {
    const { owner, page } = await proPage();
    await makePrivate(owner, page.id);
    const attempt = (password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: `/status/${page.slug}/access/password`,
        payload: new URLSearchParams({ password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1)
      statuses.push((await attempt('guess guess guess', '10.0.0.66')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt(PASSWORD, '10.0.0.66');
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many attempts');
    // A reader elsewhere still gets in.
    expect((await attempt(PASSWORD, '10.0.0.7')).statusCode).toBe(303);
  });
});

describe('public pages are unchanged', () => {
  it('answers with the public headers, from the cache, and the snapshot says access public', async () => {
    const { page } = await proPage();
    const response = await get(`/v1/public/pages/${page.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=10, stale-while-revalidate=30, stale-if-error=86400',
    );
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect(response.json().page.access).toBe('public');
    const refused = await postForm(`/status/${page.slug}/access/password`, { password: PASSWORD });
    expect(refused.statusCode).toBe(404);
  });
});

/** The last mail queued to `to`, with the sign-in link it carries. */
async function linkMailedTo(to: string): Promise<{ token: string; subject: string } | null> {
  const rows = await app.db.query<{ subject: string; text_body: string }>(
    'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
    [to],
  );
  const row = rows[0];
  const token = row ? /\/access\/([\w-]{20,})/.exec(row.text_body)?.[1] : undefined;
  return row && token ? { token, subject: row.subject } : null;
}

async function audiencePage(domains: string[] = ['corp.example']) {
  const setup = await proPage();
  const response = await setup.owner.patch(`/v1/pages/${setup.page.id}`, {
    access: 'audience',
    access_email_domains: domains,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ access: 'audience', access_email_domains: domains });
  return setup;
}

const unique = () => Math.random().toString(36).slice(2, 10);

describe('audience readers', () => {
  it('the rendered page asks for an address; the answer is the same whether it may read or not', async () => {
    const { page, incidentId } = await audiencePage();
    const screen = await get(`/public-page?page=${page.slug}`);
    expect(screen.statusCode).toBe(401);
    expect(screen.body).toContain(`action="/status/${page.slug}/access/link"`);
    expect(screen.body).toContain('name="email"');
    for (const url of formats(page.slug, incidentId)) expect((await get(url)).statusCode).toBe(404);
    const allowed = `reader-${unique()}@corp.example`;
    const stranger = `reader-${unique()}@elsewhere.example`;
    const yes = await postForm(`/status/${page.slug}/access/link`, { email: allowed });
    const no = await postForm(`/status/${page.slug}/access/link`, { email: stranger });
    expect(yes.statusCode).toBe(200);
    expect(yes.body).toContain('If this address may read the page, a link is on its way.');
    expect(no.body).toBe(yes.body);
    expect(await linkMailedTo(allowed)).toMatchObject({ subject: 'Your sign-in link for Secret Corp' });
    expect(await linkMailedTo(stranger)).toBeNull();
  });

  it('a magic link signs in once; used or expired it says so', async () => {
    const { page } = await audiencePage();
    const email = `reader-${unique()}@corp.example`;
    await postForm(`/status/${page.slug}/access/link`, { email });
    const mailed = await linkMailedTo(email);
    // The link names the mail's language (the page's), and the page it leads to speaks it.
    const [mail] = await app.db.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE to_address = $1',
      [email],
    );
    expect(mail?.text_body).toContain(`/status/${page.slug}/access/${mailed?.token}?lang=en`);
    const opened = await get(`/status/${page.slug}/access/${mailed?.token}?lang=en`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/public-page?page=${page.slug}&lang=en`);
    const cookie = cookieOf(opened);
    const json = await get(`/v1/public/pages/${page.slug}`, { cookie });
    expect(json.statusCode).toBe(200);
    expectPrivateHeaders(json);
    const again = await get(`/status/${page.slug}/access/${mailed?.token}`);
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('This link was used or has expired');
    expect(again.headers['set-cookie']).toBeUndefined();
    // Expired: a link older than its 15 minutes.
    await postForm(`/status/${page.slug}/access/link`, { email });
    const late = await linkMailedTo(email);
    await app.db.query(
      "UPDATE page_access_links SET expires_at = now() - interval '1 second' WHERE page_id = $1 AND used_at IS NULL",
      [page.id],
    );
    expect((await get(`/status/${page.slug}/access/${late?.token}`)).statusCode).toBe(401);
  });

  it('narrowing the e-mail domains ends the sessions of the addresses it leaves out', async () => {
    const { owner, page } = await audiencePage(['corp.example', 'old.example']);
    const email = `reader-${unique()}@old.example`;
    await postForm(`/status/${page.slug}/access/link`, { email });
    const cookie = cookieOf(await get(`/status/${page.slug}/access/${(await linkMailedTo(email))?.token}`));
    expect((await get(`/v1/public/pages/${page.slug}`, { cookie })).statusCode).toBe(200);
    await owner.patch(`/v1/pages/${page.id}`, { access_email_domains: ['corp.example'] });
    expect((await get(`/v1/public/pages/${page.slug}`, { cookie })).statusCode).toBe(404);
  });
});

describe('viewers', () => {
  it('invite, list, resend and remove, with the roles and organisations that may', async () => {
    const { owner, page, member } = await audiencePage([]);
    const email = `viewer-${unique()}@guest.example`;
    const invited = await owner.post(`/v1/pages/${page.id}/viewers`, { email });
    expect(invited.statusCode).toBe(201);
    const viewer = invited.json();
    expect(viewer).toMatchObject({ email, last_signed_in_at: null, invited_by: { id: owner.user.id } });
    expect(await linkMailedTo(email)).toMatchObject({ subject: 'You are invited to read Secret Corp' });
    expect(
      (await owner.post(`/v1/pages/${page.id}/viewers`, { email: email.toUpperCase() })).json().code,
    ).toBe('already_viewer');
    const editor = await member('editor');
    const list = await editor.get(`/v1/pages/${page.id}/viewers`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ data: [{ id: viewer.id, email }], limit: 100 });
    expect(
      (await editor.post(`/v1/pages/${page.id}/viewers`, { email: `x-${unique()}@a.example` })).statusCode,
    ).toBe(403);
    expect((await editor.delete(`/v1/pages/${page.id}/viewers/${viewer.id}`)).statusCode).toBe(403);
    expect((await editor.post(`/v1/pages/${page.id}/access/revoke-links`, {})).statusCode).toBe(403);
    const stranger = clientFor(app, await createUser(app));
    expect((await stranger.get(`/v1/pages/${page.id}/viewers`)).statusCode).toBe(404);
    expect((await stranger.delete(`/v1/pages/${page.id}/viewers/${viewer.id}`)).statusCode).toBe(404);
    expect((await stranger.post(`/v1/pages/${page.id}/viewers/${viewer.id}/resend`, {})).statusCode).toBe(
      404,
    );
    expect((await owner.post(`/v1/pages/${page.id}/viewers/${viewer.id}/resend`, {})).statusCode).toBe(204);
  });

  it('only an audience page takes viewers (409 page_not_audience)', async () => {
    const { owner, page } = await proPage();
    const response = await owner.post(`/v1/pages/${page.id}/viewers`, { email: `v-${unique()}@a.example` });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('page_not_audience');
  });

  it('a removed viewer loses the page, their private links and their mail', async () => {
    const { owner, page } = await audiencePage([]);
    const email = `viewer-${unique()}@guest.example`;
    const viewer = (await owner.post(`/v1/pages/${page.id}/viewers`, { email })).json();
    const opened = await get(`/status/${page.slug}/access/${(await linkMailedTo(email))?.token}`);
    expect(opened.statusCode).toBe(303);
    const cookie = cookieOf(opened);
    const listed = (await owner.get(`/v1/pages/${page.id}/viewers`)).json();
    expect(listed.data[0].last_signed_in_at).not.toBeNull();
    const rendered = await get(`/public-page?page=${page.slug}`, { cookie });
    const token = /history\.rss\?token=([\w-]+)/.exec(rendered.body)?.[1];
    expect((await get(`/status/${page.slug}/history.rss?token=${token}`)).statusCode).toBe(200);
    // Subscribed while a reader: the page's news reaches them.
    await createSubscriber(app, page.id, { email });
    const outsider = `outsider-${unique()}@guest.example`;
    await createSubscriber(app, page.id, { email: outsider });
    const news = async (name: string) => {
      const created = await owner.post(`/v1/pages/${page.id}/incidents`, {
        name,
        body: 'Looking',
        deliver_notifications: true,
      });
      expect(created.statusCode).toBe(201);
      return app.db.query<{ to_address: string }>(
        'SELECT to_address FROM mail_outbox WHERE subject LIKE $1',
        [`%${name}%`],
      );
    };
    const first = (await news(`First ${unique()}`)).map((row) => row.to_address);
    expect(first).toContain(email);
    expect(first).not.toContain(outsider);
    expect((await owner.delete(`/v1/pages/${page.id}/viewers/${viewer.id}`)).statusCode).toBe(204);
    expect((await get(`/v1/public/pages/${page.slug}`, { cookie })).statusCode).toBe(404);
    expect((await get(`/status/${page.slug}/history.rss?token=${token}`)).statusCode).toBe(404);
    const state = await app.db.query<{ state: string }>(
      'SELECT state FROM subscribers WHERE page_id = $1 AND email = $2',
      [page.id, email],
    );
    expect(state[0]?.state).toBe('unsubscribed');
    const second = (await news(`Second ${unique()}`)).map((row) => row.to_address);
    expect(second).not.toContain(email);
  });

  it('an e-mail subscription on an audience page is taken only for an address that may read it', async () => {
    const { page } = await audiencePage();
    const email = `reader-${unique()}@corp.example`;
    await postForm(`/status/${page.slug}/access/link`, { email });
    const cookie = cookieOf(await get(`/status/${page.slug}/access/${(await linkMailedTo(email))?.token}`));
    const subscribe = (address: string) =>
      app.inject({
        method: 'POST',
        url: `/v1/public/pages/${page.slug}/subscribers`,
        payload: { email: address },
        headers: { cookie },
      });
    expect((await subscribe(email)).statusCode).toBe(202);
    const other = `someone-${unique()}@elsewhere.example`;
    expect((await subscribe(other)).statusCode).toBe(202);
    const rows = await app.db.query<{ email: string }>('SELECT email FROM subscribers WHERE page_id = $1', [
      page.id,
    ]);
    expect(rows.map((row) => row.email)).toEqual([email]);
  });
});

describe("a member's preview from the console", () => {
  const preview = (client: Client, pageId: string) => client.post(`/v1/pages/${pageId}/access/preview`, {});
  const tokenOf = (url: string, slug: string) =>
    new RegExp(`/status/${slug}/access/([\\w-]{20,})$`).exec(url)?.[1] ?? '';

  it('signs any member in to a private page of their organisation, once per link', async () => {
    const { owner, page, member, incidentId } = await audiencePage([]);
    const viewerRole = await member('viewer');
    const answered = await preview(viewerRole, page.id);
    expect(answered.statusCode).toBe(200);
    const token = tokenOf(answered.json().url, page.slug);
    expect(token).not.toBe('');
    const opened = await get(`/status/${page.slug}/access/${token}`);
    expect(opened.statusCode).toBe(303);
    const cookie = cookieOf(opened);
    for (const url of formats(page.slug, incidentId)) {
      expect({ url, status: (await get(url, { cookie })).statusCode }).toEqual({ url, status: 200 });
    }
    const rendered = await get(`/public-page?page=${page.slug}`, { cookie });
    expect(rendered.statusCode).toBe(200);
    // A member's session carries no private feed links: those are readers'.
    expect(rendered.body).not.toContain('?token=');
    expect((await get(`/status/${page.slug}/access/${token}`)).statusCode).toBe(401);
    // The same works on a password page, without the password.
    await makePrivate(owner, page.id);
    const again = tokenOf((await preview(owner, page.id)).json().url, page.slug);
    const ownerCookie = cookieOf(await get(`/status/${page.slug}/access/${again}`));
    expect((await get(`/v1/public/pages/${page.slug}`, { cookie: ownerCookie })).statusCode).toBe(200);
  });

  it('ends when the member leaves the organisation or access is revoked', async () => {
    const { owner, page, member } = await audiencePage([]);
    const leaving = await member('editor');
    const kept = await member('editor');
    const signIn = async (client: Client) =>
      cookieOf(
        await get(
          `/status/${page.slug}/access/${tokenOf((await preview(client, page.id)).json().url, page.slug)}`,
        ),
      );
    const leavingCookie = await signIn(leaving);
    const keptCookie = await signIn(kept);
    expect((await get(`/v1/public/pages/${page.slug}`, { cookie: leavingCookie })).statusCode).toBe(200);
    expect((await owner.delete(`/v1/users/${leaving.user.id}`)).statusCode).toBe(204);
    expect((await get(`/v1/public/pages/${page.slug}`, { cookie: leavingCookie })).statusCode).toBe(404);
    expect((await get(`/v1/public/pages/${page.slug}`, { cookie: keptCookie })).statusCode).toBe(200);
    expect((await owner.post(`/v1/pages/${page.id}/access/revoke-links`, {})).statusCode).toBe(204);
    expect((await get(`/v1/public/pages/${page.slug}`, { cookie: keptCookie })).statusCode).toBe(404);
  });

  it("answers a public page's address; another organisation's page is 404, an API token 403", async () => {
    const { owner, page } = await proPage();
    expect((await preview(owner, page.id)).json()).toEqual({
      url: `${app.config.publicUrl}/public-page?page=${page.slug}`,
    });
    const stranger = clientFor(app, await createUser(app));
    expect((await preview(stranger, page.id)).statusCode).toBe(404);
    const token = await createApiTokenFor(app, owner.user, { role: 'owner' });
    const byToken = await app.inject({
      method: 'POST',
      url: `/v1/pages/${page.id}/access/preview`,
      headers: { authorization: `Bearer ${token.token}` },
      payload: {},
    });
    expect([byToken.statusCode, byToken.json().code]).toEqual([403, 'person_required']);
  });
});
