import { randomBytes } from 'node:crypto';
import { formatDateTime } from '@statusdeck/shared/time';
import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../lib/transaction';
import { buildTestApp } from '../../testing/build-test-app';
import { createSubscriber } from '../../testing/factories';
import type { OutboxRow } from '../mail/repository';
import { addressOfPublicPage } from '../pages/page-address';
import { unsubscribeLink } from '../public-site/subscriptions/subscription-links';
import { notifySubscribers } from './notify-subscribers';
import { findIncidentOfPage } from './repository';
import { incidentFixture } from './testing/incidents';
import { listIncidentComponents } from './update-repository';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

/** The page's address without a domain or PAGES_DOMAIN (PUBLIC_URL by slug), as an English mail links it. */
const addressOf = (page: { slug: string }) =>
  addressOfPublicPage(app.config, { ...page, custom_domain: null }, 'en');

// On a PostgreSQL shared with other test files, their outbox workers deliver every due mail: the mails
// queued here are removed after each test so they never hold up those files' own mails.
const pageIds: string[] = [];

afterEach(async () => {
  await app.db.query(
    'DELETE FROM mail_outbox WHERE subscriber_id IN (SELECT id FROM subscribers WHERE page_id = ANY($1::uuid[]))',
    [pageIds.splice(0)],
  );
});

afterAll(async () => {
  await app.close();
});

const mailsOf = (notificationId: string) =>
  app.db.query<OutboxRow & { subscriber_id: string }>(
    `SELECT id, to_address, subject, text_body, html_body, headers, status, attempts, last_error, subscriber_id
     FROM mail_outbox WHERE notification_id = $1 ORDER BY to_address`,
    [notificationId],
  );

/** A page with API and Web, and subscribers to everything, to API only, to Web only, pending and gone. */
async function audience() {
  const fixture = await incidentFixture(app);
  const { page, api, web } = fixture;
  pageIds.push(page.id);
  const everything = await createSubscriber(app, page.id, {
    email: `a-all-${randomBytes(4).toString('hex')}@example.test`,
  });
  const apiOnly = await createSubscriber(app, page.id, { componentIds: [api.id] });
  const webOnly = await createSubscriber(app, page.id, { componentIds: [web.id] });
  await createSubscriber(app, page.id, { state: 'pending' });
  await createSubscriber(app, page.id, { state: 'unsubscribed' });
  const latestUpdate = (incident: { incident_updates: Array<{ id: string }> }) =>
    incident.incident_updates[0]?.id ?? '';
  return { ...fixture, everything, apiOnly, webOnly, latestUpdate };
}

