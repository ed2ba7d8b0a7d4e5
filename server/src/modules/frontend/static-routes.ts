import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { FRONTEND_APPS, HOST_APP, REMOTE_APPS } from '../../lib/app-manifest';
import { notFound } from '../../lib/errors';
import { markFrontendRequest } from '../../plugins/request-logging';
import type { createConsoleHome } from './console-home';
import { createSignInShell } from './sign-in-shell';

const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** A build's server-side renderers, never served (they are in dist/ only to be built with the rest). */
const SERVER_ONLY = /^\/ssr(?:\/|$)/;
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

/** The copies the build compressed once (scripts/lib/precompress.mjs), sent as they are for these encodings. */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/**
 * Content-hashed files never change under their name; entry points must always be revalidated. A
 * compressed copy (`main.1a2b3c4d.js.br`) is cached as the file it is a copy of.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  if (HASHED_ASSET.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

function isDeepLink(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  if (pathname === '/v1' || pathname.startsWith('/v1/')) return false;
  if (REMOTE_APPS.some((app) => pathname.startsWith(app.mountPrefix))) return false;
  return !(pathname.split('/').pop() ?? '').includes('.');
}

/** Serves each built front end of apps.json at its mount prefix; a missing dist is logged, not fatal. */
export async function registerStaticFrontends(app: FastifyInstance, repoRoot: string): Promise<void> {
  for (const { folder, mountPrefix: prefix, role } of FRONTEND_APPS) {
    const root = path.join(repoRoot, folder, 'dist');
    if (!existsSync(root)) {
      app.log.warn(`${folder}/dist not found: run its build to serve it at ${prefix}`);
      continue;
    }
    const isRemote = role === 'remote';
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      // A build's hidden files are not part of the site (npm start's record of the inputs it was built from).
      dotfiles: 'ignore',
      // Nor are its server-side renderers (dist/ssr/), which the server loads itself.
      allowedPath: (pathname: string) => !SERVER_ONLY.test(pathname),
      // The build's compressed copies (`<file>.br`, `<file>.gz`) when the browser takes them; otherwise the
      // file, compressed by the compression plugin as any answer.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply: FastifyReply, filePath: string) {
        reply.header('cache-control', cacheControlFor(filePath));
        if (isRemote) {
          // A host on another origin loads remotes by script tag and fetches their manifest.
          reply.header('access-control-allow-origin', '*');
          reply.header('cross-origin-resource-policy', 'cross-origin');
        }
      },
    });
  }
}

/** The policy with one inline script allowed by its hash; the rest of it stays as it is. */
function allowScript(reply: FastifyReply, hash: string): void {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  if (policy)
    reply.header('content-security-policy', policy.replace("script-src 'self'", `script-src 'self' ${hash}`));
}

/**
 * The console's server-rendered screens (`GET /`, the dashboard; `GET /statuspages/{id}`, a page's
 * components) with the screen already in the page for the visitor the access-token cookie names
 * (console-home.ts), before the host's static files answer them; with no cookie, or one that renders
 * nothing, the static index.html answers as before. The answer depends on the cookie: `Vary: Cookie`, and
 * a rendered page is never stored.
 */
export function serveConsoleHome(
  frontend: FastifyInstance,
  config: Config,
  consoleHome: ReturnType<typeof createConsoleHome>,
): void {
  const hostIndex = path.join(config.repoRoot, HOST_APP.folder, 'dist', 'index.html');
  frontend.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname !== '/' && !consoleHome.draws(pathname)) return;
    reply.header('vary', 'Cookie');
    if (!request.headers.cookie || !(request.headers.accept ?? '').includes('text/html')) return;
    const index = await readFile(hostIndex, 'utf8').catch(() => null);
    const page = index ? await consoleHome.page(request, index, pathname) : null;
    if (!page) return;
    markFrontendRequest(request);
    allowScript(reply, page.scriptHash);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page.html);
  });
}

/**
 * Answers deep links of the host's routes with host/dist/index.html (the sign-in addresses with the
 * sign-in screen already in it, sign-in-shell.ts); any other unknown route is a JSON 404.
 */
export function serveHostDeepLinks(app: FastifyInstance, config: Config): void {
  const hostIndex = path.join(config.repoRoot, HOST_APP.folder, 'dist', 'index.html');
  const signInShell = createSignInShell(config);
  app.setNotFoundHandler(async (request, reply) => {
    if (isDeepLink(request)) {
      const html = await readFile(hostIndex, 'utf8').catch(() => null);
      if (html) {
        markFrontendRequest(request);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
        const shell = signInShell.page(request.url.split('?')[0] ?? '/', html);
        if (!shell) return reply.send(html);
        // The shell's one inline script runs by its hash.
        allowScript(reply, shell.scriptHash);
        return reply.send(shell.html);
      }
    }
    throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
  });
}
