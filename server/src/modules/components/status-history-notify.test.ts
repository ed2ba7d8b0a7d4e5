import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { createComponent, createPage, createUser } from '../../testing/factories';
import { PUBLIC_PAGES_CHANNEL } from '../public-site/snapshot/snapshots';

/**
 * A component's status history tells the public page's snapshot (migration 0008's `public_pages` NOTIFY);
 * inserts do so once per statement (0028), for each page their rows are of, however many rows they write;
 * updates and deletes of history rows still notify. A NOTIFY this process sent has reached its handler by
 * the time the statement's promise resolves (db.ts), so each write is followed by the notifications it sent.
 */
let app: FastifyInstance;
let organizationId: string;
const heard: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  organizationId = (await createUser(app)).organization_id;
  await app.db.listen(PUBLIC_PAGES_CHANNEL, (payload) => {
    if (payload) heard.push(payload);
  });
});

afterAll(async () => {
  await app.close();
});

/** The pages `write` made PostgreSQL notify on `public_pages`, sorted. */
async function notificationsOf(write: () => Promise<unknown>): Promise<string[]> {
  heard.length = 0;
  await write();
  return [...new Set(heard)].sort();
}

it('notifies each page of a multi-row insert once, and still notifies updates and deletes', async () => {
  const [first, second] = [await createPage(app, organizationId), await createPage(app, organizationId)];
  if (!first || !second) throw new Error('no pages');
  const a = await createComponent(app, first.id, { name: 'API' });
  const b = await createComponent(app, first.id, { name: 'DB' });
  const c = await createComponent(app, second.id, { name: 'Web' });

  const inserted = await notificationsOf(() =>
    app.db.query(
      `INSERT INTO component_status_changes (component_id, status)
       SELECT id, s FROM unnest($1::uuid[]) AS id, unnest(ARRAY['major_outage', 'operational']) AS s`,
      [[a.id, b.id, c.id]],
    ),
  );
  expect(inserted).toEqual([first.id, second.id].sort());

  const none = await notificationsOf(() =>
    app.db.query(
      'INSERT INTO component_status_changes (component_id, status) SELECT $1::uuid, $2 WHERE false',
      [a.id, 'operational'],
    ),
  );
  expect(none).toEqual([]);

  const updated = await notificationsOf(() =>
    app.db.query(`UPDATE component_status_changes SET status = 'partial_outage' WHERE component_id = $1`, [
      c.id,
    ]),
  );
  expect(updated).toEqual([second.id]);

  const deleted = await notificationsOf(() =>
    app.db.query('DELETE FROM component_status_changes WHERE component_id = $1', [b.id]),
  );
  expect(deleted).toEqual([first.id]);
});
