import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/build-test-app';

// A repository root of our own, so the test does not depend on a front-end build being present.
const root = mkdtempSync(path.join(tmpdir(), 'statusdeck-compress-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const translation = JSON.stringify({
  greeting: 'Hello',
  items: Array.from({ length: 200 }, (_, i) => `item ${i}`),
});

let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'host', 'dist', 'main.0123abcd.js'), script);
  mkdirSync(path.join(root, 'locales', 'en'), { recursive: true });
  writeFileSync(path.join(root, 'locales', 'en', 'translation.json'), translation);
  app = await buildTestApp({ repoRoot: root });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

describe.each(['br', 'gzip'] as const)('%s', (encoding) => {
  it.each([
    ['a JSON API answer', '/v1/openapi.json', 'application/json'],
    ['a translation file', '/locales/en/translation.json', 'application/json'],
    ['a built script', '/main.0123abcd.js', 'javascript'],
  ])('compresses %s', async (_label, url, type) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain(type);
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    const body = decoders[encoding](response.rawPayload).toString();
    expect(body.length).toBeGreaterThan(response.rawPayload.length);
    if (url.startsWith('/locales')) expect(body).toBe(translation);
  });
});

it('leaves small answers and clients without Accept-Encoding alone', async () => {
  const small = await app.inject({ url: '/health', headers: { 'accept-encoding': 'br' } });
  expect(small.headers['content-encoding']).toBeUndefined();
  const plain = await app.inject({ url: '/locales/en/translation.json', headers: { 'accept-encoding': '' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(translation);
});

it('serves an edited translation file at once, with a new ETag, compressed anew', async () => {
  const file = path.join(root, 'locales', 'en', 'translation.json');
  const first = await app.inject({
    url: '/locales/en/translation.json',
    headers: { 'accept-encoding': 'br' },
  });
  const edited = JSON.stringify({ ...JSON.parse(translation), greeting: 'Hello again, and welcome' });
  writeFileSync(file, edited);
  try {
    const stale = await app.inject({
      url: '/locales/en/translation.json',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).not.toBe(first.headers.etag);
    expect(brotliDecompressSync(stale.rawPayload).toString()).toBe(edited);
    const again = await app.inject({
      url: '/locales/en/translation.json',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(stale.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  } finally {
    writeFileSync(file, translation);
  }
});
