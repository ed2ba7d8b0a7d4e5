import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../route-deps';
import { getImage } from './get-image';
import { getImageSchema } from './schemas';

/**
 * Logos and favicons are public: the public status page and custom domains embed them. Not a RoutePlugin:
 * the reply is raw bytes, which schema-derived reply types (JSON) cannot describe.
 */
export const imagesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { ctx }) => {
  app.get<{ Params: { imageId: string } }>(
    '/v1/images/:imageId',
    { schema: getImageSchema },
    async (request, reply) => {
      const image = await getImage({ ctx, input: { imageId: request.params.imageId } });
      return (
        reply
          .header('content-type', image.content_type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          // The bytes were checked to be an image: the browser must not guess otherwise, nor run anything.
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          // Pages on other origins (custom domains, the standalone public app) embed these images.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(image.bytes)
      );
    },
  );
};
