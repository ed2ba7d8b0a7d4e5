import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { RouteDeps } from '../../route-deps';
import { type PublicRenderSource, publicRenderRoutes } from './routes';
import { publicRendererOnDemand } from './ssr-bundle';

/**
 * The server-rendered public page (routes.ts) with its renderer (ssr-bundle.ts), and the subscription
 * screens with their form posts (subscription-routes.ts: `ctx` and `limiter` for those). Register inside a
 * scope whose routes are quiet in the request log; `app.publicSnapshots` is read per request.
 */
export async function publicRender(
  app: FastifyInstance,
  { config, ctx, limiter }: RouteDeps & { config: Config },
): Promise<void> {
  const renderer = publicRendererOnDemand(app.log, { repoRoot: config.repoRoot });
  app.addHook('onClose', async () => renderer.close());
  await publicRenderRoutes(app, {
    ctx,
    limiter,
    publicUrl: config.publicUrl,
    repoRoot: config.repoRoot,
    renderer: renderer.get,
    source: () => {
      const store = (app as unknown as { publicSnapshots?: PublicRenderSource }).publicSnapshots;
      if (!store) throw new Error('The public snapshot store (app.publicSnapshots) is not registered');
      return store;
    },
  });
}
