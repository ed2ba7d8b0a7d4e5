import { sendSerializedOnce } from '../../lib/serialized-once';
import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { checkSlugAvailability } from './check-slug-availability';
import { createPage } from './create-page';
import { deletePage } from './delete-page';
import { getPage } from './get-page';
import { listPages } from './list-pages';
import { acceptPageForm, uploadsOf } from './multipart-form';
import {
  checkSlugAvailabilitySchema,
  createPageSchema,
  deletePageSchema,
  getPageSchema,
  listPagesSchema,
  updatePageSchema,
} from './schemas';
import { updatePage } from './update-page';

export const pagesRoutes: RoutePlugin = async (app, deps) => {
  const { ctx } = deps;
  app.get('/v1/pages', { schema: listPagesSchema, config: { permission: 'read' } }, async (request, reply) =>
    sendSerializedOnce(reply, await listPages({ ctx, actor: actorOf(request), input: undefined })),
  );
  app.post(
    '/v1/pages',
    { schema: createPageSchema, config: { permission: 'pages.create' } },
    async (request, reply) => {
      const page = await createPage({ ctx, actor: actorOf(request), input: request.body });
      return reply.status(201).send(page);
    },
  );
  // A static segment: find-my-way matches it before the parametric /v1/pages/:pageId.
  app.get(
    '/v1/pages/slug-availability',
    { schema: checkSlugAvailabilitySchema, config: { permission: 'read' } },
    async (request) =>
      checkSlugAvailability({
        ctx,
        actor: actorOf(request),
        input: { slug: request.query.slug, pageId: request.query.page_id },
      }),
  );
  app.get('/v1/pages/:pageId', { schema: getPageSchema, config: { permission: 'read' } }, async (request) =>
    getPage({ ctx, actor: actorOf(request), input: { pageId: request.params.pageId } }),
  );
  app.delete(
    '/v1/pages/:pageId',
    { schema: deletePageSchema, config: { permission: 'pages.delete' } },
    async (request, reply) => {
      await deletePage({ ctx, actor: actorOf(request), input: { pageId: request.params.pageId } });
      return reply.status(204).send(null);
    },
  );
  await app.register(updatePageRoute, deps);
};

/** Its own scope: the only route that takes multipart (logo and favicon uploads). */
const updatePageRoute: RoutePlugin = async (app, { ctx }) => {
  await acceptPageForm(app);
  app.patch(
    '/v1/pages/:pageId',
    { schema: updatePageSchema, config: { permission: 'pages.edit' } },
    async (request) =>
      updatePage({
        ctx,
        actor: actorOf(request),
        input: { pageId: request.params.pageId, changes: request.body, files: uploadsOf(request) },
      }),
  );
};
