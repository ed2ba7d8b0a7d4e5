import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatDay } from '@statusdeck/shared/time';
import type { Language } from '../../lib/enums';
import { LANGUAGES } from '../../lib/enums';
import { REPO_ROOT } from '../../lib/paths';
import { SERVER_COPY } from '../../lib/server-copy';
import { escapeHtml } from '../public-site/render/html-document';
import { LEGAL_DOCUMENTS, LEGAL_UPDATED, type LegalKind } from './documents';

/** The product's own addresses of its default legal pages. */
export const LEGAL_PATHS: Record<LegalKind, string> = { terms: '/terms', privacy: '/privacy' };

// The console's colours and type (shared/src/ui/theme.ts), inline: the page loads nothing but its icon.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f7f8f9;color:#172b4d;font:16px/1.6 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif}
header{background:#fff;border-bottom:1px solid #dcdfe4}
.bar{max-width:46rem;margin:0 auto;padding:.75rem 1.5rem;display:flex;align-items:center;justify-content:space-between;gap:1rem}
.brand{display:inline-flex;align-items:center;gap:.5rem;color:#172b4d;font-weight:700;text-decoration:none}
.brand svg{width:28px;height:28px}
main{max-width:46rem;margin:2rem auto;padding:2rem 1.5rem;background:#fff;border:1px solid #dcdfe4;border-radius:12px}
h1{margin:0 0 .25rem;font-size:2rem;line-height:1.2;letter-spacing:-.01em}
h2{margin:2rem 0 .5rem;font-size:1.25rem}
p{margin:0 0 .75rem}
.updated{color:#626f86;margin-bottom:1.5rem}
a{color:#0c66e4}
a:focus-visible{outline:2px solid #388bff;outline-offset:2px}
footer{max-width:46rem;margin:0 auto 2rem;padding:0 1.5rem;color:#44546f}
@media (max-width:600px){main{margin:0;border-radius:0;border-left:0;border-right:0}}
`;

const OTHER: Record<LegalKind, LegalKind> = { terms: 'privacy', privacy: 'terms' };

function render(kind: LegalKind, language: Language, icon: string): string {
  const document = LEGAL_DOCUMENTS[language][kind];
  const copy = SERVER_COPY[language];
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? language;
  const related = LEGAL_DOCUMENTS[language][OTHER[kind]];
  const sections = document.sections
    .map(
      (section) =>
        `<h2>${escapeHtml(section.heading)}</h2>\n${section.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}`,
    )
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(document.title)} · Statusdeck</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<header><div class="bar">',
    `<a class="brand" href="/">${icon}Statusdeck</a>`,
    `<a href="${LEGAL_PATHS[kind]}?lang=${other}" hreflang="${other}" lang="${other}">${escapeHtml(copy.legalOtherLanguage)}</a>`,
    '</div></header>',
    '<main>',
    `<h1>${escapeHtml(document.title)}</h1>`,
    `<p class="updated">${escapeHtml(copy.legalUpdated(formatDay(LEGAL_UPDATED, language)))}</p>`,
    sections,
    '</main>',
    `<footer>${escapeHtml(copy.legalRelated)}: <a href="${LEGAL_PATHS[OTHER[kind]]}?lang=${language}">${escapeHtml(related.title)}</a></footer>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export type LegalPages = Record<LegalKind, Record<Language, string>>;

/** Every default page in every language, rendered once: they change only with the product. */
export function renderLegalPages(): LegalPages {
  // The product's icon inline (decorative beside its name), so the page needs no other request for it.
  const icon = readFileSync(path.join(REPO_ROOT, 'assets', 'favicon.svg'), 'utf8')
    .replace(/<title>.*?<\/title>/, '')
    .replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
  const pages = (kind: LegalKind) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, render(kind, language, icon)])) as Record<
      Language,
      string
    >;
  return { terms: pages('terms'), privacy: pages('privacy') };
}
