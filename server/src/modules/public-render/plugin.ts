import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { type PublicRenderSource, publicRenderRoutes } from './routes';
import { publicRendererOnDemand } from './ssr-bundle';

/**
 * The server-rendered public page (routes.ts) with its renderer (ssr-bundle.ts). Register inside a
 * scope whose routes are quiet in the request log; `app.publicSnapshots` is read per request.
 */
export async function publicRender(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const renderer = publicRendererOnDemand(app.log, { repoRoot: config.repoRoot });
  app.addHook('onClose', async () => renderer.close());
  await publicRenderRoutes(app, {
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
