import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { errors } from '../../lib/http-schemas';
import { checkReadiness, type DbState } from './check-readiness';

type Deps = { db: Db; dbState: DbState; config: Config };

const status = { type: 'object', required: ['status'], properties: { status: { type: 'string' } } } as const;
const remoteUrl = { type: 'string' } as const;

export const systemRoutes: FastifyPluginAsync<Deps> = async (app, { db, dbState, config }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness', response: { 200: status } } },
    async () => ({
      status: 'ok',
    }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: { 200: status, ...errors() },
      },
    },
    async () => {
      await checkReadiness(db, dbState);
      return { status: 'ready' };
    },
  );

  app.get(
    '/app-config.json',
    {
      schema: {
        tags: ['system'],
        summary: 'Runtime configuration of the front ends: API base and remote manifest URLs',
        response: {
          200: {
            type: 'object',
            required: ['apiBase', 'remotes'],
            properties: {
              apiBase: { type: 'string' },
              remotes: {
                type: 'object',
                required: ['remote_auth', 'remote_statuspages', 'remote_settings', 'remote_public'],
                properties: {
                  remote_auth: remoteUrl,
                  remote_statuspages: remoteUrl,
                  remote_settings: remoteUrl,
                  remote_public: remoteUrl,
                },
              },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { apiBase: '', remotes: config.remotes };
    },
  );
};
