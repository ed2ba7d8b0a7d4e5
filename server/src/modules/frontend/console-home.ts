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
import { getDashboard } from '../dashboard/get-dashboard';
import { getOrganization } from '../organizations/get-organization';
import { getCurrentUser } from '../users/get-current-user';
import { listRoles } from '../users/list-roles';

/** Where the host's build writes the renderer of the signed-in frame (host/rspack.config.ts). */
const FRAME_RENDERER = path.join('dist', 'ssr', 'console-frame.cjs');
/** …and remote-statuspages' build the dashboard's (remote-statuspages/rspack.config.ts). */
const DASHBOARD_RENDERER = path.join('dist', 'ssr', 'dashboard.cjs');
/** The host's root element in its index.html. */
const ROOT = '<div id="root">';

type Copy = { html: string; css: string };
type ScreenInput = {
  language: string;
  translation: Record<string, unknown>;
  reads: { me: unknown; roles: unknown; organization: unknown; dashboard?: unknown };
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
type ScreenRenderer = { render(input: ScreenInput): Copy };

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
 * The dashboard (`GET /`) as HTML for the visitor its access-token cookie names, so a signed-in reload
 * paints the console before its scripts: the host's frame around remote-statuspages' dashboard, each
 * from its build's node renderer, one copy per language (the page keeps the console's choice), from the
 * same verbs and the same data `GET /v1/dashboard`, `/v1/users/me`, `/v1/users/roles` and
 * `/v1/organizations` answer. The cookie is checked as the API checks a bearer token (the same resolver:
 * signature, expiry, the session not revoked, the member still there); an API token in it is refused.
 * Null (the plain index.html) without a cookie, with one the API would refuse, without both renderers,
 * where remote-statuspages is served from elsewhere (its version may differ), or when the render fails.
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
  const screenFile =
    statuspages && servedHere ? path.join(config.repoRoot, statuspages.folder, DASHBOARD_RENDERER) : '';
  let renderers: { frame: FrameRenderer; screen: ScreenRenderer } | null | undefined;
  let translations: Record<string, Record<string, unknown>> | undefined;
  const rendered = new Map<string, { page: ConsoleHomePage; index: string; at: number }>();

  function loadRenderers() {
    if (renderers === undefined) {
      // Built CommonJS, loaded as the public page's and the sign-in screen's renderers are.
      renderers =
        screenFile && existsSync(frameFile) && existsSync(screenFile)
          ? { frame: require(frameFile) as FrameRenderer, screen: require(screenFile) as ScreenRenderer }
          : null;
    }
    return renderers;
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
      ctx.log.warn({ err: error }, 'the console renderers could not be loaded; / is answered plainly');
    }
  });

  return {
    /** The rendered page for this request's cookie, or null for the plain index.html. */
    async page(
      request: { headers: { cookie?: string }; log: FastifyBaseLogger },
      index: string,
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
      const actor = await actorOfCookie(token, request.log);
      if (!actor) return null;
      try {
        const verb = { ctx, actor, input: undefined };
        const [me, organization, dashboard] = await Promise.all([
          getCurrentUser(ctx, actor),
          getOrganization(verb),
          getDashboard(verb),
        ]);
        const reads = asJson({ me, roles: listRoles(), organization, dashboard });
        const cookies = request.headers.cookie ?? '';
        // Rendering both languages costs 8–12 ms (console-home-render.ts); the reads cost less and are checked on every request, so a
        // page rendered from exactly the same answers (and sidebar) in the last minute is served again.
        const key = `${JSON.stringify(reads)}\n${built.frame.sidebarKey(cookies)}`;
        const kept = rendered.get(key);
        if (kept && kept.index === index && kept.at + RENDER_TTL_MS > Date.now()) return kept.page;
        const copies = Object.entries(loadTranslations()).map(([language, translation]) => {
          const input = { language, translation, reads, path: '/' };
          const frame = built.frame.render({ ...input, cookies });
          const screen = built.screen.render(input);
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
        request.log.warn({ err: error }, 'the dashboard could not be rendered; the plain page is answered');
        return null;
      }
    },
  };
}
