import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countEntries, looseModes, loosenModes } from './testing/file-modes';

const TSX = path.resolve(__dirname, '../../node_modules/.bin/tsx');
const SERVER = path.resolve(__dirname, 'server.ts');

/** Starts the real server on dataDir and resolves once it says it is up. */
function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(TSX, [SERVER], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '4861',
      PASSWORD_HASH_WORKERS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('Statusdeck is up')) resolve(child);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it was up:\n${output}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

let running: ChildProcess | null = null;

afterEach(async () => {
  if (running) await stopServer(running);
  running = null;
});

/** The modes while the server runs on dataDir, then after it has stopped. */
async function modesOfARun(dataDir: string): Promise<{ running: string[]; stopped: string[] }> {
  running = await startServer(dataDir);
  const whileRunning = looseModes(dataDir);
  await stopServer(running);
  running = null;
  return { running: whileRunning, stopped: looseModes(dataDir) };
}

describe('the data directory on start-up', () => {
  it('is 0700 with 0600 files, fresh or left loose by an earlier version, running and stopped', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'statusdeck-modes-')), 'data');
    expect(await modesOfARun(dataDir)).toEqual({ running: [], stopped: [] });
    expect(countEntries(dataDir)).toBeGreaterThan(900);

    loosenModes(dataDir);
    expect(await modesOfARun(dataDir)).toEqual({ running: [], stopped: [] });
  }, 120_000);
});
