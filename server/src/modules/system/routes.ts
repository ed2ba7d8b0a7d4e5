import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { DbState } from '../../plugins/database';
import { legalUrls } from '../legal/routes';
import { checkLiveness, checkReadiness, type DrainState } from './check-readiness';
import { appConfigSchema, healthSchema, readySchema } from './schemas';

/** The body of `/app-config.json`: what the front ends start with (the sign-in shell is rendered with it too). */
export function appConfigBody(config: Config) {
  return { apiBase: '', remotes: config.remotes, ...legalUrls(config), signInQuote: config.signInQuote };
}

type Deps = { db: Db; dbState: DbState; drain: DrainState; config: Config };

export const systemRoutes: FastifyPluginAsync<Deps> = async (app, { db, dbState, drain, config }) => {
  app.get('/health', { schema: healthSchema }, async () => {
    checkLiveness(dbState);
    return { status: 'ok' };
  });

  app.get('/ready', { schema: readySchema }, async () => {
    await checkReadiness(db, dbState, drain);
    return { status: 'ready' };
  });

  app.get('/app-config.json', { schema: appConfigSchema }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return appConfigBody(config);
  });
};
