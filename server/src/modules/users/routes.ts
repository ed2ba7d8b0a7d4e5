import type { RateLimitRule } from '../../config';
import { preferredLanguage } from '../../lib/language';
import { emailKey } from '../../plugins/rate-limit';
import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { cancelInvitation } from './cancel-invitation';
import { changeMemberRole } from './change-member-role';
import { changePassword, signOutOthers } from './change-password';
import { getCurrentUser } from './get-current-user';
import { inviteMember } from './invite-member';
import { listRoles } from './list-roles';
import { listTeam } from './list-team';
import { removeMember } from './remove-member';
import { resendInvitation } from './resend-invitation';
import {
  cancelInvitationSchema,
  changeMemberRoleSchema,
  changePasswordSchema,
  getCurrentUserSchema,
  inviteMemberSchema,
  listRolesSchema,
  listTeamSchema,
  removeMemberSchema,
  resendInvitationSchema,
  signOutOthersSchema,
} from './schemas';

const read = { permission: 'read' } as const;
/**
 * Team changes are made by people: an API token may read the team but neither invite, resend, cancel,
 * change a role nor remove anyone (403 person_required). An invitation makes a person, and a person may
 * mint tokens and (as an owner) touch billing, which a token never may; a leaked token must not be able
 * to hand its holder a seat, nor lock the organisation's people out.
 */
const manage = { permission: 'users.manage', personOnly: true } as const;
/** Account routes of the person signed in: an API token is refused (403 person_required). */
const person = { permission: 'read', personOnly: true } as const;

/**
 * Invitation mails carry text the organisation chose (its name) to any address: without limits a free
 * account could send unlimited mail through us by inviting and cancelling (or resending) in a loop.
 * Per organisation, invitations and resends together; per invited address, from every organisation.
 */
export const INVITATION_MAILS_PER_ORGANIZATION: RateLimitRule = { max: 30, windowMs: 60 * 60_000 };
export const INVITATION_MAILS_PER_ADDRESS: RateLimitRule = { max: 5, windowMs: 60 * 60_000 };

export const usersRoutes: RoutePlugin = async (app, { ctx, limiter }) => {
  // The invitation mail is written in the inviter's language (their browser's, as on registration).
  const languageOf = (headers: { 'accept-language'?: string }) =>
    preferredLanguage(headers['accept-language']);

  app.get('/v1/users/me', { schema: getCurrentUserSchema, config: read }, async (request) =>
    getCurrentUser(ctx, actorOf(request)),
  );
  app.get('/v1/users/roles', { schema: listRolesSchema, config: read }, async () => listRoles());
  app.get('/v1/users', { schema: listTeamSchema, config: read }, async (request) =>
    listTeam({ ctx, actor: actorOf(request), input: undefined }),
  );

  const mailsOfOrganization = limiter('invitation-mails-org', INVITATION_MAILS_PER_ORGANIZATION, (request) =>
    request.actor ? request.actor.organizationId : request.ip,
  );
  const mailsToAddress = limiter('invitation-mails-address', INVITATION_MAILS_PER_ADDRESS, emailKey);
  app.post(
    '/v1/users/invite',
    { schema: inviteMemberSchema, config: manage, preHandler: [mailsOfOrganization, mailsToAddress] },
    async (request, reply) => {
      const input = { ...request.body, language: languageOf(request.headers) };
      return reply.status(201).send(await inviteMember({ ctx, actor: actorOf(request), input }));
    },
  );
  app.post(
    '/v1/users/invitations/:id/resend',
    { schema: resendInvitationSchema, config: manage, preHandler: mailsOfOrganization },
    async (request) => {
      const input = { id: request.params.id, language: languageOf(request.headers) };
      return resendInvitation({ ctx, actor: actorOf(request), input });
    },
  );
  app.delete(
    '/v1/users/invitations/:id',
    { schema: cancelInvitationSchema, config: manage },
    async (request, reply) => {
      await cancelInvitation({ ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );

  app.patch('/v1/users/:id', { schema: changeMemberRoleSchema, config: manage }, async (request) =>
    changeMemberRole({ ctx, actor: actorOf(request), input: { ...request.params, ...request.body } }),
  );
  app.delete('/v1/users/:id', { schema: removeMemberSchema, config: manage }, async (request, reply) => {
    await removeMember({ ctx, actor: actorOf(request), input: request.params });
    return reply.status(204).send(null);
  });

  // Per person, every attempt: each costs two password hashes, and a stolen session must not guess freely.
  const passwordAttempts = limiter('change-password', ctx.config.rateLimits.loginPerPair, (request) =>
    request.actor ? request.actor.userId : request.ip,
  );
  app.post(
    '/v1/users/change-password',
    { schema: changePasswordSchema, config: person, preHandler: passwordAttempts },
    async (request) =>
      changePassword({
        ctx,
        actor: actorOf(request),
        input: { ...request.body, language: languageOf(request.headers) },
      }),
  );
  app.post('/v1/users/sign-out-others', { schema: signOutOthersSchema, config: person }, async (request) =>
    signOutOthers({ ctx, actor: actorOf(request), input: undefined }),
  );
};
