import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp } from '../testing/build-test-app';
import { captureStream } from '../testing/capture-stream';

const INFO = 30;
const DEBUG = 20;

/** A checkout with a built host, a built remote and translations. */
function repoWithFrontends(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'statusdeck-logs-'));
  mkdirSync(path.join(root, 'host', 'dist', 'static'), { recursive: true });
  writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(path.join(root, 'host', 'dist', 'static', 'main.0123abcd.js'), 'console.log(1)');
  mkdirSync(path.join(root, 'remote-auth', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'remote-auth', 'dist', 'mf-manifest.json'), '{"name":"remote_auth"}');
  mkdirSync(path.join(root, 'locales', 'en'), { recursive: true });
  writeFileSync(path.join(root, 'locales', 'en', 'translation.json'), '{}');
  return root;
}

async function requestLog(logLevel: string, requests: { url: string; accept?: string }[]) {
  const log = captureStream();
  const app = await buildTestApp({ logLevel, repoRoot: repoWithFrontends() }, { logStream: log.stream });
  try {
    for (const { url, accept } of requests) await app.inject({ url, headers: { accept: accept ?? '*/*' } });
  } finally {
    await app.close();
  }
  const levelsOf = (url: string) =>
    log
      .lines()
      .filter((line) => (line.req as { url?: string } | undefined)?.url === url)
      .map((line) => line.level);
  return { levelsOf };
}

const FRONT_END_FILES = [
  { url: '/static/main.0123abcd.js' },
  { url: '/remotes/auth/mf-manifest.json' },
  { url: '/locales/en/translation.json' },
  { url: '/statuspages/42', accept: 'text/html' },
];

describe('request logs', () => {
  it('keep successful front-end file requests out of the info log, but not API requests or errors', async () => {
    const { levelsOf } = await requestLog('info', [
      ...FRONT_END_FILES,
      { url: '/health' },
      { url: '/v1/users/me' },
      { url: '/static/missing.js' },
    ]);
    for (const { url } of FRONT_END_FILES) expect(levelsOf(url)).toEqual([]);
    expect(levelsOf('/health')).toEqual([INFO]);
    expect(levelsOf('/v1/users/me')).toEqual([INFO]);
    expect(levelsOf('/static/missing.js')).toEqual([INFO]);
  });

  it('record front-end file requests at debug level', async () => {
    const { levelsOf } = await requestLog('debug', FRONT_END_FILES);
    for (const { url } of FRONT_END_FILES) {
      expect(levelsOf(url).length).toBeGreaterThan(0);
      expect(levelsOf(url).every((level) => level === DEBUG)).toBe(true);
    }
  });
});
