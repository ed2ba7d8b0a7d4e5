import type { FastifyPluginAsync } from 'fastify';
import type { VerbArgs } from '../../../lib/actor';
import { notFound } from '../../../lib/errors';
import { errors } from '../../../lib/http-schemas';
import { actorOf } from '../../../plugins/secured-scope';
import { requirePageOfOrganization } from '../../pages/require-page';
import { pageIdParams } from '../../pages/schemas';
import type { RouteDeps } from '../../route-deps';
import { buildPublicSnapshot } from '../snapshot/build-snapshot';
import type { PublicPageSnapshot } from '../snapshot/snapshot-types';

/**
 * What the public page of one of the caller's pages shows, published or not (the console's preview). Built
 * fresh on every call, never cached: members are few, and they expect to see the change they just made.
 */
export async function previewPublicPage({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string }>): Promise<PublicPageSnapshot> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  const snapshot = await buildPublicSnapshot(ctx, page.id, new Date(), { includeUnpublished: true });
  // Deleted between the two reads.
  if (!snapshot) throw notFound('Status page not found');
  return snapshot;
}

/** Typed by hand, not from the schemas: the snapshot's schema is too deep for the type provider to infer. */
export const publicPreviewRoutes: FastifyPluginAsync<RouteDeps> = async (app, { ctx }) => {
  app.get<{ Params: { pageId: string } }>(
    '/v1/pages/:pageId/public-preview',
    {
      schema: {
        tags: ['pages'],
        summary: "The page's public snapshot as visitors would see it, also for an unpublished page",
        params: pageIdParams,
        response: { 200: { $ref: 'PublicPageSnapshot' }, ...errors(401, 404) },
      },
      config: { permission: 'read' },
    },
    async (request) =>
      previewPublicPage({ ctx, actor: actorOf(request), input: { pageId: request.params.pageId } }),
  );
};
