import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataDirLock } from './data-dir-lock';

const lockFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'statusdeck-lock-')), 'pgdata.lock');

/** The PID of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid;
}

describe('the embedded database lock', () => {
  it('holds the PID of the owner and is removed on release', () => {
    const file = lockFile();
    const release = acquireDataDirLock(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second process while the first is alive, naming its PID', () => {
    const file = lockFile();
    const release = acquireDataDirLock(file, process.ppid);
    expect(() => acquireDataDirLock(file)).toThrow(
      `the embedded database is in use by another Statusdeck process (PID ${process.ppid})`,
    );
    release();
    acquireDataDirLock(file)();
  });

  it('takes over a lock left by a process that is gone, or by an unreadable file', () => {
    for (const content of [`${deadPid()}\n`, 'garbage']) {
      const file = lockFile();
      writeFileSync(file, content);
      const release = acquireDataDirLock(file);
      expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
      release();
    }
  });

  it('does not remove a lock another process has taken over since', () => {
    const file = lockFile();
    const release = acquireDataDirLock(file);
    writeFileSync(file, `${process.ppid}\n`);
    release();
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.ppid));
  });
});
