import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadPublicRenderer, publicApp } from './ssr-bundle';

function logger() {
  return { warn: jest.fn(), error: jest.fn() };
}

/** A checkout whose remote-public dist holds `files` (relative to dist/). */
function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'statusdeck-ssr-bundle-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, publicApp().folder, 'dist', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return root;
}

it('finds remote-public and its mount prefix in apps.json', () => {
  expect(publicApp()).toMatchObject({ folder: 'remote-public', mountPrefix: '/remotes/public/' });
});

it('loads the built bundle and the hydration scripts under the remote mount prefix', async () => {
  const repoRoot = checkout({
    'ssr/render.cjs': `exports.render = () => ({ html: 'built', styleTags: '', head: { title: '', description: '', siteName: null }, embedded: '' });`,
    'ssr/client-assets.json': JSON.stringify({
      'public-page': { scripts: ['lean/public-page.0123abcd.js'] },
    }),
  });
  const log = logger();
  const renderer = loadPublicRenderer(log as unknown as FastifyBaseLogger, { repoRoot, fromSource: false });
  try {
    expect(renderer?.scripts).toEqual(['/remotes/public/lean/public-page.0123abcd.js']);
    const output = await renderer?.render({ view: {}, links: {}, language: 'en', now: '', stale: false });
    expect(output?.html).toBe('built');
    expect(log.warn).not.toHaveBeenCalled();
  } finally {
    await renderer?.close();
  }
});

it('is null, with a warning naming the build to run, when no bundle is built', () => {
  const log = logger();
  expect(
    loadPublicRenderer(log as unknown as FastifyBaseLogger, { repoRoot: checkout({}), fromSource: false }),
  ).toBeNull();
  expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('npm run build -w remote-public'));
});

it('fails every render, without retrying, when the built bundle does not export render', async () => {
  const log = logger();
  const repoRoot = checkout({ 'ssr/render.cjs': 'exports.somethingElse = 1;' });
  const renderer = loadPublicRenderer(log as unknown as FastifyBaseLogger, { repoRoot, fromSource: false });
  try {
    const input = { view: {}, links: {}, language: 'en' as const, now: '', stale: false };
    await expect(renderer?.render(input)).rejects.toThrow('does not export render()');
    await expect(renderer?.render(input)).rejects.toThrow('does not export render()');
  } finally {
    await renderer?.close();
  }
});
