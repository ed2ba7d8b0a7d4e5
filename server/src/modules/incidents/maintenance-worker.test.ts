import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../lib/service-context';
import { buildTestApp } from '../../testing/build-test-app';
import { createSubscriber } from '../../testing/factories';
import { createMaintenanceWorker } from './maintenance-worker';
import { componentStatus, incidentFixture, statusHistory } from './testing/incidents';

let app: FastifyInstance;
let ctx: ServiceContext;
const pageIds: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  ctx = { db: app.db, config: app.config, log: app.log, mailEnqueued: () => undefined };
});

afterAll(async () => {
  // Reminder mails queued here must not wait for other test files' workers on a shared PostgreSQL.
  await app.db.query(
    `DELETE FROM mail_outbox WHERE notification_id IN (SELECT id FROM incidents WHERE page_id = ANY($1::uuid[]))
       OR notification_id IN (SELECT u.id FROM incident_updates u JOIN incidents i ON i.id = u.incident_id
                              WHERE i.page_id = ANY($1::uuid[]))`,
    [pageIds],
  );
  await app.close();
});

const minute = 60_000;

/** A maintenance of the API component, an hour from `now`, for an hour. */
async function scheduled(options: Record<string, unknown> = {}, { subscribed = false } = {}) {
  const fixture = await incidentFixture(app);
  pageIds.push(fixture.page.id);
  // A confirmed subscriber from before the maintenance was scheduled gets its "Scheduled" mail too.
  const subscriber = subscribed ? await createSubscriber(app, fixture.page.id) : null;
  const now = Date.now();
  const start = new Date(now + 60 * minute);
  const end = new Date(now + 120 * minute);
  const response = await fixture.client.post(fixture.base, {
    name: 'Database upgrade',
    body: 'Read-only for an hour',
    scheduled_for: start.toISOString(),
    scheduled_until: end.toISOString(),
    components: [{ id: fixture.api.id, status: 'under_maintenance' }],
    deliver_notifications: false,
    ...options,
  });
  expect(response.statusCode).toBe(201);
  const id = response.json().id as string;
  const read = async () => (await fixture.client.get(`${fixture.base}/${id}`)).json();
  /** Every mail about the maintenance: its updates' and its reminder's, oldest first. */
  const mails = async () =>
    app.db.query<{ to_address: string; subject: string }>(
      `SELECT to_address, subject FROM mail_outbox
       WHERE notification_id = $1 OR notification_id IN (SELECT id FROM incident_updates WHERE incident_id = $1)
       ORDER BY created_at, id`,
      [id],
    );
  return {
    ...fixture,
    subscriber,
    mails,
    id,
    start,
    end,
    read,
    at: (offsetMinutes: number) => new Date(now + offsetMinutes * minute),
  };
}

