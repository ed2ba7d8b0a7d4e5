import type { RoutePlugin } from '../type-provider';
import { acceptInvitation } from './accept-invitation';
import { getPublicInvitation } from './get-public-invitation';
import { acceptInvitationSchema, getPublicInvitationSchema } from './schemas';

/**
 * The invitation link's screen, without sign-in (outside the secured scope). Tokens are 256-bit; the per-IP
 * limits are against floods and, on accept, against guessing an existing account's password.
 */
export const publicInvitationRoutes: RoutePlugin = async (app, { ctx, limiter }) => {
  const limits = ctx.config.rateLimits;
  app.get(
    '/v1/public/invitations/:token',
    {
      schema: getPublicInvitationSchema,
      onRequest: limiter('invitation-lookup-ip', limits.verifyEmail, (request) => request.ip),
    },
    async (request) => getPublicInvitation(ctx, request.params.token),
  );
  app.post(
    '/v1/public/invitations/accept',
    {
      schema: acceptInvitationSchema,
      onRequest: limiter('invitation-accept-ip', limits.resetPassword, (request) => request.ip),
    },
    async (request) => acceptInvitation(ctx, request.body),
  );
};
