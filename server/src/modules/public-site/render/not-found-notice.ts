/**
 * What a reader without JavaScript sees where the public routes answer with the host's index.html (no
 * published page or incident at the address, or no page named): a `<noscript>` block with the public
 * not-found screen's words (locales `public.notFound.*`, the same strings remote-public shows with
 * JavaScript). The host's page stays as it is for everyone else, so a signed-in member's console still
 * shows the preview of an unpublished page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../../lib/enums';
import { REPO_ROOT } from '../../../lib/paths';

/** `page`: no published page here; `incident`: the page exists, the incident not; `no-slug`: no page named. */
export type NotFoundNotice = { kind: 'page' } | { kind: 'no-slug' } | { kind: 'incident'; pageHref: string };

type NotFoundStrings = {
  title: string;
  description: string;
  incidentTitle: string;
  incidentDescription: string;
  pageLink: string;
  noSlug: string;
};

const KEYS: readonly (keyof NotFoundStrings)[] = [
  'title',
  'description',
  'incidentTitle',
  'incidentDescription',
  'pageLink',
  'noSlug',
];

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

async function readStrings(roots: string[], language: Language): Promise<NotFoundStrings> {
  for (const root of roots) {
    const file = path.join(root, 'locales', language, 'translation.json');
    const text = await readFile(file, 'utf8').catch(() => null);
    if (!text) continue;
    const found = (JSON.parse(text) as { public?: { notFound?: Record<string, unknown> } }).public?.notFound;
    if (found && KEYS.every((key) => typeof found[key] === 'string')) return found as NotFoundStrings;
  }
  throw new Error(`no public.notFound strings for ${language}`);
}

/** The not-found words per language, read once from `<repoRoot>/locales` (else the server's checkout). */
export function notFoundStrings(repoRoot: string) {
  const roots = [...new Set([repoRoot, REPO_ROOT])];
  const loaded = new Map<Language, Promise<NotFoundStrings>>();
  return (language: Language): Promise<NotFoundStrings> => {
    let strings = loaded.get(language);
    if (!strings) {
      strings = readStrings(roots, language);
      strings.catch(() => loaded.delete(language));
      loaded.set(language, strings);
    }
    return strings;
  };
}

const MAIN_STYLE =
  'max-width:860px;margin:0 auto;padding:64px 16px;color:#172b4d;background:#ffffff;' +
  "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;" +
  'line-height:1.5;overflow-wrap:anywhere';
const TITLE_STYLE = 'margin:0 0 8px;font-size:32px;line-height:1.25';

/** The `<noscript>` block of a notice, its text escaped. */
export function noScriptBlock(notice: NotFoundNotice, language: Language, strings: NotFoundStrings): string {
  const title = notice.kind === 'incident' ? strings.incidentTitle : strings.title;
  const description =
    notice.kind === 'incident'
      ? strings.incidentDescription
      : notice.kind === 'no-slug'
        ? strings.noSlug
        : strings.description;
  const link =
    notice.kind === 'incident'
      ? `<p><a href="${escapeHtml(notice.pageHref)}">${escapeHtml(strings.pageLink)}</a></p>`
      : '';
  return (
    `<noscript><main lang="${language}" style="${MAIN_STYLE}">` +
    `<h1 style="${TITLE_STYLE}">${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p>${link}</main></noscript>`
  );
}

/**
 * The host's index.html with the notice for readers without JavaScript, before the app's root (else
 * at the start of the body), and the notice's title as the document's (the app sets its own when it runs).
 */
export function withNoScriptNotice(
  html: string,
  notice: NotFoundNotice,
  language: Language,
  strings: NotFoundStrings,
): string {
  const block = noScriptBlock(notice, language, strings);
  const title = notice.kind === 'incident' ? strings.incidentTitle : strings.title;
  let out = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const root = out.indexOf('<div id="root"');
  if (root >= 0) return `${out.slice(0, root)}${block}${out.slice(root)}`;
  const body = /<body[^>]*>/.exec(out);
  if (body) {
    const at = body.index + body[0].length;
    return `${out.slice(0, at)}${block}${out.slice(at)}`;
  }
  out += block;
  return out;
}
