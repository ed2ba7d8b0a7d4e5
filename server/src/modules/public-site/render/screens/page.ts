import { PUBLIC_ROOT } from '@statusdeck/shared/public-site/paths';
import type { FastifyInstance } from 'fastify';
import { HTML_ROUTE, ON_CUSTOM_DOMAIN, type StatusScreens } from '../status-screens';

/** The status page: `/public-page?page={slug}`, and `/` of the page's custom domain. */
export function pageScreenRoutes(app: FastifyInstance, screens: StatusScreens): void {
  app.get(PUBLIC_ROOT, HTML_ROUTE, async (request, reply) =>
    screens.bySlug(request, reply, { kind: 'page' }),
  );
  app.get('/', ON_CUSTOM_DOMAIN, async (request, reply) =>
    screens.byDomain(request, reply, { kind: 'page' }),
  );
}