describe('the maintenance worker', () => {
  it('starts the maintenance at scheduled_for and completes it at scheduled_until, on its clock', async () => {
    const { api, web, start, end, read, at } = await scheduled();
    await app.maintenance.tick(at(59));
    expect((await read()).status).toBe('scheduled');
    expect(await componentStatus(app, api.id)).toBe('operational');

    await app.maintenance.tick(at(60));
    const started = await read();
    expect(started).toMatchObject({ status: 'in_progress', resolved_at: null });
    expect(started.incident_updates[0]).toMatchObject({
      status: 'in_progress',
      body: 'The scheduled maintenance has begun.',
      display_at: start.toISOString(),
      affected_components: [{ id: api.id, status: 'under_maintenance' }],
    });
    expect(await componentStatus(app, api.id)).toBe('under_maintenance');
    expect(await componentStatus(app, web.id)).toBe('operational');

    await app.maintenance.tick(at(119));
    expect((await read()).status).toBe('in_progress');
    await app.maintenance.tick(at(120));
    const completed = await read();
    expect(completed).toMatchObject({ status: 'completed', resolved_at: end.toISOString() });
    expect(completed.incident_updates.map((update: { status: string }) => update.status)).toEqual([
      'completed',
      'in_progress',
      'scheduled',
    ]);
    expect(await componentStatus(app, api.id)).toBe('operational');
    expect(await statusHistory(app, api.id)).toEqual(['operational', 'under_maintenance', 'operational']);
  });

  it('catches up on both steps missed while no worker ran, each shown when it was due', async () => {
    const { api, start, end, read, at } = await scheduled();
    await app.maintenance.tick(at(180));
    const incident = await read();
    expect(incident.status).toBe('completed');
    expect(
      incident.incident_updates.map((update: { status: string; display_at: string }) => [
        update.status,
        update.display_at,
      ]),
    ).toEqual([
      ['completed', end.toISOString()],
      ['in_progress', start.toISOString()],
      ['scheduled', expect.any(String)],
    ]);
    expect(await statusHistory(app, api.id)).toEqual(['operational', 'under_maintenance', 'operational']);
  });

  it('leaves a maintenance without auto_transition for the editor to move', async () => {
    const { read, at } = await scheduled({ auto_transition: false });
    await app.maintenance.tick(at(180));
    expect((await read()).status).toBe('scheduled');
  });

  it('takes each step once when two workers (and the app’s) run at the same moment', async () => {
    const maintenances = await Promise.all([scheduled(), scheduled(), scheduled()]);
    const moment = maintenances.map((m) => m.at(61)).sort((a, b) => b.getTime() - a.getTime())[0];
    const workers = [createMaintenanceWorker({ ctx }), createMaintenanceWorker({ ctx }), app.maintenance];
    await Promise.all(workers.map((worker) => worker.tick(moment)));
    for (const { read, api } of maintenances) {
      const incident = await read();
      expect(incident.incident_updates.map((update: { status: string }) => update.status)).toEqual([
        'in_progress',
        'scheduled',
      ]);
      expect(await statusHistory(app, api.id)).toEqual(['operational', 'under_maintenance']);
    }
  });

  it('runs on its own once started, with the clock it was given', async () => {
    const { read, at } = await scheduled();
    const worker = createMaintenanceWorker({ ctx, clock: () => at(61), pollIntervalMs: 20 });
    worker.start();
    try {
      let status = (await read()).status;
      while (status === 'scheduled') status = (await read()).status;
      expect(status).toBe('in_progress');
    } finally {
      await worker.stop();
    }
  });

  it('mails the reminder once, reminder_minutes_before the start, to confirmed subscribers', async () => {
    const { id, page, read, at } = await scheduled({ remind_subscribers: true, reminder_minutes_before: 30 });
    const subscriber = await createSubscriber(app, page.id);
    const reminders = async () =>
      app.db.query<{ to_address: string; subject: string; text_body: string }>(
        'SELECT to_address, subject, text_body FROM mail_outbox WHERE notification_id = $1',
        [id],
      );
    await app.maintenance.tick(at(29));
    expect(await reminders()).toEqual([]);
    await app.maintenance.tick(at(31));
    await app.maintenance.tick(at(32));
    const mails = await reminders();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: subscriber.email,
      subject: '[Acme] Reminder: scheduled maintenance: Database upgrade',
    });
    expect(mails[0]?.text_body).toContain('Read-only for an hour');
    expect((await read()).status).toBe('scheduled');
  });

  it('skips a reminder whose moment passed while the maintenance already began', async () => {
    const { id, page, read, at } = await scheduled({ remind_subscribers: true });
    await createSubscriber(app, page.id);
    await app.maintenance.tick(at(65));
    expect((await read()).status).toBe('in_progress');
    const rows = await app.db.query('SELECT 1 FROM mail_outbox WHERE notification_id = $1', [id]);
    expect(rows).toEqual([]);
  });
});

describe('maintenance mails', () => {
  it('sends one mail, not "Scheduled" and "Reminder", for a maintenance scheduled inside its reminder window', async () => {
    // Starts in an hour, reminder 90 minutes before: the "Scheduled" mail is the reminder.
    const { mails, subscriber, read, at } = await scheduled(
      { deliver_notifications: true, remind_subscribers: true, reminder_minutes_before: 90 },
      { subscribed: true },
    );
    expect(await mails()).toEqual([
      { to_address: subscriber?.email, subject: '[Acme] Database upgrade: Scheduled' },
    ]);
    await app.maintenance.tick(at(1));
    await app.maintenance.tick(at(2));
    expect(await mails()).toHaveLength(1);
    expect((await read()).status).toBe('scheduled');
  });

  it('sends the reminder when the maintenance was scheduled before its reminder window, or without a mail', async () => {
    const early = await scheduled(
      { deliver_notifications: true, remind_subscribers: true, reminder_minutes_before: 30 },
      { subscribed: true },
    );
    await app.maintenance.tick(early.at(31));
    expect((await early.mails()).map((mail) => mail.subject)).toEqual([
      '[Acme] Database upgrade: Scheduled',
      '[Acme] Reminder: scheduled maintenance: Database upgrade',
    ]);
    // Scheduled without a mail inside the window: the reminder is its one mail.
    const quiet = await scheduled(
      { deliver_notifications: false, remind_subscribers: true, reminder_minutes_before: 90 },
      { subscribed: true },
    );
    await app.maintenance.tick(quiet.at(1));
    expect((await quiet.mails()).map((mail) => mail.subject)).toEqual([
      '[Acme] Reminder: scheduled maintenance: Database upgrade',
    ]);
  });

  it('mails both its start and its completion, by the worker or by hand, when its setting says so', async () => {
    const auto = await scheduled({ deliver_notifications: true }, { subscribed: true });
    await app.maintenance.tick(auto.at(60));
    await app.maintenance.tick(auto.at(120));
    expect((await auto.mails()).map((mail) => mail.subject)).toHaveLength(3);
    const manual = await scheduled({ deliver_notifications: true }, { subscribed: true });
    await app.maintenance.tick(manual.at(60));
    // Completed by hand without saying: as the maintenance's setting says.
    await manual.client.patch(`${manual.base}/${manual.id}`, { status: 'completed', body: 'Done early' });
    const updates = (await manual.read()).incident_updates as {
      status: string;
      deliver_notifications: boolean;
    }[];
    // (The start is shown at its scheduled moment, an hour ahead of the real clock the completion used.)
    expect(updates.map((update) => [update.status, update.deliver_notifications]).sort()).toEqual([
      ['completed', true],
      ['in_progress', true],
      ['scheduled', true],
    ]);
    expect(await manual.mails()).toHaveLength(3);
  });

  it('mails neither its start nor its completion, by the worker or by hand, when its setting says not to', async () => {
    const { mails, read, at, client, base, id } = await scheduled(
      { deliver_notifications: false },
      { subscribed: true },
    );
    await app.maintenance.tick(at(60));
    await client.patch(`${base}/${id}`, { status: 'completed', body: 'Done early' });
    const updates = (await read()).incident_updates as { status: string; deliver_notifications: boolean }[];
    expect(updates.map((update) => [update.status, update.deliver_notifications]).sort()).toEqual([
      ['completed', false],
      ['in_progress', false],
      ['scheduled', false],
    ]);
    expect(await mails()).toEqual([]);
    // An editor can still mail on purpose.
    await client.patch(`${base}/${id}`, {
      status: 'completed',
      body: 'Summary',
      deliver_notifications: true,
    });
    expect(await mails()).toHaveLength(1);
  });
});

