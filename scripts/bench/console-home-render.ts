// What the server-rendered dashboard (GET / with the access-token cookie) and a page's components screen
// (GET /statuspages/{id}, likewise) cost per request, on the built
// server with the seeded page of public-server.ts (8 components, 2 incidents), requests one at a time
// from this process, each figure against the plain index.html (GET / without the cookie) in the same run:
// - `GET /v1/dashboard`: the screen's own read, for scale;
// - `GET /` with the cookie: the session checked, the reads made, the page served from the render kept
//   for the same answers (what a reload costs);
// - the render itself when nothing is kept: the host's frame and remote-statuspages' dashboard, both
//   languages, with the built renderers in this process (the answers read from the server first);
// - the same three for the seeded page's components screen (its reads: the page, its components and
//   groups, the usage), against the plain index.html at that address.
// Runs alone: `npx tsx scripts/bench/console-home-render.ts` (after `npm run build`).
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ACCESS_COOKIE } from '../../shared/src/session/access-cookie.cjs';
import { repoRoot, startPublicServer } from './public-server';

const REQUESTS = 300;

type Timing = { median: number; p99: number };

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return { median: at(0.5), p99: at(0.99) };
}

async function timeRequests(url: string, headers: Record<string, string>, expect: (body: string) => boolean) {
  const samples: number[] = [];
  for (let index = 0; index < REQUESTS + 20; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    if (!response.ok || !expect(body)) throw new Error(`unexpected answer from ${url}`);
    if (index >= 20) samples.push(performance.now() - started);
  }
  return timing(samples);
}

type Renderer = {
  render(input: Record<string, unknown>): { html: string; css: string };
};

async function main() {
  const server = await startPublicServer();
  try {
    const html = { accept: 'text/html' };
    const cookie = { ...html, cookie: `${ACCESS_COOKIE}=${server.token}` };
    const bearer = { authorization: `Bearer ${server.token}` };
    const pagePath = `/statuspages/${server.pageId}`;
    const rows: [string, Timing][] = [
      [
        'GET / without the cookie (plain index.html)',
        await timeRequests(`${server.origin}/`, html, (body) => !body.includes('data-console-shell')),
      ],
      [
        'GET /v1/dashboard (bearer)',
        await timeRequests(`${server.origin}/v1/dashboard`, bearer, (body) => body.includes('Acme Cloud')),
      ],
      [
        'GET / with the cookie (kept render)',
        await timeRequests(`${server.origin}/`, cookie, (body) => body.includes('data-console-shell')),
      ],
      [
        'GET /statuspages/{id} without the cookie (plain index.html)',
        await timeRequests(
          `${server.origin}${pagePath}`,
          html,
          (body) => !body.includes('data-console-shell'),
        ),
      ],
      [
        'GET /v1/pages/{id}/components (bearer)',
        await timeRequests(`${server.origin}/v1/pages/${server.pageId}/components`, bearer, (body) =>
          body.includes('Background jobs'),
        ),
      ],
      [
        'GET /statuspages/{id} with the cookie (kept render)',
        await timeRequests(`${server.origin}${pagePath}`, cookie, (body) =>
          body.includes('data-console-shell'),
        ),
      ],
    ];

    const read = async (path: string) =>
      (await (await fetch(`${server.origin}${path}`, { headers: bearer })).json()) as unknown;
    const reads = {
      me: await read('/v1/users/me'),
      roles: await read('/v1/users/roles'),
      organization: await read('/v1/organizations'),
      dashboard: await read('/v1/dashboard'),
    };
    const frame = require(join(repoRoot, 'host/dist/ssr/console-frame.cjs')) as Renderer;
    const screen = require(join(repoRoot, 'remote-statuspages/dist/ssr/dashboard.cjs')) as Renderer;
    const components = require(join(repoRoot, 'remote-statuspages/dist/ssr/page-components.cjs')) as Renderer;
    const pageReads = {
      ...reads,
      page: await read(`/v1/pages/${server.pageId}`),
      components: await read(`/v1/pages/${server.pageId}/components`),
      componentGroups: await read(`/v1/pages/${server.pageId}/component-groups`),
      usage: await read('/v1/usage'),
    };
    const translations = ['en', 'ru'].map((language) => ({
      language,
      translation: require(join(repoRoot, 'locales', language, 'translation.json')) as Record<
        string,
        unknown
      >,
    }));
    const renders: number[] = [];
    for (let index = 0; index < REQUESTS + 20; index += 1) {
      const started = performance.now();
      for (const { language, translation } of translations) {
        const input = { language, translation, reads, path: '/', cookies: '' };
        frame.render(input);
        screen.render(input);
      }
      if (index >= 20) renders.push(performance.now() - started);
    }
    rows.push(['the render without a kept one (frame + dashboard, en and ru, in-process)', timing(renders)]);
    const pageRenders: number[] = [];
    for (let index = 0; index < REQUESTS + 20; index += 1) {
      const started = performance.now();
      for (const { language, translation } of translations) {
        const input = { language, translation, reads: pageReads, path: pagePath, cookies: '' };
        frame.render(input);
        components.render(input);
      }
      if (index >= 20) pageRenders.push(performance.now() - started);
    }
    rows.push([
      'the render without a kept one (frame + components screen, en and ru, in-process)',
      timing(pageRenders),
    ]);

    for (const path of ['/', pagePath]) {
      const sizes = await Promise.all(
        [html, cookie].map(async (headers) => {
          const body = Buffer.from(await (await fetch(`${server.origin}${path}`, { headers })).text());
          return `${(body.length / 1024).toFixed(1)} KiB (${(gzipSync(body).length / 1024).toFixed(1)} KiB gzipped)`;
        }),
      );
      console.log(`The page at ${path}: ${sizes[0]} plain, ${sizes[1]} with the screen in it.`);
    }
    // Each figure against the plain index.html at its screen's own address (rows 0 and 3), same run.
    const plainOf = (label: string) =>
      (label.includes('/statuspages/') || label.includes('components') ? rows[3] : rows[0])?.[1].median ?? 1;
    console.log(
      `Server-rendered console screens, ${REQUESTS} requests one at a time each (built server, embedded PGlite):`,
    );
    for (const [label, figures] of rows) {
      console.log(
        `  ${label}: median ${figures.median.toFixed(2)} ms, p99 ${figures.p99.toFixed(2)} ms, ${(figures.median / plainOf(label)).toFixed(2)}× the plain page`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
