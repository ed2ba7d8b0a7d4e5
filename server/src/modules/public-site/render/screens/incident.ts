import { PUBLIC_ROOT } from '@statusdeck/shared/public-site/paths';
import type { FastifyInstance } from 'fastify';
import { HTML_ROUTE, ON_CUSTOM_DOMAIN, type StatusScreens } from '../status-screens';

/** One incident or maintenance: `/public-page/incident/{id}?page={slug}`, and `/incident/{id}` of a custom domain. */
export function incidentScreenRoutes(app: FastifyInstance, screens: StatusScreens): void {
  app.get<{ Params: { id: string } }>(`${PUBLIC_ROOT}/incident/:id`, HTML_ROUTE, async (request, reply) =>
    screens.bySlug(request, reply, { kind: 'incident', id: request.params.id }),
  );
  app.get<{ Params: { id: string } }>('/incident/:id', ON_CUSTOM_DOMAIN, async (request, reply) =>
    screens.byDomain(request, reply, { kind: 'incident', id: request.params.id }),
  );
}
