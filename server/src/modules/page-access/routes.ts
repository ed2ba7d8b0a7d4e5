import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { memberPreviewLink } from './member-preview';
import {
  inviteViewerSchema,
  listViewersSchema,
  memberPreviewSchema,
  removeViewerSchema,
  resendViewerSchema,
  revokeLinksSchema,
} from './schemas';
import { inviteViewer, listViewers, removeViewer, resendViewerLink, revokeReaderLinks } from './viewers';

const manage = { permission: 'pages.access' } as const;

/** Who reads a private page: its named viewers and its reader links (owners and admins change them). */
export const pageAccessRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/v1/pages/:pageId/viewers',
    { schema: listViewersSchema, config: { permission: 'read' } },
    async (request) => listViewers({ ctx, actor: actorOf(request), input: request.params }),
  );
  app.post(
    '/v1/pages/:pageId/viewers',
    { schema: inviteViewerSchema, config: manage },
    async (request, reply) =>
      reply.status(201).send(
        await inviteViewer({
          ctx,
          actor: actorOf(request),
          input: { pageId: request.params.pageId, email: request.body.email },
        }),
      ),
  );
  app.delete(
    '/v1/pages/:pageId/viewers/:id',
    { schema: removeViewerSchema, config: manage },
    async (request, reply) => {
      await removeViewer({ ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/v1/pages/:pageId/viewers/:id/resend',
    { schema: resendViewerSchema, config: manage },
    async (request, reply) => {
      await resendViewerLink({ ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/v1/pages/:pageId/access/preview',
    { schema: memberPreviewSchema, config: { permission: 'read', personOnly: true } },
    async (request) => memberPreviewLink({ ctx, actor: actorOf(request), input: request.params }),
  );
  app.post(
    '/v1/pages/:pageId/access/revoke-links',
    { schema: revokeLinksSchema, config: manage },
    async (request, reply) => {
      await revokeReaderLinks({ ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );
};
