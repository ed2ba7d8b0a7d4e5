import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The text a reader without JavaScript gets from a rendered public screen: the markup of #root without tags. */
export function visibleText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

export const HOST_INDEX = '<!doctype html><title>statusdeck host</title><div id="root"></div>';

/** The lean hydration bundle's file a build of remote-public lists (dist/ssr/client-assets.json). */
export const LEAN_SCRIPT = 'lean/public-page.test1234.js';

/**
 * A checkout whose host is built (its index.html is the fallback) and whose remote-public lists its
 * hydration bundle; the renderer itself runs from source.
 */
export function repoWithHost(
  { prefix, hostIndex, leanScript } = {
    prefix: 'statusdeck-ssr-',
    hostIndex: HOST_INDEX,
    leanScript: LEAN_SCRIPT,
  },
): string {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'host', 'dist', 'index.html'), hostIndex);
  mkdirSync(path.join(root, 'remote-public', 'dist', 'ssr'), { recursive: true });
  writeFileSync(
    path.join(root, 'remote-public', 'dist', 'ssr', 'client-assets.json'),
    JSON.stringify({ 'public-page': { scripts: [leanScript] } }),
  );
  return root;
}

/** What the server embedded for the page's hydration. */
export function embeddedInput(html: string) {
  const match = /<script type="application\/json" id="__PUBLIC_SNAPSHOT__">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no embedded input');
  return JSON.parse(match[1]);
}
