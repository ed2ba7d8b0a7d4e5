import { notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/secured-scope';
import { hostName } from '../public-site/formats/custom-domain';
import type { RoutePlugin } from '../type-provider';
import { isServedDomain } from './repository';
import { domainAllowedSchema, verifyDomainSchema } from './schemas';
import { verifyDomain } from './verify-domain';

/** "Verify now" of a page's custom domain (secured scope). */
export const domainsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '/v1/pages/:pageId/domain/verify',
    { schema: verifyDomainSchema, config: { permission: 'pages.edit' } },
    async (request) =>
      verifyDomain({ ctx, actor: actorOf(request), input: { pageId: request.params.pageId } }),
  );
};

/**
 * Caddy's on-demand TLS `ask` (deploy/Caddyfile): 200 only for a host a published page answers on, so
 * certificates are issued for nothing else. No sign-in and no rate limit (Caddy asks once per new host and
 * remembers the certificate); one indexed query.
 */
export const publicDomainsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/v1/public/domains/allowed', { schema: domainAllowedSchema }, async (request) => {
    const domain = servedDomainOf(request.query.domain, ctx.config.pagesDomain);
    if (!domain || !(await isServedDomain(ctx.db, domain.by))) throw notFound('Not a status page domain');
    return { domain: domain.name };
  });
};

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The page look-up a host name stands for: a subdomain of PAGES_DOMAIN by slug, else a custom domain. */
function servedDomainOf(
  raw: string | undefined,
  pagesDomain: string | null,
): { name: string; by: { slug: string } | { domain: string } } | null {
  const name = hostName(raw);
  if (!name || name.length > 253 || !name.split('.').every((label) => LABEL.test(label))) return null;
  if (pagesDomain && name.endsWith(`.${pagesDomain}`)) {
    const slug = name.slice(0, -pagesDomain.length - 1);
    return slug.includes('.') ? null : { name, by: { slug } };
  }
  return name.includes('.') ? { name, by: { domain: name } } : null;
}
