import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { Config } from '../config';
import { setupDatabase } from '../plugins/database';
import { openDatabaseEarly } from './opening-database';

it('is opened before the app exists and taken over by setupDatabase, which migrates it and closes it', async () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'statusdeck-opening-')), 'pgdata');
  const opening = openDatabaseEarly(dataDir);
  const app = Fastify();
  const config = { database: { kind: 'pglite', dataDir } } as Config;
  const { db, dbState } = await setupDatabase(app, config, { opening });
  expect(db).toBe(await opening.db);
  expect(dbState).toEqual({ migrated: true, lost: null });
  await expect(db.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  // Its thread stopping is reported to the app's state.
  const thread = (await opening.db).thread;
  await thread.terminate();
  await new Promise((resolve) => setImmediate(resolve));
  expect(dbState.lost).toBeInstanceOf(Error);
  await app.close();
});

it('passes on a stop that came before setupDatabase took it over', async () => {
  const opening = openDatabaseEarly(null);
  await (await opening.db).thread.terminate();
  await new Promise((resolve) => setImmediate(resolve));
  const handler = jest.fn();
  opening.onLost(handler);
  expect(handler).toHaveBeenCalledWith(expect.any(Error));
});
