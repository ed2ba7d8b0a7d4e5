import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { createApiToken } from './create-api-token';
import { listApiTokens } from './list-api-tokens';
import { revokeApiToken } from './revoke-api-token';
import { createApiTokenSchema, listApiTokensSchema, revokeApiTokenSchema } from './schemas';

/** Tokens are managed by people only: a token cannot list, mint or revoke tokens. */
const manage = { permission: 'tokens.manage', personOnly: true } as const;

export const apiTokensRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/v1/api-tokens', { schema: listApiTokensSchema, config: manage }, async (request) =>
    listApiTokens({ ctx, actor: actorOf(request), input: undefined }),
  );

  app.post('/v1/api-tokens', { schema: createApiTokenSchema, config: manage }, async (request, reply) =>
    reply.status(201).send(await createApiToken({ ctx, actor: actorOf(request), input: request.body })),
  );

  app.delete(
    '/v1/api-tokens/:id',
    { schema: revokeApiTokenSchema, config: manage },
    async (request, reply) => {
      await revokeApiToken({ ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );
};
