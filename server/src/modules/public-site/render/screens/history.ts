import { PUBLIC_ROOT } from '@statusdeck/shared/public-site/paths';
import type { FastifyInstance } from 'fastify';
import { cursorOf } from '../request-query';
import { HTML_ROUTE, ON_CUSTOM_DOMAIN, type StatusScreens } from '../status-screens';

/** The page's history by month: `/public-page/history?page={slug}[&cursor=YYYY-MM]`, and `/history` of a custom domain. */
export function historyScreenRoutes(app: FastifyInstance, screens: StatusScreens): void {
  app.get(`${PUBLIC_ROOT}/history`, HTML_ROUTE, async (request, reply) =>
    screens.bySlug(request, reply, { kind: 'history', cursor: cursorOf(request) }),
  );
  app.get('/history', ON_CUSTOM_DOMAIN, async (request, reply) =>
    screens.byDomain(request, reply, { kind: 'history', cursor: cursorOf(request) }),
  );
}