describe('incident notifications', () => {
  it('mail the confirmed subscribers whose component filter matches, once each', async () => {
    const { client, base, api, everything, apiOnly, latestUpdate } = await audience();
    const incident = (
      await client.post(base, {
        name: 'Outage',
        body: 'Requests fail',
        components: [{ id: api.id, status: 'partial_outage' }],
      })
    ).json();
    const recipients = (await mailsOf(latestUpdate(incident))).map((mail) => mail.to_address).sort();
    expect(recipients).toEqual([everything.email, apiOnly.email].sort());

    // A later update without components is still about API: its subscribers hear about it too.
    const next = (await client.patch(`${base}/${incident.id}`, { body: 'Still on it' })).json();
    expect((await mailsOf(latestUpdate(next))).map((mail) => mail.to_address).sort()).toEqual(recipients);
  });

  it('reach only unfiltered subscribers for an incident without components, and nobody when not asked', async () => {
    const { client, base, everything, latestUpdate } = await audience();
    const general = (await client.post(base, { name: 'Slow everything', body: 'x' })).json();
    expect((await mailsOf(latestUpdate(general))).map((mail) => mail.to_address)).toEqual([everything.email]);
    const quiet = (
      await client.post(base, { name: 'Quiet', body: 'x', deliver_notifications: false })
    ).json();
    expect(await mailsOf(latestUpdate(quiet))).toEqual([]);
    const patched = (
      await client.patch(`${base}/${general.id}`, { body: 'silent', deliver_notifications: false })
    ).json();
    expect(await mailsOf(latestUpdate(patched))).toEqual([]);
  });

  it('say page, incident and status; carry the text, components, public link and unsubscribe headers', async () => {
    const { client, base, page, api, everything, latestUpdate } = await audience();
    const incident = (
      await client.post(base, {
        name: 'Outage',
        body: 'Requests <fail>\nsince 10:00',
        components: [{ id: api.id, status: 'partial_outage' }],
      })
    ).json();
    const [mail] = (await mailsOf(latestUpdate(incident))).filter(
      (row) => row.to_address === everything.email,
    );
    if (!mail) throw new Error('no mail for the unfiltered subscriber');
    const link = unsubscribeLink(app.config, addressOf(page), everything.id);
    expect(mail.subject).toBe('[Acme] Outage: Investigating');
    expect(mail.text_body).toContain('Requests <fail>\nsince 10:00');
    expect(mail.text_body).toContain('- API — Partial outage');
    expect(mail.text_body).toContain(
      `${app.config.publicUrl}/public-page/incident/${incident.id}?page=${page.slug}`,
    );
    expect(mail.text_body).toContain(`Unsubscribe: ${link}`);
    expect(mail.html_body).toContain('Requests &#60;fail&#62;<br>since 10:00');
    expect(mail.html_body).toContain(`href="${link.replace('&', '&#38;')}"`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('carry a link that unsubscribes, after which that subscriber gets no more mail', async () => {
    const { client, base, everything, latestUpdate } = await audience();
    const incident = (await client.post(base, { name: 'Outage', body: 'x' })).json();
    const [mail] = (await mailsOf(latestUpdate(incident))).filter(
      (row) => row.to_address === everything.email,
    );
    const token = /Unsubscribe: \S+\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
    const response = await app.inject({
      method: 'POST',
      url: '/v1/public/subscriptions/unsubscribe',
      payload: { token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: 'unsubscribed' });
    const next = (await client.patch(`${base}/${incident.id}`, { status: 'resolved', body: 'ok' })).json();
    expect((await mailsOf(latestUpdate(next))).map((row) => row.to_address)).not.toContain(everything.email);
  });

  it('carry a List-Unsubscribe URL that a mail provider’s one-click POST unsubscribes with', async () => {
    const { client, base, apiOnly, api, latestUpdate } = await audience();
    const incident = (
      await client.post(base, {
        name: 'Outage',
        body: 'x',
        components: [{ id: api.id, status: 'major_outage' }],
      })
    ).json();
    const [mail] = (await mailsOf(latestUpdate(incident))).filter((row) => row.to_address === apiOnly.email);
    const url = new URL(/^<(.+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '');
    const oneClick = (path: string) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const response = await oneClick(`${url.pathname}${url.search}`);
    expect(response.statusCode).toBe(200);
    const [row] = await app.db.query<{ state: string }>('SELECT state FROM subscribers WHERE id = $1', [
      apiOnly.id,
    ]);
    expect(row?.state).toBe('unsubscribed');
    expect((await oneClick('/public-page/subscriptions/unsubscribe?token=forged')).statusCode).toBe(400);
  });

  it('are queued once per subscriber per update, however often the fan-out runs', async () => {
    const { client, base, page, latestUpdate } = await audience();
    const incident = (await client.post(base, { name: 'Outage', body: 'x' })).json();
    const updateId = latestUpdate(incident);
    const before = await mailsOf(updateId);
    const ctx = { db: app.db, config: app.config, log: app.log, mailEnqueued: () => undefined };
    const again = await withTransaction(ctx, async (tx) => {
      const row = await findIncidentOfPage(tx, page.id, incident.id);
      if (!row) throw new Error('incident gone');
      return notifySubscribers(tx, ctx, page, row, {
        notificationId: updateId,
        status: row.status,
        body: 'x',
        translations: {},
        components: await listIncidentComponents(tx, [row.id]),
      });
    });
    expect(again).toBe(0);
    expect(await mailsOf(updateId)).toEqual(before);
  });

  it("are written in the page's language", async () => {
    const { client, base, page, api, apiOnly, latestUpdate } = await audience();
    await app.db.query("UPDATE pages SET default_language = 'ru' WHERE id = $1", [page.id]);
    const incident = (
      await client.post(base, {
        name: 'Сбой',
        body: 'Разбираемся',
        components: [{ id: api.id, status: 'major_outage' }],
      })
    ).json();
    const [mail] = (await mailsOf(latestUpdate(incident))).filter((row) => row.to_address === apiOnly.email);
    expect(mail?.subject).toBe('[Acme] Сбой: Выясняем причину');
    expect(mail?.text_body).toContain('- API — Серьёзный сбой');
    expect(mail?.text_body).toContain('Отписаться: ');
  });

  it('give each of hundreds of subscribers their own working unsubscribe link', async () => {
    const { client, base, page, latestUpdate } = await audience();
    const tag = randomBytes(6).toString('hex');
    await app.db.query(
      `INSERT INTO subscribers (page_id, email, state, confirmed_at, unsubscribe_token_hash)
       SELECT $1, 'bulk-' || g || '-' || $2 || '@example.test', 'confirmed', now(), $2 || '-' || g
       FROM generate_series(1, 300) AS g`,
      [page.id, tag],
    );
    const incident = (await client.post(base, { name: 'Outage', body: 'x' })).json();
    const mails = await mailsOf(latestUpdate(incident));
    expect(mails).toHaveLength(301);
    for (const mail of mails) {
      const link = unsubscribeLink(app.config, addressOf(page), mail.subscriber_id);
      expect(mail.headers['List-Unsubscribe']).toBe(`<${link}>`);
      expect(mail.text_body).toContain(link);
    }
  });

  it('about a maintenance name its window in the page’s time zone', async () => {
    const { client, base, page, everything } = await audience();
    await app.db.query("UPDATE pages SET time_zone = 'Europe/Berlin' WHERE id = $1", [page.id]);
    const maintenance = (
      await client.post(base, {
        name: 'Upgrade',
        body: 'Short downtime',
        scheduled_for: '2031-03-04T09:00:00.000Z',
        scheduled_until: '2031-03-04T10:30:00.000Z',
      })
    ).json();
    const [mail] = (await mailsOf(maintenance.incident_updates[0].id)).filter(
      (row) => row.to_address === everything.email,
    );
    expect(mail?.subject).toBe('[Acme] Upgrade: Scheduled');
    expect(mail?.text_body).toContain('Scheduled: 4 Mar 2031, 10:00 CET – 4 Mar 2031, 11:30 CET');
    // The update's time too, written as the console and the public page write it.
    const posted = formatDateTime(maintenance.incident_updates[0].display_at, 'en', 'Europe/Berlin');
    expect(mail?.text_body).toContain(`Posted: ${posted}`);
    expect(posted).toMatch(/ CES?T$/);
  });

  it('not sent yet are dropped when the incident is deleted', async () => {
    const { client, base, latestUpdate } = await audience();
    const incident = (await client.post(base, { name: 'Mistake', body: 'x' })).json();
    expect(await mailsOf(latestUpdate(incident))).not.toEqual([]);
    expect((await client.delete(`${base}/${incident.id}`)).statusCode).toBe(204);
    expect(await mailsOf(latestUpdate(incident))).toEqual([]);
  });
});
