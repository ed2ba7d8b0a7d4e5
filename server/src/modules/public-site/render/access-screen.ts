/**
 * The access screen of a private page: plain server-rendered HTML that works without JavaScript, in the
 * page's language (or `?lang=`), with its name, logo and brand colour, never indexed. A password page
 * shows the password form, an audience page the e-mail form for a magic link. It is shown only at the
 * page's own addresses (/public-page?page=…, its custom domain): someone who came by the page's address
 * knows its name already; every other format answers a private page as an unknown one (404).
 *
 * Also the readers' bar on the rendered page: private feed and calendar links (?token=) and a sign-out
 * button (the page itself is remote-public's SSR output; the bar is added around it, not inside it).
 */
import { publicFormatPaths } from '@statusdeck/shared/public-site/paths';
import type { FastifyReply } from 'fastify';
import type { Language } from '../../../lib/enums';
import { SERVER_COPY } from '../../../lib/server-copy';
import type { PublicPage } from '../snapshot/snapshot-types';
import { escapeHtml } from './html-document';

export type AccessMessage = 'wrongPassword' | 'tooMany' | 'linkSent' | 'linkUsed';

/** Where a page's access forms post: `/status/{slug}/access` on our origin, `/access` on a custom domain. */
export const accessBase = (page: Pick<PublicPage, 'slug'>, onCustomDomain: boolean) =>
  onCustomDomain ? '/access' : `/status/${encodeURIComponent(page.slug)}/access`;

const colorOf = (page: Pick<PublicPage, 'brand_color'>) =>
  /^#[0-9a-f]{6}$/i.test(page.brand_color) ? page.brand_color : '#2563eb';

/** The access screen's document. */
export function accessScreenHtml(
  page: Pick<PublicPage, 'name' | 'slug' | 'logo_url' | 'brand_color' | 'access'>,
  options: { language: Language; base: string; message?: AccessMessage | undefined },
): string {
  const copy = SERVER_COPY[options.language].access;
  const title = copy.title.replaceAll('{{page}}', page.name);
  const color = colorOf(page);
  const lang = `<input type="hidden" name="lang" value="${options.language}">`;
  const message = options.message
    ? `<p class="message" role="${options.message === 'linkSent' ? 'status' : 'alert'}">${escapeHtml(copy[options.message])}</p>`
    : '';
  const form =
    page.access === 'password'
      ? `<p>${escapeHtml(copy.passwordIntro)}</p>${message}
<form method="post" action="${escapeHtml(`${options.base}/password`)}">${lang}
<label for="password">${escapeHtml(copy.passwordLabel)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128" autofocus>
<button type="submit">${escapeHtml(copy.passwordSubmit)}</button></form>`
      : `<p>${escapeHtml(copy.audienceIntro)}</p>${message}
<form method="post" action="${escapeHtml(`${options.base}/link`)}">${lang}
<label for="email">${escapeHtml(copy.emailLabel)}</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" autofocus>
<button type="submit">${escapeHtml(copy.emailSubmit)}</button></form>`;
  const logo = page.logo_url ? `<img src="${escapeHtml(page.logo_url)}" alt="" class="logo">` : '';
  return `<!doctype html><html lang="${options.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<meta name="theme-color" content="${color}"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1f2328}
main{max-width:26rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:8px;border-top:4px solid ${color}}
.logo{max-height:48px;display:block;margin-bottom:1rem}h1{font-size:1.4rem}label{display:block;margin:1rem 0 .25rem}
input[type=password],input[type=email]{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
button{margin-top:1rem;padding:.5rem 1rem;font-size:1rem;background:${color};color:#fff;border:0;border-radius:4px}
button:focus-visible,input:focus-visible{outline:3px solid #1f2328;outline-offset:2px}
.message{padding:.5rem;background:#fff4e5;border-radius:4px}</style></head>
<body><main>${logo}<h1>${escapeHtml(title)}</h1>${form}</main></body></html>`;
}

/** The access screen as an answer: 401 unless told otherwise; private, never cached, never indexed. */
export function sendAccessScreen(
  reply: FastifyReply,
  page: Parameters<typeof accessScreenHtml>[0],
  options: Parameters<typeof accessScreenHtml>[1] & { status?: number },
): FastifyReply {
  if (reply.hasHeader('access-control-allow-origin')) reply.removeHeader('access-control-allow-origin');
  return reply
    .code(options.status ?? 401)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .header('vary', 'Cookie')
    .send(accessScreenHtml(page, options));
}

/**
 * The readers' bar, put right after `<body>` of the rendered page: the reader's private feed and calendar
 * links and the sign-out button (a form: it works without JavaScript).
 */
export function readerBarHtml(
  page: Pick<PublicPage, 'slug'>,
  options: { language: Language; base: string; formatsOrigin: string; token: string | null },
): string {
  const copy = SERVER_COPY[options.language].access;
  const paths = publicFormatPaths(page.slug, options.formatsOrigin);
  const withToken = (href: string) =>
    options.token ? `${href}?token=${encodeURIComponent(options.token)}` : href;
  const links = options.token
    ? `<span>${escapeHtml(copy.privateFeeds)} <a href="${escapeHtml(withToken(paths.rss()))}">RSS</a> · <a href="${escapeHtml(withToken(paths.atom()))}">Atom</a> · <a href="${escapeHtml(withToken(paths.calendar()))}">iCalendar</a></span>`
    : '';
  return `<div id="sd-reader-bar" style="display:flex;gap:1rem;justify-content:flex-end;align-items:center;padding:.25rem 1rem;font:14px system-ui,sans-serif;background:#f6f7f9">${links}<form method="post" action="${escapeHtml(`${options.base}/sign-out`)}" style="margin:0"><button type="submit">${escapeHtml(copy.signOut)}</button></form></div>`;
}
