/**
 * Loads the public page's server renderer, built by remote-public (issue 7 §3, DESIGN.md §8):
 * - the built server (node dist/server.js): `<remote-public>/dist/ssr/render.cjs`, the node bundle of
 *   remote-public/src/entries/ssr-render.tsx, and `dist/ssr/client-assets.json`, the hydration bundle's
 *   files, served by the static routes under the remote's mount prefix;
 * - the server run from its TypeScript sources (jest, `tsx watch` in dev): the same entry's source,
 *   compiled by the test transform or tsx, so tests render today's components without a build;
 *   the script tags come from a built dist when there is one (else the page is served without them:
 *   it reads completely without JavaScript).
 * Neither available → null: the routes then hand /public-page to the host's page (client-rendered).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { APP_MANIFEST_PATH, type FrontendApp, readAppManifest } from '../../../lib/app-manifest';
import { REPO_ROOT } from '../../../lib/paths';
import { RenderWorker } from './render-worker';

/** The input the renderer takes; its JSON is embedded in the page for the hydration bundle. */
export type RenderInput = {
  view: unknown;
  links: { base?: string; slug?: string };
  language: 'en' | 'ru';
  now: string;
  stale: boolean;
};

export type RenderOutput = {
  html: string;
  styleTags: string;
  head: { title: string; description: string; siteName: string | null };
  embedded: string;
};

export type PublicRenderer = {
  /** In a worker thread for the built bundle; in-process when running from source (tests, dev). */
  render(input: RenderInput): Promise<RenderOutput>;
  close(): Promise<void>;
  /** Absolute URL paths of the hydration bundle's scripts, in order. */
  scripts: string[];
  /** Where the renderer came from, for the start-up log. */
  source: string;
};

type RenderModule = { render: (input: RenderInput) => RenderOutput };

const HYDRATE_ENTRY = 'public-page';

/** apps.json's `public` app (remote-public): its folder and the prefix its dist is served under. */
export function publicApp(file: string = APP_MANIFEST_PATH): FrontendApp {
  const ids = Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { apps: object }).apps);
  const app = readAppManifest(file)[ids.indexOf('public')];
  if (!app) throw new Error(`${file} has no "public" app`);
  return app;
}

function isRenderModule(value: unknown): value is RenderModule {
  return typeof (value as RenderModule | null)?.render === 'function';
}

/** The hydration bundle's scripts as URL paths under the remote's mount prefix, or [] without a build. */
export function clientScripts(distDir: string, mountPrefix: string): string[] {
  const file = path.join(distDir, 'ssr', 'client-assets.json');
  if (!existsSync(file)) return [];
  const assets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { scripts?: string[] }>;
  return (assets[HYDRATE_ENTRY]?.scripts ?? []).map((name) => `${mountPrefix}${name}`);
}

/** True when this module runs from its .ts source (jest's transform, tsx), false from the tsc build. */
export const RUNNING_FROM_SOURCE = __filename.endsWith('.ts');

/**
 * The renderer the public-render routes use: the built bundle is loaded at start-up (a missing or
 * broken one is logged then); from source it is loaded on the first public page request, so the many
 * server tests that never ask for one do not compile React's server renderer.
 */
export function publicRendererOnDemand(
  log: FastifyBaseLogger,
  options: { repoRoot?: string; fromSource?: boolean } = {},
): { get: () => PublicRenderer | null; close: () => Promise<void> } {
  let loaded: PublicRenderer | null | undefined;
  const get = () => {
    if (loaded === undefined) loaded = loadPublicRenderer(log, options);
    return loaded;
  };
  if (!(options.fromSource ?? RUNNING_FROM_SOURCE)) get();
  return { get, close: async () => loaded?.close() };
}

export function loadPublicRenderer(
  log: FastifyBaseLogger,
  options: { repoRoot?: string; fromSource?: boolean } = {},
): PublicRenderer | null {
  const app = publicApp();
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  const distDir = path.join(repoRoot, app.folder, 'dist');
  const scripts = clientScripts(distDir, app.mountPrefix);
  const fromSource = options.fromSource ?? RUNNING_FROM_SOURCE;
  // The source is the code beside this server; the built files are those of the served checkout.
  const candidates = fromSource
    ? [path.join(REPO_ROOT, app.folder, 'src', 'entries', 'ssr-render.tsx')]
    : [path.join(distDir, 'ssr', 'render.cjs')];
  for (const file of candidates) {
    if (!existsSync(file)) continue;
    if (!fromSource) {
      // Loaded by the worker thread only: the renderer (React, styled-components, its Intl cache) stays
      // out of the server's own thread. A bundle that fails to load fails each render, logged then.
      const worker = new RenderWorker(file);
      return { render: (input) => worker.render(input), close: () => worker.close(), scripts, source: file };
    }
    try {
      // tsx (`npm run dev`) compiles TSX with the tsconfig of its working directory; the server's has no
      // "jsx" setting, so it emits React.createElement calls (the classic runtime) that need a global React.
      // jest's transform uses the automatic runtime and ignores it.
      (globalThis as { React?: unknown }).React ??= require('react');
      const loaded: unknown = require(file);
      if (!isRenderModule(loaded)) {
        log.error(`${file} does not export render(): the public page is rendered in the browser only`);
        continue;
      }
      return {
        render: async (input) => loaded.render(input),
        close: async () => undefined,
        scripts,
        source: file,
      };
    } catch (error) {
      log.error(
        { err: error },
        `${file} could not be loaded: the public page is rendered in the browser only`,
      );
    }
  }
  log.warn(
    `${candidates[0]} not usable: run \`npm run build -w ${app.folder}\` to serve ` +
      'the server-rendered public page; /public-page is the host page meanwhile',
  );
  return null;
}
