import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HOST_APP } from '../../../lib/app-manifest';
import type { Language } from '../../../lib/enums';
import { notFound } from '../../../lib/errors';
import { preferredLanguage } from '../../../lib/language';
import { markFrontendRequest } from '../../../plugins/request-logging';
import { type NotFoundNotice, notFoundStrings, withNoScriptNotice } from './not-found-notice';
import { requestedLanguage } from './request-query';

export type HostPageOptions = {
  /** No published page (or incident) at the address: 404, still the host's page (see below). */
  missing?: boolean;
  /** What a reader without JavaScript is told there. */
  notice?: NotFoundNotice;
  /** The notice's language unless `?lang=` names one (the page's default when the page is known). */
  language?: Language;
};

export type HostPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  options?: HostPageOptions,
) => Promise<FastifyReply>;

/**
 * Answers with the host's index.html, whose router renders the screen in the browser: where no renderer is
 * built, where rendering failed, and where no published page is found — a signed-in member's console then
 * shows the preview of an unpublished page. The notice's language falls back to the browser's.
 */
export function hostPageFrom(repoRoot: string): HostPage {
  const hostIndex = path.join(repoRoot, HOST_APP.folder, 'dist', 'index.html');
  const strings = notFoundStrings(repoRoot);
  return async (request, reply, { missing = false, notice, language } = {}) => {
    const html = await readFile(hostIndex, 'utf8').catch(() => null);
    if (html === null) throw notFound('Status page not found');
    markFrontendRequest(request);
    let body = html;
    if (notice) {
      const lang =
        requestedLanguage(request) ?? language ?? preferredLanguage(request.headers['accept-language']);
      body = withNoScriptNotice(html, notice, lang, await strings(lang));
    }
    reply
      .status(missing ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', missing ? 'no-store' : 'no-cache');
    if (notice) reply.header('vary', 'Accept-Language');
    return reply.send(body);
  };
}
