import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgliteDb } from './pglite-db';

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'statusdeck-pglite-')), 'pgdata');

describe('the embedded database on disk', () => {
  it('locks its folder while open and unlocks it on close', async () => {
    const dir = dataDir();
    const db = await createPgliteDb(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('does not open a folder another live process holds', async () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, `${process.ppid}\n`);
    await expect(createPgliteDb(dir)).rejects.toThrow(`another Statusdeck process (PID ${process.ppid})`);
  });
});
