import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { MF_MANIFEST_FILE, readAppsById } from '../../lib/app-manifest';
import { LANGUAGES } from '../../lib/enums';
import { appConfigBody } from '../system/routes';

/** Where remote-auth's build writes its renderer of the sign-in screen (remote-auth/rspack.config.ts). */
const RENDERER = path.join('dist', 'ssr', 'sign-in.cjs');
/** …and the list of the lean sign-in page's scripts (paths under the remote's dist). */
const LEAN_PAGE_ASSETS = path.join('dist', 'ssr', 'sign-in-page.json');
/** The host's own script tags in its index.html (rspack's HtmlRspackPlugin writes them with `src`). */
const HOST_SCRIPTS = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g;

type Tab = 'login' | 'register';
type RenderOutput = { head: string; body: string; script: string };
type Renderer = {
  render(input: {
    translations: Record<string, Record<string, unknown>>;
    tab: Tab;
    path: string;
    config: ReturnType<typeof appConfigBody>;
  }): RenderOutput;
};

/** The addresses that show the sign-in screen to a visitor (the host's routes), and the tab each opens. */
const SIGN_IN_TABS: Record<string, Tab> = {
  '/auth': 'login',
  '/auth/signin': 'login',
  '/auth/signup': 'register',
};

/** `lean`: the page loads remote-auth's lean sign-in page instead of the host's scripts. */
export type SignInShellPage = { html: string; scriptHash: string; lean: boolean };

function readLeanScripts(file: string): string[] | null {
  if (!existsSync(file)) return null;
  const { scripts } = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: unknown };
  if (!Array.isArray(scripts) || scripts.length === 0) return null;
  return scripts.every((script) => typeof script === 'string') ? scripts : null;
}

/** The host's index.html with the lean page's scripts in place of the host's (deferred, as the host's are). */
function withLeanScripts(index: string, scripts: string[]): string {
  const tags = scripts.map((src) => `<script defer src="${src}"></script>`).join('');
  return index.replace(HOST_SCRIPTS, '').replace('</head>', `${tags}</head>`);
}

/**
 * The host's index.html with the sign-in screen already in it (remote-auth's renderer, one copy per
 * language), so the first paint does not wait for any script, and, where remote-auth's lean sign-in page is
 * built, that page's one script instead of the console's (the console loads after signing in). Null where
 * the renderer is not built, remote-auth is served from elsewhere (REMOTE_AUTH_URL) or the render fails:
 * the plain index.html is answered then; without the lean page, the copy with the console's scripts.
 * Rendered once per address and host page; the locale files and the configuration are read then too.
 */
export function createSignInShell(config: Config) {
  const auth = readAppsById().auth;
  // Only where this server serves remote-auth itself (its default mount): a remote-auth deployed elsewhere
  // may be another version than the build beside this server, and its screen would not match the copy.
  const servedHere = auth ? config.remotes[auth.mfName] === `${auth.mountPrefix}${MF_MANIFEST_FILE}` : false;
  const rendererFile = auth && servedHere ? path.join(config.repoRoot, auth.folder, RENDERER) : '';
  const leanAssetsFile = auth && servedHere ? path.join(config.repoRoot, auth.folder, LEAN_PAGE_ASSETS) : '';
  const cache = new Map<string, { index: string; page: SignInShellPage | null }>();
  let renderer: Renderer | null | undefined;

  function loadRenderer(): Renderer | null {
    if (renderer === undefined) {
      // The built renderer is CommonJS, loaded as the public page's is.
      renderer = rendererFile && existsSync(rendererFile) ? (require(rendererFile) as Renderer) : null;
    }
    return renderer;
  }

  function render(pathname: string, tab: Tab, index: string): SignInShellPage | null {
    const shell = loadRenderer();
    if (!shell || !index.includes('<div id="root">')) return null;
    const translations = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        JSON.parse(readFileSync(path.join(config.repoRoot, 'locales', language, 'translation.json'), 'utf8')),
      ]),
    );
    const out = shell.render({ translations, tab, path: pathname, config: appConfigBody(config) });
    const leanScripts = auth && leanAssetsFile ? readLeanScripts(leanAssetsFile) : null;
    const scripts = leanScripts?.map((file) => `${auth?.mountPrefix ?? '/'}${file}`);
    const html = (scripts ? withLeanScripts(index, scripts) : index)
      .replace('</head>', `${out.head}</head>`)
      .replace('<div id="root">', `${out.body}<div id="root">`);
    const scriptHash = `'sha256-${createHash('sha256').update(out.script).digest('base64')}'`;
    return { html, scriptHash, lean: scripts !== undefined };
  }

  return {
    /** The page for `pathname`, or null when it is not a sign-in address or no shell can be rendered. */
    page(pathname: string, index: string): SignInShellPage | null {
      const tab = SIGN_IN_TABS[pathname.replace(/\/+$/, '') || '/'];
      if (!tab) return null;
      const cached = cache.get(pathname);
      if (cached && cached.index === index) return cached.page;
      let page: SignInShellPage | null = null;
      try {
        page = render(pathname, tab, index);
      } catch {
        page = null;
      }
      cache.set(pathname, { index, page });
      return page;
    },
  };
}
