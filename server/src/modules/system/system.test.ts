import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { PgliteDb } from '../../db/pglite-db';
import { REPO_ROOT } from '../../lib/paths';
import { securityHeaders } from '../../plugins/security';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('health and readiness', () => {
  it('reports liveness and readiness', async () => {
    expect((await app.inject('/health')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('fails liveness once the embedded database has stopped, so that a supervisor restarts the process', async () => {
    const embedded = await buildTestApp({ database: { kind: 'pglite', dataDir: null } });
    try {
      expect((await embedded.inject('/health')).statusCode).toBe(200);
      await (embedded.db as PgliteDb).thread.terminate();
      const health = await embedded.inject('/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ code: 'service_unavailable' });
      expect((await embedded.inject('/ready')).statusCode).toBe(503);
    } finally {
      await embedded.close();
    }
  });

  it('answers 503 quickly when PostgreSQL cannot be reached, without crashing', async () => {
    const down = await buildTestApp({
      database: { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/test' },
    });
    try {
      const started = Date.now();
      const ready = await down.inject('/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: 'service_unavailable', message: expect.any(String) });
      const login = await down.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { email: 'someone@example.test', password: 'whatever 123' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({ code: 'service_unavailable', message: expect.any(String) });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await down.close();
    }
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject('/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/v1/register',
        '/v1/login',
        '/v1/refresh',
        '/v1/pages/{pageId}/incidents/unresolved',
      ]),
    );
    expect(document.paths['/v1/login'].post.responses).toHaveProperty('401');
  });

  it('serves interactive docs branded Statusdeck, with the product icon and no Swagger logo', async () => {
    for (const url of ['/v1/docs', '/v1/docs/']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Statusdeck API</title>');
      expect(response.body).not.toMatch(/swagger ui<\/title>|favicon-\d+x\d+\.png/i);
      const icon = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(response.body)?.[1] ?? '';
      const served = await app.inject(new URL(icon, `http://localhost${url}`).pathname);
      expect(served.body).toBe(readFileSync(path.join(REPO_ROOT, 'assets', 'favicon.svg'), 'utf8'));
    }
    const theme = await app.inject('/v1/docs/static/theme/statusdeck.js');
    expect(theme.body).toContain('"Statusdeck API"');
    // Swagger UI's own top bar draws its logo as an inline SVG with a <style>, which the policy refuses.
    expect((await app.inject('/v1/docs/static/swagger-initializer.js')).body).toContain(
      '"layout":"BaseLayout"',
    );
  });

  it("allows the docs' own scripts and styles, nothing inline, and leaves other routes' policy alone", async () => {
    const docs = await app.inject('/v1/docs/');
    const csp = String(docs.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('style-src')).toBe("style-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    // Every script and stylesheet of the page is a file of this server, each answering 200.
    expect(docs.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|<style|\sstyle=/);
    const files = [
      ...docs.body.matchAll(/<(?:script src|link rel="stylesheet" type="text\/css" href)="([^"]+)"/g),
    ];
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const [, file = ''] of files) {
      expect(file).toMatch(/^\.\/static\//);
      expect([file, (await app.inject(`/v1/docs/${file.slice(2)}`)).statusCode]).toEqual([file, 200]);
    }

    const expected = securityHeaders(app.config)['content-security-policy'];
    for (const url of ['/health', '/v1/openapi.json', '/app-config.json', '/v1/pages'])
      expect([url, (await app.inject(url)).headers['content-security-policy']]).toEqual([url, expected]);
  });
});

describe('GET /app-config.json', () => {
  it('points at the bundled remotes by default', async () => {
    const response = await app.inject('/app-config.json');
    expect(response.json()).toEqual({
      apiBase: '',
      remotes: {
        remote_auth: '/remotes/auth/mf-manifest.json',
        remote_statuspages: '/remotes/statuspages/mf-manifest.json',
        remote_settings: '/remotes/settings/mf-manifest.json',
        remote_public: '/remotes/public/mf-manifest.json',
      },
      termsUrl: '/terms',
      privacyUrl: '/privacy',
      signInQuote: null,
    });
  });

  it('uses the configured remote URLs, legal pages and sign-in quote, and allows the remotes in the CSP', async () => {
    const custom = await buildTestApp({
      remotes: {
        remote_auth: 'https://cdn.example.test/auth/mf-manifest.json',
        remote_statuspages: '/remotes/statuspages/mf-manifest.json',
        remote_settings: '/remotes/settings/mf-manifest.json',
        remote_public: '/remotes/public/mf-manifest.json',
      },
      legal: { termsUrl: 'https://example.test/terms', privacyUrl: null },
      signInQuote: { text: 'Our status, always current.', author: 'Ops team', role: null },
    });
    try {
      const response = await custom.inject('/app-config.json');
      expect(response.json().remotes.remote_auth).toBe('https://cdn.example.test/auth/mf-manifest.json');
      expect(response.json()).toMatchObject({
        termsUrl: 'https://example.test/terms',
        privacyUrl: '/privacy',
        signInQuote: { text: 'Our status, always current.', author: 'Ops team', role: null },
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://cdn.example.test");
      expect(csp).toContain("connect-src 'self' https://cdn.example.test");
      expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.test");
    } finally {
      await custom.close();
    }
  });
});

describe('CORS for split deployments', () => {
  it('lets a configured origin call the API with credentials, and no other origin', async () => {
    const custom = await buildTestApp({ corsOrigins: ['https://status.example.test'] });
    try {
      const allowed = await custom.inject({
        method: 'OPTIONS',
        url: '/v1/login',
        headers: {
          origin: 'https://status.example.test',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://status.example.test');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');

      const other = await custom.inject({ url: '/health', headers: { origin: 'https://evil.example.test' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await custom.close();
    }
  });
});

describe('security headers and errors', () => {
  it('sends security headers and a strict CSP on every response', async () => {
    const response = await app.inject('/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // blob: lets the appearance screen preview a chosen logo before it is uploaded.
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown API routes with 404 not_found', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: expect.any(String) });
  });
});

describe('GET /locales/:lng/:ns.json', () => {
  it('serves the translations with validators for caching', async () => {
    const response = await app.inject('/locales/ru/translation.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toContain('max-age=');
    expect(response.json()).toHaveProperty('auth');
    const again = await app.inject({
      url: '/locales/ru/translation.json',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves this checkout's translations whatever the working directory the server starts in", async () => {
    const cwd = process.cwd();
    const built: FastifyInstance[] = [];
    process.chdir(mkdtempSync(path.join(tmpdir(), 'statusdeck-cwd-')));
    try {
      // Fresh modules, so paths computed at import time also see the other working directory.
      await jest.isolateModulesAsync(async () => {
        const fresh: typeof import('../../testing/build-test-app') = require('../../testing/build-test-app');
        built.push(await fresh.buildTestApp());
      });
    } finally {
      process.chdir(cwd);
    }
    const [elsewhere] = built;
    if (!elsewhere) throw new Error('the app was not built');
    try {
      const response = await elsewhere.inject('/locales/en/translation.json');
      expect(response.statusCode).toBe(200);
      const checkout = path.resolve(__dirname, '../../../../locales/en/translation.json');
      expect(response.json()).toEqual(JSON.parse(readFileSync(checkout, 'utf8')));
    } finally {
      await elsewhere.close();
    }
  });

  it('refuses other languages, unknown files and path traversal', async () => {
    for (const url of [
      '/locales/de/translation.json',
      '/locales/en/missing.json',
      '/locales/..%2F..%2Fpackage/translation.json',
      '/locales/en/..%2F..%2Fpackage.json',
      '/locales/en/%2e%2e.json',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });
});

describe('built front ends', () => {
  let site: FastifyInstance;
  const BUILT = `console.log(${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i}`))});`;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'statusdeck-static-'));
    mkdirSync(path.join(root, 'host', 'dist', 'static'), { recursive: true });
    writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><title>host</title>');
    writeFileSync(path.join(root, 'host', 'dist', 'static', 'main.0123abcd.js'), BUILT);
    mkdirSync(path.join(root, 'remote-auth', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'remote-auth', 'dist', 'mf-manifest.json'), '{"name":"remote_auth"}');
    for (const folder of ['host', 'remote-auth']) {
      writeFileSync(path.join(root, folder, 'dist', '.build-inputs'), 'digest of the sources');
    }
    // The build's compressed copies of the script (scripts/lib/precompress.mjs), and its server-side renderers.
    writeFileSync(
      path.join(root, 'host', 'dist', 'static', 'main.0123abcd.js.br'),
      brotliCompressSync(BUILT),
    );
    writeFileSync(path.join(root, 'host', 'dist', 'static', 'main.0123abcd.js.gz'), gzipSync(BUILT));
    for (const folder of ['host', 'remote-auth']) {
      mkdirSync(path.join(root, folder, 'dist', 'ssr'), { recursive: true });
      writeFileSync(path.join(root, folder, 'dist', 'ssr', 'renderer.cjs'), 'module.exports = {};');
      writeFileSync(path.join(root, folder, 'dist', 'ssr', 'assets.json'), '{}');
    }
    mkdirSync(path.join(root, 'locales'), { recursive: true });
    site = await buildTestApp({ repoRoot: root });
  });

  afterAll(async () => {
    await site.close();
  });

  it('serves the host at / and answers deep links with its index.html', async () => {
    for (const url of ['/', '/statuspages/123/incidents', '/auth/signin?next=%2F']) {
      const response = await site.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>host</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and revalidates manifests', async () => {
    const asset = await site.inject('/static/main.0123abcd.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await site.inject('/remotes/auth/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's compressed copy the browser takes, cached as the script itself", async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const asset = await site.inject({
        url: '/static/main.0123abcd.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(asset.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(decode(asset.rawPayload).toString()).toBe(BUILT);
      // The copy's own bytes, not a compression made for this request.
      expect(asset.rawPayload).toEqual(
        readFileSync(
          path.join(
            site.config.repoRoot,
            'host',
            'dist',
            'static',
            `main.0123abcd.js.${encoding === 'br' ? 'br' : 'gz'}`,
          ),
        ),
      );
    }
    const plain = await site.inject({ url: '/static/main.0123abcd.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUILT);
  });

  it("never serves a build's server-side renderers", async () => {
    for (const url of [
      '/ssr/renderer.cjs',
      '/ssr/assets.json',
      '/%73sr/renderer.cjs',
      '/remotes/auth/ssr/renderer.cjs',
      '/remotes/auth/ssr/assets.json',
    ]) {
      const response = await site.inject({ url, headers: { accept: '*/*', 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('does not answer missing files, hidden files, API routes or JSON requests with the host page', async () => {
    for (const [url, accept] of [
      ['/static/missing.js', 'text/html'],
      ['/remotes/settings/mf-manifest.json', 'text/html'],
      ['/v1/unknown', 'text/html'],
      ['/some/page', 'application/json'],
      ['/.build-inputs', 'text/html'],
      ['/remotes/auth/.build-inputs', '*/*'],
    ]) {
      const response = await site.inject({ url, headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });
});
