import type { FastifyInstance } from 'fastify';
import { findMailsTo } from '../mail/repository';
import { eventually, startDeliveringApp } from '../webhooks/testing/receiver';
import { chatIntegration, type Receiver } from './testing/chat-receiver';

let app: FastifyInstance;
let receiver: Receiver;

let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, receiver, stop } = await startDeliveringApp());
});

afterAll(() => stop());

type Chat = Awaited<ReturnType<typeof chatIntegration>>;

const pendingOf = async (chat: Chat) =>
  app.db.query("SELECT id FROM webhook_outbox WHERE integration_id = $1 AND status = 'pending'", [
    chat.integration.id,
  ]);

/** The page's owner (the fixture's client), an admin, and an editor and a viewer who are not mailed. */
async function team(chat: Chat) {
  const admin = await chat.member('admin');
  const editor = await chat.member('editor');
  const viewer = await chat.member('viewer');
  return {
    owner: chat.client.user.email,
    admin: admin.user.email,
    others: [editor, viewer].map((m) => m.user.email),
  };
}

describe('chat delivery', () => {
  it('retries a 500 with the same bytes and logs every attempt like a webhook', async () => {
    const chat = await chatIntegration(app, receiver, { kind: 'discord' });
    receiver.answer(500, 500);
    const deliveryId = (await chat.client.post(`${chat.item}/test`, {})).json().delivery_id;
    const log = await eventually(async () => {
      const answer = await chat.deliveries();
      return answer.deliveries.length === 3 && answer;
    });
    const [first, ...rest] = chat.hits();
    expect(rest.map((hit) => hit.body)).toEqual([first?.body, first?.body]);
    expect(chat.hits().map((hit) => hit.headers['x-statusdeck-delivery'])).toEqual([
      deliveryId,
      deliveryId,
      deliveryId,
    ]);
    expect(log).toEqual({
      deliveries: [3, 2, 1].map((attempt) => ({
        id: expect.any(String),
        delivery_id: deliveryId,
        event: 'test',
        attempt,
        status_code: attempt === 3 ? 200 : 500,
        error: attempt === 3 ? null : 'answered HTTP 500',
        duration_ms: expect.any(Number),
        created_at: expect.stringMatching(/Z$/),
      })),
      next_cursor: null,
    });
    const firstPage = await chat.deliveries('?limit=2');
    expect(firstPage.deliveries.map((d: { attempt: number }) => d.attempt)).toEqual([3, 2]);
    const next = await chat.deliveries(`?limit=2&cursor=${firstPage.next_cursor}`);
    expect(next).toMatchObject({ deliveries: [{ attempt: 1 }], next_cursor: null });
    const listed = await chat.listed();
    expect(listed).toMatchObject({ state: 'active', last_delivery: { status_code: 200, error: null } });
    for (const answer of [log, listed]) expect(JSON.stringify(answer)).not.toContain(chat.path);
  });

  it.each([410, 404])(
    'disables at once when the chat service answers %i, mails the owners and admins',
    async (code) => {
      const chat = await chatIntegration(app, receiver, { kind: 'slack' });
      const people = await team(chat);
      receiver.answer(code);
      await chat.client.post(`${chat.item}/test`, {});
      const listed = await eventually(async () => {
        const entry = await chat.listed();
        return entry.state === 'disabled' && entry;
      });
      expect(listed).toMatchObject({
        disabled_at: expect.stringMatching(/Z$/),
        last_delivery: { status_code: code, error: `answered HTTP ${code}` },
      });
      expect(chat.hits()).toHaveLength(1);
      for (const to of [people.owner, people.admin]) {
        const [mail] = await findMailsTo(app.db, to);
        expect(mail?.subject).toBe('Slack integration "Slack" of Acme disabled');
        expect(mail?.text_body).toContain('no longer exists');
        expect(mail?.text_body).not.toContain(chat.path);
      }
      for (const to of people.others) expect(await findMailsTo(app.db, to)).toEqual([]);

      // Disabled: an incident is not queued for it, and its test is refused.
      const created = await chat.client.post(chat.base, { name: 'Outage', body: 'Down' });
      expect(created.statusCode).toBe(201);
      expect(await pendingOf(chat)).toEqual([]);
      expect((await chat.client.post(`${chat.item}/test`, {})).statusCode).toBe(409);

      // Enabled again, it hears the next update.
      const enabled = await chat.client.patch(chat.item, { enabled: true });
      expect(enabled.json()).toMatchObject({ state: 'active', disabled_at: null });
      await chat.client.patch(`${chat.base}/${created.json().id}`, { status: 'identified', body: 'Found' });
      await eventually(() => chat.hits().length === 2);
      expect(JSON.parse(chat.hits()[1]?.body ?? '{}').blocks[0].text.text).toBe('Outage');
    },
  );

  it('disables after the last failed attempt and mails the owners and admins in the page language, not the chat one', async () => {
    const chat = await chatIntegration(app, receiver, { kind: 'teams', language: 'ru' });
    const people = await team(chat);
    receiver.answer(500, 0, 503);
    await chat.client.post(`${chat.item}/test`, {});
    await eventually(async () => (await chat.listed()).state === 'disabled');
    expect(chat.hits()).toHaveLength(3);
    const { deliveries } = await chat.deliveries();
    expect(deliveries.map((d: { status_code: number | null }) => d.status_code)).toEqual([503, null, 500]);
    expect(deliveries[1].error).toMatch(/timed out/);
    const mails = await eventually(async () => {
      const found = await findMailsTo(app.db, people.admin);
      return found.length > 0 && found;
    });
    expect(mails[0]?.subject).toBe('Microsoft Teams integration "Microsoft Teams" of Acme disabled');
    // The test schedule's two waits of a millisecond: the retry span is said as it was, not as an hour.
    expect(mails[0]?.text_body).toContain('every attempt over 1 second failed');
    expect(mails[0]?.text_body.replaceAll('\u2060', '')).toContain('/…/');
    expect(await findMailsTo(app.db, people.owner)).toHaveLength(1);
  });

  it('drops what was waiting when the integration is deleted', async () => {
    const chat = await chatIntegration(app, receiver, { kind: 'slack' });
    await app.db.query('UPDATE chat_integrations SET url = $2 WHERE id = $1', [
      chat.integration.id,
      'http://127.0.0.1:9/unreachable',
    ]);
    await app.webhooks.stop();
    try {
      await chat.client.post(`${chat.item}/test`, {});
      expect(await pendingOf(chat)).toHaveLength(1);
      expect((await chat.client.delete(chat.item)).statusCode).toBe(204);
      const left = await app.db.query('SELECT id FROM webhook_outbox WHERE integration_id = $1', [
        chat.integration.id,
      ]);
      expect(left).toEqual([]);
    } finally {
      app.webhooks.start();
    }
  });
});
