import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readAccessCookie } from '@statusdeck/shared/session/access-cookie';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Actor } from '../../lib/actor';
import { HOST_APP, MF_MANIFEST_FILE, readAppsById } from '../../lib/app-manifest';
import { LANGUAGES } from '../../lib/enums';
import { can } from '../../lib/permissions';
import type { ServiceContext } from '../../lib/service-context';
import type { ActorResolver } from '../../plugins/secured-scope';
import { looksLikeApiToken } from '../api-tokens/secret';
import { listGroups } from '../component-groups/list-groups';
import { listComponents } from '../components/list-components';
import { getDashboard } from '../dashboard/get-dashboard';
import { getOrganization } from '../organizations/get-organization';
import { getPage } from '../pages/get-page';
import { getUsage } from '../plans/get-usage';
import { getCurrentUser } from '../users/get-current-user';
import { listRoles } from '../users/list-roles';

/** Where the host's build writes the renderer of the signed-in frame (host/rspack.config.ts). */
const FRAME_RENDERER = path.join('dist', 'ssr', 'console-frame.cjs');
/** The host's root element in its index.html. */
const ROOT = '<div id="root">';

type Verb = { ctx: ServiceContext; actor: Actor; input: undefined };

/**
 * The screens sent as HTML before the scripts: each is remote-statuspages' renderer (built by
 * remote-statuspages/rspack.config.ts; it names the address it draws, `pattern`) and the screen's own
 * reads, by the verbs its API routes answer with (so the same tenant and permission checks: a page of
 * another organisation, an unknown or malformed id is the verb's 404, and the plain page is answered).
 */
const SCREENS: { renderer: string; reads(verb: Verb, params: Record<string, string>): Promise<object> }[] = [
  {
    renderer: path.join('dist', 'ssr', 'dashboard.cjs'),
    reads: async (verb) => ({ dashboard: await getDashboard(verb) }),
  },
  {
    renderer: path.join('dist', 'ssr', 'page-components.cjs'),
    reads: async (verb, { id = '' }) => {
      const page = { ...verb, input: { pageId: id } };
      const [found, components, componentGroups, usage] = await Promise.all([
        getPage(page),
        listComponents({ ...verb, input: { pageId: id, showDeleted: false } }),
        listGroups(page),
        getUsage(verb),
      ]);
      return { page: found, components, componentGroups, usage };
    },
  },
];

/** `pattern`'s parameters in `pathname` (react-router's `/a/:b` form, whole segments), or null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.replace(/(.)\/$/, '$1').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const segment = have[index] ?? '';
    if (part.startsWith(':')) {
      if (!segment) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) return null;
  }
  return params;
}

type Copy = { html: string; css: string };
type ScreenInput = {
  language: string;
  translation: Record<string, unknown>;
  reads: { me: unknown; roles: unknown; organization: unknown } & Record<string, unknown>;
  path: string;
};
type FrameRenderer = {
  /** What the frame's HTML holds where the screen goes. */
  slot: string;
  /** What of the Cookie header the frame is drawn from (the sidebar's state). */
  sidebarKey(cookies: string): string;
  render(input: ScreenInput & { cookies: string }): Copy;
  shell(copies: (Copy & { language: string })[]): { head: string; body: string; script: string };
};
type ScreenRenderer = { pattern: string; render(input: ScreenInput): Copy };
type Screen = ScreenRenderer & { reads: (typeof SCREENS)[number]['reads'] };

/** The page as answered: the host's index.html with the copy in it, and the CSP hash of its one script. */
export type ConsoleHomePage = { html: string; scriptHash: string };

/** Rendered pages kept per process (the oldest goes first past it). */
const MAX_RENDERED = 200;
/** Relative times in the screen ("3 minutes ago") are as of the render: a kept page serves for a minute at most. */
const RENDER_TTL_MS = 60_000;

