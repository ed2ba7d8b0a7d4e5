import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const SCRIPT = join(__dirname, '..', 'lib', 'precompress.mjs');
let dist: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'statusdeck-precompress-'));
});

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

it('writes a Brotli and a gzip copy beside each file a browser loads, equal to it once decoded', () => {
  const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i}`))};`;
  write('main.0123abcd.js', script);
  write('index.html', '<!doctype html><title>host</title>');
  write('assets/not-found.5a33808c.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  write('mf-manifest.json', '{"name":"remote_auth"}');

  const run = spawnSync(process.execPath, [SCRIPT, dist], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/compressed 4 files once/);

  for (const file of [
    'main.0123abcd.js',
    'index.html',
    'assets/not-found.5a33808c.svg',
    'mf-manifest.json',
  ]) {
    const original = readFileSync(join(dist, file));
    expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(join(dist, `${file}.gz`)))).toEqual(original);
  }
  expect(readFileSync(join(dist, 'main.0123abcd.js.br')).length).toBeLessThan(script.length / 3);
});

it("leaves the server's renderers, hidden files and what does not compress alone", () => {
  write('ssr/sign-in.cjs', 'module.exports = {};'.repeat(100));
  write('ssr/sign-in-page.json', '{"script":"x"}');
  write('.build-inputs', 'digest of the sources');
  write('assets/logo.5a33808c.png', 'not really a png');

  const run = spawnSync(process.execPath, [SCRIPT, dist], { encoding: 'utf8' });
  expect(run.status).toBe(0);

  for (const file of [
    'ssr/sign-in.cjs',
    'ssr/sign-in-page.json',
    '.build-inputs',
    'assets/logo.5a33808c.png',
  ]) {
    expect(existsSync(join(dist, `${file}.br`))).toBe(false);
    expect(existsSync(join(dist, `${file}.gz`))).toBe(false);
  }
});
