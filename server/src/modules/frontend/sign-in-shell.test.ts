import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';

// A stand-in for remote-auth's built renderer: echoes what the server hands it.
const RENDERER = `
exports.render = (input) => {
  return {
    head: '<script>shell()</script>',
    body: '<div data-sign-in-shell>' + input.tab + ' ' + input.path + ' ' + Object.keys(input.translations).join(',') + ' ' + input.translations.en.hello + '</div>',
    script: 'shell()',
  };
};`;

const html = (accept = 'text/html') => ({ accept });
let site: FastifyInstance;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'statusdeck-shell-'));
  mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'host', 'dist', 'index.html'),
    '<!doctype html><html><head><title>host</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(root, 'remote-auth', 'dist', 'ssr'), { recursive: true });
  writeFileSync(path.join(root, 'remote-auth', 'dist', 'ssr', 'sign-in.cjs'), RENDERER);
  for (const language of ['en', 'ru']) {
    mkdirSync(path.join(root, 'locales', language), { recursive: true });
    writeFileSync(path.join(root, 'locales', language, 'translation.json'), `{"hello":"${language}"}`);
  }
  site = await buildTestApp({ repoRoot: root });
});

afterAll(async () => {
  await site.close();
});

it('answers the sign-in addresses with the screen already in the page, its script allowed by hash', async () => {
  const hash = createHash('sha256').update('shell()').digest('base64');
  for (const [url, tab] of [
    ['/auth', 'login'],
    ['/auth/signup?ref=mail', 'register'],
  ] as const) {
    const response = await site.inject({ url, headers: html() });
    expect(response.statusCode).toBe(200);
    const pathname = url.split('?')[0];
    expect(response.body).toContain(
      `<script>shell()</script></head><body><div data-sign-in-shell>${tab} ${pathname} en,ru en</div><div id="root">`,
    );
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(response.headers['cache-control']).toBe('no-cache');
  }
});

it('answers every other deep link with the plain host page and policy', async () => {
  for (const url of ['/', '/statuspages/1', '/auth/request-reset']) {
    const response = await site.inject({ url, headers: html() });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('data-sign-in-shell');
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  }
});

it('leaves the shell out where remote-auth is deployed elsewhere (its version may differ)', async () => {
  const split = await buildTestApp({
    repoRoot: root,
    remotes: { remote_auth: 'https://auth.example.test/mf-manifest.json' },
  });
  try {
    const response = await split.inject({ url: '/auth', headers: html() });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('data-sign-in-shell');
  } finally {
    await split.close();
  }
});

describe('with the lean sign-in page built', () => {
  let leanRoot: string;
  let lean: FastifyInstance;
  const HOST_SCRIPT = '<script defer src="/main.0123abcd.js"></script>';
  const LEAN_FILE = 'lean/sign-in-page.89abcdef.js';

  beforeAll(async () => {
    leanRoot = mkdtempSync(path.join(tmpdir(), 'statusdeck-lean-'));
    mkdirSync(path.join(leanRoot, 'host', 'dist'), { recursive: true });
    writeFileSync(
      path.join(leanRoot, 'host', 'dist', 'index.html'),
      `<!doctype html><html><head><title>host</title>${HOST_SCRIPT}</head><body><div id="root"></div></body></html>`,
    );
    mkdirSync(path.join(leanRoot, 'remote-auth', 'dist', 'ssr'), { recursive: true });
    mkdirSync(path.join(leanRoot, 'remote-auth', 'dist', 'lean'), { recursive: true });
    writeFileSync(path.join(leanRoot, 'remote-auth', 'dist', 'ssr', 'sign-in.cjs'), RENDERER);
    writeFileSync(
      path.join(leanRoot, 'remote-auth', 'dist', 'ssr', 'sign-in-page.json'),
      JSON.stringify({ scripts: [LEAN_FILE] }),
    );
    writeFileSync(path.join(leanRoot, 'remote-auth', 'dist', LEAN_FILE), 'void 0;');
    for (const language of ['en', 'ru']) {
      mkdirSync(path.join(leanRoot, 'locales', language), { recursive: true });
      writeFileSync(path.join(leanRoot, 'locales', language, 'translation.json'), `{"hello":"${language}"}`);
    }
    lean = await buildTestApp({ repoRoot: leanRoot });
  });

  afterAll(async () => {
    await lean.close();
  });

  it("answers the sign-in addresses with the lean page's script instead of the console's", async () => {
    for (const url of ['/auth', '/auth/signin', '/auth/signup']) {
      const response = await lean.inject({ url, headers: html() });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<script defer src="/remotes/auth/${LEAN_FILE}"></script>`);
      expect(response.body).not.toContain('/main.0123abcd.js');
      expect(response.body).toContain('<div data-sign-in-shell>');
      // Same-origin scripts run under 'self'; the shell's inline one by its hash.
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    }
  });

  it("keeps the console's scripts on every other address", async () => {
    for (const url of ['/', '/auth/request-reset', '/settings']) {
      const response = await lean.inject({ url, headers: html() });
      expect(response.body).toContain(HOST_SCRIPT);
      expect(response.body).not.toContain(LEAN_FILE);
    }
  });

  it('serves the lean script under its hashed name as immutable', async () => {
    const response = await lean.inject({ url: `/remotes/auth/${LEAN_FILE}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("falls back to the console's scripts where remote-auth is deployed elsewhere", async () => {
    const split = await buildTestApp({
      repoRoot: leanRoot,
      remotes: { remote_auth: 'https://auth.example.test/mf-manifest.json' },
    });
    try {
      const response = await split.inject({ url: '/auth', headers: html() });
      expect(response.body).toContain(HOST_SCRIPT);
      expect(response.body).not.toContain(LEAN_FILE);
      expect(response.body).not.toContain('data-sign-in-shell');
    } finally {
      await split.close();
    }
  });
});