describe('a failing step', () => {
  it('is left for the next tick while the other pages’ steps go ahead', async () => {
    const broken = await scheduled({ remind_subscribers: true });
    const healthy = await scheduled({ remind_subscribers: true });
    await createSubscriber(app, broken.page.id);
    await createSubscriber(app, healthy.page.id);
    // The database refuses the broken page's reminder mail, so its step throws.
    await app.db.exec(`
      CREATE FUNCTION refuse_broken_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$;
      CREATE TRIGGER refuse_broken_mail BEFORE INSERT ON mail_outbox FOR EACH ROW
        WHEN (NEW.notification_id = '${broken.id}') EXECUTE FUNCTION refuse_broken_mail();`);
    try {
      await app.maintenance.tick(healthy.at(1));
    } finally {
      await app.db.exec(
        'DROP TRIGGER refuse_broken_mail ON mail_outbox; DROP FUNCTION refuse_broken_mail();',
      );
    }
    const sent = async (id: string) =>
      (await app.db.query('SELECT 1 FROM mail_outbox WHERE notification_id = $1', [id])).length;
    expect(await sent(healthy.id)).toBe(1);
    expect(await sent(broken.id)).toBe(0);
    await app.maintenance.tick(broken.at(2));
    expect(await sent(broken.id)).toBe(1);
  });
});

describe('a maintenance moved by hand', () => {
  it('puts its components under maintenance when an editor starts it, and back when completed', async () => {
    const { client, base, id, api, read } = await scheduled({ auto_transition: false });
    await client.patch(`${base}/${id}`, { status: 'in_progress', body: 'Starting early' });
    expect(await componentStatus(app, api.id)).toBe('under_maintenance');
    await client.patch(`${base}/${id}`, { status: 'completed', body: 'Done' });
    expect(await componentStatus(app, api.id)).toBe('operational');
    expect((await read()).resolved_at).toEqual(expect.any(String));
  });

  it('can be moved; the worker follows the new window', async () => {
    const { client, base, id, read, at } = await scheduled();
    const response = await client.patch(`${base}/${id}`, {
      scheduled_for: at(180).toISOString(),
      scheduled_until: at(240).toISOString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      started_at: at(180).toISOString(),
      scheduled_for: at(180).toISOString(),
    });
    await app.maintenance.tick(at(61));
    expect((await read()).status).toBe('scheduled');
    await app.maintenance.tick(at(181));
    expect((await read()).status).toBe('in_progress');
  });

  it('refuses a reversed window, moving the start once begun, and windows on incidents', async () => {
    const { client, base, id, at } = await scheduled();
    const url = `${base}/${id}`;
    const reversed = await client.patch(url, { scheduled_until: at(30).toISOString() });
    expect(reversed.json().details).toEqual([expect.objectContaining({ field: 'scheduled_until' })]);
    await app.maintenance.tick(at(60));
    const moved = await client.patch(url, { scheduled_for: at(90).toISOString() });
    expect(moved.json().details).toEqual([expect.objectContaining({ code: 'already_started' })]);
    const extended = await client.patch(url, { scheduled_until: at(300).toISOString() });
    expect(extended.statusCode).toBe(200);
    const incident = (await client.post(base, { name: 'Outage' })).json();
    const onIncident = await client.patch(`${base}/${incident.id}`, { auto_transition: true });
    expect(onIncident.json().details).toEqual([expect.objectContaining({ field: 'auto_transition' })]);
  });
});
