import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RenderWorker } from './render-worker';
import { RenderedPages, renderedPage } from './rendered-pages';
import type { RenderInput } from './ssr-bundle';

/** A renderer bundle as the worker loads it (CommonJS exporting render), here a tiny one. */
function bundle(source: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'statusdeck-render-')), 'render.cjs');
  writeFileSync(file, source);
  return file;
}

const input = (name: string): RenderInput => ({
  view: { kind: 'page', snapshot: { name } },
  links: { slug: 'acme' },
  language: 'en',
  now: '2026-03-15T10:30:00Z',
  stale: false,
});

describe('the render worker', () => {
  it('renders in a worker thread and answers each request with its own result', async () => {
    const worker = new RenderWorker(
      bundle(`
        const { isMainThread } = require('node:worker_threads');
        exports.render = (input) => ({
          html: '<h1>' + input.view.snapshot.name + '</h1>',
          styleTags: isMainThread ? 'main thread' : 'worker',
          head: { title: input.view.snapshot.name, description: '', siteName: null },
          embedded: '',
        });`),
    );
    try {
      const [a, b] = await Promise.all([worker.render(input('A')), worker.render(input('B'))]);
      expect(a.html).toBe('<h1>A</h1>');
      expect(b.html).toBe('<h1>B</h1>');
      expect(a.styleTags).toBe('worker');
    } finally {
      await worker.close();
    }
  });

  it('rejects a failed render and keeps serving the next ones', async () => {
    const worker = new RenderWorker(
      bundle(`exports.render = (input) => {
        if (input.view.snapshot.name === 'bad') throw new Error('cannot render bad');
        return { html: 'ok', styleTags: '', head: { title: '', description: '', siteName: null }, embedded: '' };
      };`),
    );
    try {
      await expect(worker.render(input('bad'))).rejects.toThrow('cannot render bad');
      await expect(worker.render(input('good'))).resolves.toMatchObject({ html: 'ok' });
    } finally {
      await worker.close();
    }
  });

  it('fails the waiting renders when the worker dies, and starts a new one for the next', async () => {
    const worker = new RenderWorker(
      bundle(`exports.render = (input) => {
        if (input.view.snapshot.name === 'exit') process.exit(3);
        return { html: 'alive', styleTags: '', head: { title: '', description: '', siteName: null }, embedded: '' };
      };`),
    );
    try {
      await expect(worker.render(input('exit'))).rejects.toThrow('the render worker exited (code 3)');
      await expect(worker.render(input('again'))).resolves.toMatchObject({ html: 'alive' });
    } finally {
      await worker.close();
    }
  });
});

describe('rendered pages', () => {
  const page = (html: string) => renderedPage(html, Date.now());

  it('renders a screen once per data version', async () => {
    const pages = new RenderedPages();
    const build = jest.fn(() => page('<p>v1</p>'));
    const first = await pages.get('acme|page|en', 'v1', build);
    const second = await pages.get('acme|page|en', 'v1', build);
    expect(second).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(first.identity.toString()).toBe('<p>v1</p>');
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('serves the previous version to requests arriving while the new one renders', async () => {
    const pages = new RenderedPages();
    const old = await pages.get('k', 'v1', () => page('old'));
    let finish: (value: Awaited<ReturnType<typeof page>>) => void = () => undefined;
    const slow = new Promise<Awaited<ReturnType<typeof page>>>((resolve) => {
      finish = resolve;
    });
    const starter = pages.get('k', 'v2', () => slow);
    expect(starter).toBeInstanceOf(Promise);
    expect(pages.get('k', 'v2', () => page('never'))).toBe(old);
    const fresh = await page('new');
    finish(fresh);
    expect(await starter).toBe(fresh);
    expect(pages.get('k', 'v2', () => page('never'))).toBe(fresh);
  });

  it('never lets a slow older render replace a newer one', async () => {
    const pages = new RenderedPages();
    let finishOld: (value: Awaited<ReturnType<typeof page>>) => void = () => undefined;
    const older = pages.get('k', 'v1', () => new Promise((resolve) => (finishOld = resolve)));
    const newer = await pages.get('k', 'v2', () => page('v2'));
    finishOld(await page('v1'));
    await older;
    expect(pages.get('k', 'v2', () => page('never'))).toBe(newer);
  });

  it('renders again after the maximum age, so "now" stays current', async () => {
    let clock = 0;
    const pages = new RenderedPages({ maxAgeMs: 1000, maxScreens: 10, clock: () => clock });
    const build = jest.fn(async () => ({ ...(await page('x')), renderedAt: clock }));
    await pages.get('k', 'v1', build);
    clock = 999;
    await pages.get('k', 'v1', build);
    expect(build).toHaveBeenCalledTimes(1);
    clock = 1000;
    await pages.get('k', 'v1', build);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxScreens screens, dropping the least recently used', async () => {
    const pages = new RenderedPages({ maxAgeMs: 60_000, maxScreens: 2 });
    const build = jest.fn(() => page('x'));
    await pages.get('a', 'v', build);
    await pages.get('b', 'v', build);
    await pages.get('a', 'v', build);
    await pages.get('c', 'v', build);
    expect(pages.size).toBe(2);
    await pages.get('a', 'v', build);
    expect(build).toHaveBeenCalledTimes(3);
    await pages.get('b', 'v', build);
    expect(build).toHaveBeenCalledTimes(4);
  });
});
