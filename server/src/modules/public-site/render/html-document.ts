import type { Language } from '../../../lib/enums';
import type { RenderOutput } from './render-types';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or attribute value for HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export type DocumentParts = {
  language: Language;
  rendered: RenderOutput;
  /** The hydration bundle (URL paths); none → the page works as plain HTML. */
  scripts: readonly string[];
  canonicalUrl: string;
  /** The page's favicon, or the product's. */
  faviconUrl: string;
  faviconType: string | null;
  /** The page's logo for link previews, if any. */
  imageUrl: string | null;
  themeColor: string | null;
};

/**
 * The whole server-rendered document: head (title, description, canonical, Open Graph, favicon, the
 * styled-components CSS, the deferred hydration script), the rendered markup in #root and the input it
 * was rendered from as an inert JSON script (already escaped by the renderer).
 */
export function publicDocument(parts: DocumentParts): string {
  const { rendered, language } = parts;
  const { title, description, siteName } = rendered.head;
  const meta = (attribute: 'name' | 'property', key: string, content: string | null) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(parts.canonicalUrl)}">`,
    `<link rel="icon" href="${escapeHtml(parts.faviconUrl)}"${parts.faviconType ? ` type="${parts.faviconType}"` : ''}>`,
    meta('name', 'theme-color', parts.themeColor),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', parts.canonicalUrl),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:image', parts.imageUrl),
    meta('property', 'og:locale', language === 'ru' ? 'ru_RU' : 'en_US'),
    meta('name', 'twitter:card', 'summary'),
    ...parts.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    rendered.styleTags,
  ]
    .filter(Boolean)
    .join('');
  return `<!doctype html><html lang="${language}"><head>${head}</head><body><div id="root">${rendered.html}</div>${rendered.embedded}</body></html>`;
}
