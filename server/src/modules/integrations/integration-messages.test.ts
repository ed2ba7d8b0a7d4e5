import { LIGHT_TONES } from '@statusdeck/shared/public-site/status-colours';
import type { FastifyInstance } from 'fastify';
import { incidentFixture } from '../incidents/testing/incidents';
import { eventually, startDeliveringApp } from '../webhooks/testing/receiver';
import { chatIntegration, type Fixture, type Receiver } from './testing/chat-receiver';

let app: FastifyInstance;
let receiver: Receiver;

let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, receiver, stop } = await startDeliveringApp());
});

afterAll(() => stop());

const incidentLink = (f: Fixture, id: string) =>
  `${app.config.publicUrl}/public-page/incident/${id}?page=${f.page.slug}`;
const pageLink = (f: Fixture) => `${app.config.publicUrl}/public-page?page=${f.page.slug}`;

/** A critical incident on the API that puts it in partial outage: one incident update, one component change. */
async function outage(f: Fixture) {
  const created = await f.client.post(f.base, {
    name: 'Checkout fails',
    body: 'Payments <time out> & retry',
    impact: 'critical',
    components: [{ id: f.api.id, status: 'partial_outage' }],
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
}

type Hit = { headers: Record<string, unknown>; body: string };
const byEvent = (hits: Hit[], event: string) =>
  hits.filter((hit) => hit.headers['x-statusdeck-event'] === event).map((hit) => JSON.parse(hit.body));

describe('chat messages', () => {
  it('posts Slack Block Kit with a fallback text and the status colour bar, once per update and change', async () => {
    const chat = await chatIntegration(app, receiver, { kind: 'slack' });
    const id = await outage(chat);
    await eventually(() => chat.hits().length === 2);
    expect(byEvent(chat.hits(), 'incident.update')).toHaveLength(1);
    expect(byEvent(chat.hits(), 'component.update')).toHaveLength(1);
    const [incident] = byEvent(chat.hits(), 'incident.update');
    expect(chat.hits().every((hit) => hit.headers['x-statusdeck-signature'] === undefined)).toBe(true);
    expect(incident.text).toContain('Checkout fails');
    expect(incident.text).toContain('Investigating');
    expect(incident.text).toContain('Payments &lt;time out&gt; &amp; retry');
    expect(incident.text).toContain('Payments &lt;time out&gt; &amp; retry');
    expect(incident.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: 'Checkout fails', emoji: true },
    });
    // The update's text is escaped for mrkdwn, so it cannot turn into links or mentions.
    expect(incident.blocks[1]).toEqual({
      type: 'section',
      text: { type: 'mrkdwn', text: 'Payments &lt;time out&gt; &amp; retry' },
    });
    expect(incident.blocks[2].type).toBe('context');
    expect(incident.blocks[2].elements[0].text).toContain('*Acme*');
    expect(incident.blocks[2].elements[0].text).toContain(`<${incidentLink(chat, id)}|`);
    expect(incident.attachments[0].color).toBe(LIGHT_TONES.danger.fill);
    expect(incident.attachments[0].blocks[0].fields.map((f: { text: string }) => f.text)).toEqual([
      '*Status*\nInvestigating',
      '*Affected components*\nAPI (Partial outage)',
    ]);
    const [component] = byEvent(chat.hits(), 'component.update');
    expect(component.blocks[0].text.text).toBe('API is now partial outage');
    expect(component.attachments[0].color).toBe(LIGHT_TONES.orange.fill);
    expect(component.blocks.at(-1).elements[0].text).toContain(`<${pageLink(chat)}|`);

    // A later update with no component change is one more message, in the same incident's link.
    await chat.client.patch(`${chat.base}/${id}`, { status: 'resolved', body: 'Fixed' });
    await eventually(() => chat.hits().length === 4);
    const [, resolved] = byEvent(chat.hits(), 'incident.update');
    expect(resolved.attachments[0].color).toBe(LIGHT_TONES.success.fill);
    expect(resolved.attachments[0].blocks[0].fields[0].text).toBe('*Status*\nResolved');
    const log = await eventually(async () => {
      const answer = await chat.deliveries();
      return answer.deliveries.length === 4 && answer;
    });
    expect(log.deliveries.map((d: { event: string }) => d.event).sort()).toEqual([
      'component.update',
      'component.update',
      'incident.update',
      'incident.update',
    ]);
  });

  it('posts a Teams Adaptive Card in the integration’s language', async () => {
    const chat = await chatIntegration(app, receiver, { kind: 'teams', language: 'ru' });
    const id = await outage(chat);
    await eventually(() => chat.hits().length === 2);
    const [message] = byEvent(chat.hits(), 'incident.update');
    expect(message.type).toBe('message');
    expect(message.attachments).toHaveLength(1);
    const { contentType, content } = message.attachments[0];
    expect(contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(content).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    expect(content.body[0]).toMatchObject({ type: 'TextBlock', text: 'Acme' });
    expect(content.body[1]).toMatchObject({ type: 'TextBlock', text: 'Checkout fails', color: 'Attention' });
    expect(content.body[2]).toMatchObject({ type: 'TextBlock', text: 'Payments <time out> & retry' });
    expect(content.body[3]).toEqual({
      type: 'FactSet',
      facts: [
        { title: 'Статус', value: 'Выясняем причину' },
        { title: 'Затронутые компоненты', value: 'API (Частичный сбой)' },
      ],
    });
    expect(content.actions).toEqual([
      { type: 'Action.OpenUrl', title: 'Открыть на странице статуса', url: incidentLink(chat, id) },
    ]);
    const [component] = byEvent(chat.hits(), 'component.update');
    expect(component.attachments[0].content.body[1]).toMatchObject({
      text: 'API: частичный сбой',
      color: 'Warning',
    });
  });

  it('posts the incident’s name and text in the integration’s language where written, else the default', async () => {
    const chat = await chatIntegration(app, receiver, { kind: 'discord', language: 'ru' });
    const created = await chat.client.post(chat.base, {
      name: 'Checkout fails',
      body: 'Payments time out.',
      translations: { ru: { name: 'Оплата не проходит', body: 'Платежи не проходят.' } },
      impact: 'minor',
      components: [{ id: chat.api.id, status: 'degraded_performance' }],
    });
    expect(created.statusCode).toBe(201);
    await eventually(() => byEvent(chat.hits(), 'incident.update').length === 1);
    // An update written only in English reaches the Russian chat in English.
    const updated = await chat.client.patch(`${chat.base}/${created.json().id}`, {
      status: 'identified',
      body: 'A card processor is down.',
    });
    expect(updated.statusCode).toBe(200);
    await eventually(() => byEvent(chat.hits(), 'incident.update').length === 2);
    const [first, second] = byEvent(chat.hits(), 'incident.update');
    expect(first.embeds[0]).toMatchObject({ title: 'Оплата не проходит' });
    expect(first.embeds[0].description).toContain('Платежи не проходят.');
    expect(second.embeds[0]).toMatchObject({ title: 'Оплата не проходит' });
    expect(second.embeds[0].description).toContain('A card processor is down.');
  });

  it('posts a Discord embed under the page’s name, with the colour as an integer', async () => {
    const chat = await chatIntegration(app, receiver, { kind: 'discord' });
    const id = await outage(chat);
    await eventually(() => chat.hits().length === 2);
    const [message] = byEvent(chat.hits(), 'incident.update');
    expect(message.username).toBe('Acme');
    expect(message.allowed_mentions).toEqual({ parse: [] });
    expect(message.embeds).toHaveLength(1);
    expect(message.embeds[0]).toEqual({
      title: 'Checkout fails',
      description: 'Payments <time out> & retry',
      url: incidentLink(chat, id),
      color: Number.parseInt(LIGHT_TONES.danger.fill.slice(1), 16),
      fields: [
        { name: 'Status', value: 'Investigating', inline: true },
        { name: 'Affected components', value: 'API (Partial outage)', inline: true },
      ],
      footer: { text: 'Acme' },
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const [component] = byEvent(chat.hits(), 'component.update');
    expect(component.embeds[0]).toMatchObject({ title: 'API is now partial outage', url: pageLink(chat) });
  });

  it('posts only what touches the components an integration follows; the page’s language by default', async () => {
    const f = await incidentFixture(app, 'owner');
    await app.db.query("UPDATE pages SET default_language = 'ru' WHERE id = $1", [f.page.id]);
    const web = await chatIntegration(app, receiver, { kind: 'slack', component_ids: [f.web.id] }, f);
    const everything = await chatIntegration(app, receiver, { kind: 'slack' }, f);
    await outage(f);
    await eventually(() => everything.hits().length === 2);
    const patched = await f.client.patch(`/v1/pages/${f.page.id}/components/${f.web.id}`, {
      status: 'major_outage',
    });
    expect(patched.statusCode).toBe(200);
    await eventually(() => everything.hits().length === 3);
    // The filtered one heard only of its component, and was never queued the API's events.
    const [only] = web.bodies();
    expect(web.hits()).toHaveLength(1);
    expect(only.blocks[0].text.text).toBe('Web: серьёзный сбой');
    const queued = await app.db.query('SELECT event FROM webhook_outbox WHERE integration_id = $1', [
      web.integration.id,
    ]);
    expect(queued).toEqual([{ event: 'component.update' }]);
  });

  it('posts a maintenance as it is scheduled, starts and completes, in the maintenance colour', async () => {
    const chat = await chatIntegration(app, receiver, { kind: 'slack' });
    const hour = 60 * 60_000;
    const start = Date.now() + hour;
    const created = await chat.client.post(chat.base, {
      name: 'Database upgrade',
      body: 'Read-only for an hour',
      scheduled_for: new Date(start).toISOString(),
      scheduled_until: new Date(start + hour).toISOString(),
      components: [{ id: chat.api.id, status: 'under_maintenance' }],
    });
    expect(created.statusCode).toBe(201);
    await eventually(() => chat.hits().length === 1);
    await app.maintenance.tick(new Date(start + 1000));
    await eventually(() => chat.hits().length === 3);
    await app.maintenance.tick(new Date(start + hour + 1000));
    await eventually(() => chat.hits().length === 5);
    const updates = byEvent(chat.hits(), 'incident.update');
    expect(updates.map((body) => body.attachments[0].blocks[0].fields[0].text)).toEqual([
      '*Status*\nScheduled',
      '*Status*\nIn progress',
      '*Status*\nCompleted',
    ]);
    expect(updates.map((body) => body.attachments[0].color)).toEqual([
      LIGHT_TONES.maintenance.fill,
      LIGHT_TONES.maintenance.fill,
      LIGHT_TONES.success.fill,
    ]);
    expect(byEvent(chat.hits(), 'component.update').map((body) => body.blocks[0].text.text)).toEqual([
      'API is now under maintenance',
      'API is now operational',
    ]);
  });

  it('sends a test message clearly marked as one, in each format', async () => {
    for (const kind of ['slack', 'teams', 'discord'] as const) {
      const chat = await chatIntegration(app, receiver, { kind });
      const sent = await chat.client.post(`${chat.item}/test`, {});
      expect(sent.statusCode).toBe(202);
      await eventually(() => chat.hits().length === 1);
      expect(chat.hits()[0]?.headers['x-statusdeck-delivery']).toBe(sent.json().delivery_id);
      const body = JSON.parse(chat.hits()[0]?.body ?? '{}');
      const title =
        kind === 'slack'
          ? body.blocks[0].text.text
          : kind === 'teams'
            ? body.attachments[0].content.body[1].text
            : body.embeds[0].title;
      expect(title).toBe('Test message from Statusdeck');
      expect(JSON.stringify(body)).toContain(pageLink(chat));
    }
  });
});
