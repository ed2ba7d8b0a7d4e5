import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { preferredLanguage } from '../../lib/language';
import { markFrontendRequest } from '../../plugins/request-logging';
import { requestedLanguage } from '../public-site/render/request-query';
import type { LegalKind } from './documents';
import { LEGAL_PATHS, renderLegalPages } from './legal-page';

/**
 * GET /terms and /privacy: the product's default Terms of Service and Privacy Policy, server-rendered in
 * the reader's language (`?lang=`, else Accept-Language). When the operator names their own (TERMS_URL,
 * PRIVACY_URL), the address redirects there, so every link to it stays right.
 */
export const legalRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const pages = renderLegalPages();
  const own: Record<LegalKind, string | null> = {
    terms: config.legal.termsUrl,
    privacy: config.legal.privacyUrl,
  };
  for (const kind of ['terms', 'privacy'] as const) {
    app.get(
      LEGAL_PATHS[kind],
      { schema: { hide: true } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const elsewhere = own[kind];
        if (elsewhere) return reply.header('cache-control', 'no-cache').redirect(elsewhere, 302);
        markFrontendRequest(request);
        const chosen = requestedLanguage(request);
        const language = chosen ?? preferredLanguage(request.headers['accept-language']);
        if (!chosen) reply.header('vary', 'Accept-Language');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(pages[kind][language]);
      },
    );
  }
};

/** Where the front ends link the Terms of Service and the Privacy Policy (in /app-config.json). */
export function legalUrls(config: Config): { termsUrl: string; privacyUrl: string } {
  return {
    termsUrl: config.legal.termsUrl ?? LEGAL_PATHS.terms,
    privacyUrl: config.legal.privacyUrl ?? LEGAL_PATHS.privacy,
  };
}