/** As the API's JSON carries them (dates as ISO strings), which is what the screens are drawn from. */
function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * A signed-in screen of SCREENS (the dashboard `GET /`, a page's components `GET /statuspages/{id}`) as
 * HTML for the visitor its access-token cookie names, so a signed-in reload paints the console before its
 * scripts: the host's frame around remote-statuspages' screen, each from its build's node renderer, one
 * copy per language (the page keeps the console's choice), from the same verbs and the same data the
 * screen's API reads and `/v1/users/me`, `/v1/users/roles` and `/v1/organizations` answer. The cookie is
 * checked as the API checks a bearer token (the same resolver: signature, expiry, the session not revoked,
 * the member still there); an API token in it is refused. Null (the plain index.html) without a cookie,
 * with one the API would refuse, for an address no screen draws, when a read refuses (another
 * organisation's page, a deleted one, a malformed id), without the renderers, where remote-statuspages is
 * served from elsewhere (its version may differ), or when the render fails.
 */
export function createConsoleHome(options: {
  config: Config;
  ctx: ServiceContext;
  resolveActor: ActorResolver;
}) {
  const { config, ctx, resolveActor } = options;
  const statuspages = readAppsById().statuspages;
  const servedHere = statuspages
    ? config.remotes[statuspages.mfName] === `${statuspages.mountPrefix}${MF_MANIFEST_FILE}`
    : false;
  const frameFile = path.join(config.repoRoot, HOST_APP.folder, FRAME_RENDERER);
  const screenFiles =
    statuspages && servedHere
      ? SCREENS.map((screen) => ({
          ...screen,
          file: path.join(config.repoRoot, statuspages.folder, screen.renderer),
        }))
      : [];
  let renderers: { frame: FrameRenderer; screens: Screen[] } | null | undefined;
  let translations: Record<string, Record<string, unknown>> | undefined;
  const rendered = new Map<string, { page: ConsoleHomePage; index: string; at: number }>();

  function loadRenderers() {
    if (renderers === undefined) {
      // Built CommonJS, loaded as the public page's and the sign-in screen's renderers are.
      renderers =
        screenFiles.length > 0 && existsSync(frameFile) && screenFiles.every(({ file }) => existsSync(file))
          ? {
              frame: require(frameFile) as FrameRenderer,
              screens: screenFiles.map(({ file, reads }) => ({
                ...(require(file) as ScreenRenderer),
                reads,
              })),
            }
          : null;
    }
    return renderers;
  }

  /** The screen drawn at `pathname` and its parameters, once the renderers are loaded. */
  function screenAt(pathname: string): { screen: Screen; params: Record<string, string> } | null {
    for (const screen of renderers?.screens ?? []) {
      const params = matchPattern(screen.pattern, pathname);
      if (params) return { screen, params };
    }
    return null;
  }

  function loadTranslations() {
    translations ??= Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        JSON.parse(readFileSync(path.join(config.repoRoot, 'locales', language, 'translation.json'), 'utf8')),
      ]),
    );
    return translations;
  }

  async function actorOfCookie(token: string, log: FastifyBaseLogger): Promise<Actor | null> {
    if (looksLikeApiToken(token)) return null;
    try {
      const actor = await resolveActor(token, log);
      return actor.sessionId !== null && can(actor.role, 'read') ? actor : null;
    } catch {
      return null;
    }
  }

  // Loaded once the server is up (~0.2 s of requiring), not by the first visitor's request.
  setImmediate(() => {
    try {
      loadRenderers();
    } catch (error) {
      renderers = null;
      ctx.log.warn(
        { err: error },
        'the console renderers could not be loaded; its screens are answered plainly',
      );
    }
  });

  return {
    /** Whether `pathname` is a screen this renders (once its renderers are loaded). */
    draws(pathname: string): boolean {
      try {
        loadRenderers();
      } catch {
        renderers = null;
      }
      return screenAt(pathname) !== null;
    },
    /** The rendered page at `pathname` for this request's cookie, or null for the plain index.html. */
    async page(
      request: { headers: { cookie?: string }; log: FastifyBaseLogger },
      index: string,
      pathname = '/',
    ): Promise<ConsoleHomePage | null> {
      const token = readAccessCookie(request.headers.cookie);
      if (!token || !index.includes(ROOT)) return null;
      let built: ReturnType<typeof loadRenderers>;
      try {
        built = loadRenderers();
      } catch {
        renderers = null;
        return null;
      }
      if (!built) return null;
      const at = screenAt(pathname);
      if (!at) return null;
      const actor = await actorOfCookie(token, request.log);
      if (!actor) return null;
      const verb = { ctx, actor, input: undefined };
      let reads: ScreenInput['reads'];
      try {
        const [me, organization, own] = await Promise.all([
          getCurrentUser(ctx, actor),
          getOrganization(verb),
          at.screen.reads(verb, at.params),
        ]);
        reads = asJson({ me, roles: listRoles(), organization, ...own });
      } catch (error) {
        // A read the API would refuse (another organisation's page, a deleted one): the plain page, quietly.
        if ((error as { statusCode?: number }).statusCode !== 404)
          request.log.warn(
            { err: error },
            'the console screen could not be read; the plain page is answered',
          );
        return null;
      }
      try {
        const cookies = request.headers.cookie ?? '';
        // Rendering both languages costs 8–12 ms (console-home-render.ts); the reads cost less and are checked on every request, so a
        // page rendered from exactly the same answers (and sidebar) in the last minute is served again.
        const key = `${pathname}\n${JSON.stringify(reads)}\n${built.frame.sidebarKey(cookies)}`;
        const kept = rendered.get(key);
        if (kept && kept.index === index && kept.at + RENDER_TTL_MS > Date.now()) return kept.page;
        const copies = Object.entries(loadTranslations()).map(([language, translation]) => {
          const input = { language, translation, reads, path: pathname };
          const frame = built.frame.render({ ...input, cookies });
          const screen = at.screen.render(input);
          if (!frame.html.includes(built.frame.slot)) throw new Error('the frame has no slot');
          return {
            language,
            html: frame.html.replace(built.frame.slot, () => screen.html),
            css: `${frame.css}\n${screen.css}`,
          };
        });
        const shell = built.frame.shell(copies);
        const html = index.replace('</head>', `${shell.head}</head>`).replace(ROOT, `${shell.body}${ROOT}`);
        const page = {
          html,
          scriptHash: `'sha256-${createHash('sha256').update(shell.script).digest('base64')}'`,
        };
        rendered.delete(key);
        if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value ?? '');
        rendered.set(key, { page, index, at: Date.now() });
        return page;
      } catch (error) {
        request.log.warn(
          { err: error },
          'the console screen could not be rendered; the plain page is answered',
        );
        return null;
      }
    },
  };
}
