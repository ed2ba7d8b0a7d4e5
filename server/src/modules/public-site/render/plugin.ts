import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { RouteDeps } from '../../route-deps';
import { addCustomDomainConstraint } from '../formats/custom-domain';
import { publicSubscriptionLimits } from '../subscriptions/limits';
import { hostPageFrom } from './host-page';
import { accessScreenRoutes } from './screens/access';
import { confirmSubscriptionScreenRoutes } from './screens/confirm-subscription';
import { historyScreenRoutes } from './screens/history';
import { incidentScreenRoutes } from './screens/incident';
import { manageSubscriptionScreenRoutes } from './screens/manage-subscription';
import { pageScreenRoutes } from './screens/page';
import { subscribeScreenRoutes } from './screens/subscribe';
import { unsubscribeScreenRoutes } from './screens/unsubscribe';
import { publicRendererOnDemand } from './ssr-bundle';
import { statusScreens } from './status-screens';
import { subscriptionScreens } from './subscription-screen';

/**
 * The server-rendered public screens (screens/: one file per screen) with their renderer (ssr-bundle.ts):
 * the status page, an incident, the history, and the subscription screens with their form posts (`ctx` and
 * `limiter` for those). Register inside a scope whose routes are quiet in the request log, after
 * `app.publicSnapshots` is decorated.
 */
export async function publicRender(
  app: FastifyInstance,
  { config, ctx, limiter }: RouteDeps & { config: Config },
): Promise<void> {
  const renderer = publicRendererOnDemand(app.log, { repoRoot: config.repoRoot });
  app.addHook('onClose', async () => renderer.close());
  addCustomDomainConstraint(app, config);
  const snapshots = app.publicSnapshots;
  const hostPage = hostPageFrom(config.repoRoot);

  const statuses = statusScreens({
    config,
    renderer: renderer.get,
    snapshots,
    hostPage,
    gate: app.pageGate,
  });
  pageScreenRoutes(app, statuses);
  incidentScreenRoutes(app, statuses);
  historyScreenRoutes(app, statuses);
  await accessScreenRoutes(app, { ctx, limiter, config });

  const subscriptions = subscriptionScreens({
    ctx,
    limiter,
    limits: publicSubscriptionLimits(limiter, ctx.config.rateLimits),
    ownOrigin: new URL(config.publicUrl).origin,
    renderer: renderer.get,
    snapshots,
    hostPage,
    gate: app.pageGate,
  });
  await subscribeScreenRoutes(app, subscriptions);
  await confirmSubscriptionScreenRoutes(app, subscriptions);
  await manageSubscriptionScreenRoutes(app, subscriptions);
  await unsubscribeScreenRoutes(app, subscriptions);
}
