import type { FastifyPluginAsync } from 'fastify';
import { type ActorResolver, secureScope } from '../plugins/secured-scope';
import { apiTokensRoutes } from './api-tokens/routes';
import type { BillingProvider } from './billing/provider';
import { billingRoutes } from './billing/routes';
import { componentGroupsRoutes } from './component-groups/routes';
import { componentsRoutes } from './components/routes';
import { dashboardRoutes } from './dashboard/routes';
import { domainsRoutes } from './domains/routes';
import { incidentTemplatesRoutes } from './incident-templates/routes';
import { incidentsRoutes } from './incidents/routes';
import { integrationsRoutes } from './integrations/routes';
import { organizationsRoutes } from './organizations/routes';
import { pageAccessRoutes } from './page-access/routes';
import { pagesRoutes } from './pages/routes';
import { plansRoutes } from './plans/routes';
import { publicPreviewRoutes } from './public-site/json/preview';
import type { RouteDeps } from './route-deps';
import { subscribersRoutes } from './subscribers/routes';
import { usersRoutes } from './users/routes';
import { webhookRoutes } from './webhooks/routes';

/**
 * The one scope every bearer route lives in (see plugins/secured-scope.ts): register a module's management
 * routes here and they are authenticated, permission-checked and covered by the route-table tests.
 * `resolveActor` (auth/bearer-actor.ts) reads the bearer only; the console's server-rendered home uses the
 * same resolver for its cookie (frontend/console-home.ts), never to authenticate an API call.
 */
export const securedRoutes: FastifyPluginAsync<
  RouteDeps & { billingProvider: BillingProvider; resolveActor: ActorResolver }
> = async (app, { billingProvider, resolveActor, ...deps }) => {
  secureScope(app, { resolveActor });
  await app.register(usersRoutes, deps);
  await app.register(organizationsRoutes, deps);
  await app.register(pagesRoutes, deps);
  await app.register(domainsRoutes, deps);
  await app.register(pageAccessRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(incidentsRoutes, deps);
  await app.register(plansRoutes, deps);
  await app.register(componentsRoutes, deps);
  await app.register(componentGroupsRoutes, deps);
  await app.register(publicPreviewRoutes, deps);
  await app.register(subscribersRoutes, deps);
  await app.register(webhookRoutes, deps);
  await app.register(incidentTemplatesRoutes, deps);
  await app.register(integrationsRoutes, deps);
  await app.register(apiTokensRoutes, deps);
  await app.register(billingRoutes, { ...deps, provider: billingProvider });
};
