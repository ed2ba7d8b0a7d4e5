// What the status PATCH's one statement (setStatusesQuietly) costs on the embedded database, part by part:
// each statement sent in turn from this process and awaited (the round trip through the database's thread),
// for one change and for a batch of eight on one component (the benchmark's hard case: each change a history
// row), beside a `SELECT 1` and a one-row `UPDATE` in the same run. Then again on the same throwaway
// database with the history table's foreign key dropped, then also its insert trigger (the public page's
// NOTIFY): what each costs, not a proposal to drop them. Prints figures only.
// Runs alone: `npx tsx scripts/bench/status-statement.ts`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Db } from '../../server/src/db/db';
import type { ComponentStatus } from '../../server/src/lib/enums';
import { setStatusesQuietly } from '../../server/src/modules/components/repository';
import { createComponent, createPage, createUser } from '../../server/src/testing/factories';
import { median } from './public-lcp';

const RUNS = Number(process.env.BENCH_RUNS ?? 1500);
const WARM_UP = 200;
const ROUNDS = 3;

async function microsPerRun(run: (index: number) => Promise<unknown>): Promise<number> {
  for (let index = 0; index < WARM_UP; index += 1) await run(index);
  const started = performance.now();
  for (let index = 0; index < RUNS; index += 1) await run(index);
  return ((performance.now() - started) * 1000) / RUNS;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'statusdeck-statement-'));
  const config = loadConfig({
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  const app = await buildApp(config, {});
  try {
    await app.ready();
    const db: Db = app.db;
    const user = await createUser(app);
    const page = await createPage(app, user.organization_id, 'API');
    const component = await createComponent(app, page.id, { name: 'API' });
    // Alternating statuses: every change differs from the one before, so every change is a history row.
    const changes = (index: number, size: number) =>
      Array.from({ length: size }, (_, at) => ({
        componentId: component.id,
        status: ((index + at) % 2 ? 'operational' : 'degraded_performance') as ComponentStatus,
      }));
    const statement = (size: number) => (index: number) =>
      setStatusesQuietly(db, user.organization_id, page.id, changes(index, size));

    const [foreignKey] = await db.query<{ conname: string; definition: string }>(
      `SELECT conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conrelid = 'component_status_changes'::regclass AND contype = 'f'`,
    );
    const [trigger] = await db.query<{ definition: string }>(
      `SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger
       WHERE tgname = 'component_status_changes_public_notify'`,
    );
    if (!foreignKey || !trigger) throw new Error('the history table is not as migrated');
    const dropForeignKey = `ALTER TABLE component_status_changes DROP CONSTRAINT ${foreignKey.conname}`;
    const dropTrigger = 'DROP TRIGGER component_status_changes_public_notify ON component_status_changes';
    const addForeignKey = `ALTER TABLE component_status_changes ADD CONSTRAINT ${foreignKey.conname} ${foreignKey.definition}`;

    // Each schema in turn, three rounds, the median kept: the machine's load drifts during a run.
    const variants: Array<{ label: string; before: string[]; after: string[] }> = [
      { label: '', before: [], after: [] },
      { label: ", without the history's foreign key", before: [dropForeignKey], after: [addForeignKey] },
      {
        label: ', without it and its insert trigger',
        before: [dropForeignKey, dropTrigger],
        after: [addForeignKey, trigger.definition],
      },
    ];
    const timings = new Map<string, number[]>();
    const time = async (label: string, run: (index: number) => Promise<unknown>) =>
      timings.set(label, [...(timings.get(label) ?? []), await microsPerRun(run)]);
    const loadAverage = loadavg()[0] ?? 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      await time('SELECT 1', () => db.query('SELECT 1'));
      await time('a one-row UPDATE', () =>
        db.query('UPDATE components SET updated_at = now() WHERE id = $1', [component.id]),
      );
      for (const variant of variants) {
        for (const sql of variant.before) await db.exec(sql);
        await time(`the statement, 1 change${variant.label}`, statement(1));
        await time(`the statement, 8 changes${variant.label}`, statement(8));
        for (const sql of variant.after) await db.exec(sql);
      }
    }
    console.log(
      `The status PATCH's statement on the embedded database, on disk (round trip from this process, median of ${ROUNDS} rounds of ${RUNS}, load average ${loadAverage.toFixed(2)}):`,
    );
    for (const [label, values] of timings) {
      console.log(
        `  ${label}: ${median(values).toFixed(0)} µs (${values.map((value) => value.toFixed(0)).join(', ')})`,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
