import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/db';
import type { OpeningDatabase } from './db/opening-database';
import {
  createOrganizationReads,
  freshnessByVersion,
  freshnessByWatch,
  ORGANIZATION_READ_TABLES,
  ORGANIZATION_VERSIONS_OFF,
} from './db/organization-reads';
import { watchWrites } from './db/write-watch';
import { deferSchemas } from './lib/deferred-schemas';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH, tooDeepJson } from './lib/json-depth';
import { serializeError, serializeRequest } from './lib/log-redaction';
import { openPasswordHashing } from './lib/password';
import type { ServiceContext } from './lib/service-context';
import { buildValidator } from './lib/validator-compiler';
import { namedSchemas } from './modules/api-schemas';
import { ACTOR_CHANNEL, ACTOR_TABLES } from './modules/auth/actor-cache';
import { createActorResolver } from './modules/auth/bearer-actor';
import { authRoutes } from './modules/auth/routes';
import { type BillingWorker, createBillingWorker } from './modules/billing/billing-worker';
import type { BillingProvider } from './modules/billing/provider';
import { createBillingProvider } from './modules/billing/sandbox-provider';
import { createDomainWorker, type DomainWorker } from './modules/domains/domain-worker';
import { publicDomainsRoutes } from './modules/domains/routes';
import { createConsoleHome } from './modules/frontend/console-home';
import { localesRoutes } from './modules/frontend/locales-routes';
import {
  registerStaticFrontends,
  serveConsoleHome,
  serveHostDeepLinks,
} from './modules/frontend/static-routes';
import { imagesRoutes } from './modules/images/routes';
import { createMaintenanceWorker, type MaintenanceWorker } from './modules/incidents/maintenance-worker';
import { legalRoutes } from './modules/legal/routes';
import { createOutboxWorker, type OutboxWorker } from './modules/mail/outbox-worker';
import { createLogTransport, createSmtpTransport } from './modules/mail/transport';
import { setupPublicSite } from './modules/public-site';
import { securedRoutes } from './modules/secured-routes';
import type { DrainState } from './modules/system/check-readiness';
import { systemRoutes } from './modules/system/routes';
import { publicInvitationRoutes } from './modules/users/public-routes';
import { createWebhookWorker, type WebhookWorker } from './modules/webhooks/webhook-worker';
import { answerBusyWhileClosing } from './plugins/closing';
import { setupCompression } from './plugins/compression';
import { refuseControlCharacters } from './plugins/control-characters';
import { setupDatabase } from './plugins/database';
import { setupErrorHandler } from './plugins/error-handler';
import { frameworkErrorOptions } from './plugins/framework-errors';
import { httpTimeoutOptions } from './plugins/http-timeouts';
import { answerMethodNotAllowed } from './plugins/method-not-allowed';
import { setupRateLimit } from './plugins/rate-limit';
import { markFrontendRoutes, RequestLogController } from './plugins/request-logging';
import { setupSecurity } from './plugins/security';
import { setupSwagger } from './plugins/swagger';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    outbox: OutboxWorker;
    webhooks: WebhookWorker;
    maintenance: MaintenanceWorker;
    /** Re-checks custom domains' TXT records (started by server.ts; tests call its tick). */
    domains: DomainWorker;
    /** Renews paid plans, retries failed renewals, ends cancelled ones (started by server.ts; tests tick). */
    billing: BillingWorker;
    drain: DrainState;
    /** Compiles the route schemas not compiled yet (they compile on first use); resolves to their count. */
    compileSchemas(): Promise<number>;
  }
}

/**
 * Tests may capture the log and the mails printed without SMTP (stdout by default), and hold the billing
 * provider to see the charges it made.
 */
export type BuildOptions = {
  logStream?: Writable;
  mailOutput?: Writable;
  billingProvider?: BillingProvider;
  /** The in-memory embedded database starts as this dump (see createPgliteDb's `seed`). */
  databaseSeed?: Uint8Array;
  /** The embedded database, already being opened (server.ts), instead of opening it here. */
  openingDatabase?: OpeningDatabase;
};

/**
 * Builds the whole application without listening (server.ts listens; tests inject). The outbox and
 * maintenance workers are created but not started: server.ts starts them, tests drive them.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const schemas = deferSchemas(buildValidator);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Page loads of /reset-password/<token> and /activate/<token> must not leave the token in the log.
      serializers: { req: serializeRequest, err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Path parameters as long as a request line can be reach their route, whose schema or lookup decides
    // (400 past a documented maxLength, 404 for an unknown id), instead of Fastify's 414 or "route not found"
    // past its default of 100 characters; Node refuses request heads over 16 KiB before this matters.
    routerOptions: { maxParamLength: 16 * 1024 },
    ...httpTimeoutOptions(config.http),
    ...frameworkErrorOptions(config),
    return503OnClosing: false,
    // Every invalid field is reported, not only the first; unknown fields and wrong types are errors, not
    // silently dropped or coerced (route params and headers are strings, so they need no coercion).
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false } },
    // Query strings and path parameters are coerced (`?show_deleted=true`); bodies never are.
    schemaController: {
      compilersFactory: { buildValidator: schemas.buildValidator, buildSerializer: schemas.buildSerializer },
    },
  });
  app.decorate('compileSchemas', schemas.compileAll);
  for (const schema of namedSchemas) app.addSchema(schema);

  // Fastify's own parser keeps its prototype-poisoning protection. POST /v1/refresh and /v1/logout carry
  // no body, but some clients still send a JSON content type: an empty body is accepted.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestedDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeepJson(), undefined);
    return parseJson(request, text, done);
  });

  setupErrorHandler(app);
  refuseControlCharacters(app);
  answerMethodNotAllowed(app);
  app.addHook('onClose', openPasswordHashing(config.passwordHashing));
  await setupSecurity(app, config);
  answerBusyWhileClosing(app);
  await setupCompression(app);
  await setupSwagger(app, config);
  const limiter = await setupRateLimit(app, config);
  const database = await setupDatabase(app, config, {
    seed: options.databaseSeed,
    opening: options.openingDatabase,
  });
  const { dbState } = database;
  // Nothing reads an organisation's version on the embedded database (its reads are checked against the write
  // watch below), so its one session takes none: migration 0030.
  if (config.database.kind !== 'postgres') await database.db.exec(ORGANIZATION_VERSIONS_OFF);
  // Every write to the tables an actor is read from is seen here, so the secured scope can remember actors.
  const { db: actorWatched, watch: actorChanges } = await watchWrites(
    database.db,
    ACTOR_TABLES,
    ACTOR_CHANNEL,
  );
  // The console's main reads are remembered per organisation: on the embedded database (one process holds
  // it) while this process's own write watch says nothing changed, on PostgreSQL while the organisation's
  // version (migration 0026) is the one they were read at.
  const { db, watch: readChanges } =
    config.database.kind === 'postgres'
      ? { db: actorWatched, watch: null }
      : await watchWrites(actorWatched, ORGANIZATION_READ_TABLES, null);
  const reads = createOrganizationReads(readChanges ? freshnessByWatch(readChanges) : freshnessByVersion(db));

  const transport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom, config.outbox.concurrency)
    : createLogTransport(app.log, options.mailOutput ?? process.stdout);
  if (!config.smtpUrl) app.log.info('SMTP_URL is not set: e-mails and their links are printed here');
  const outbox = createOutboxWorker({ db, transport, log: app.log, ...config.outbox });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('outbox', outbox);
  app.decorate('securedRoutes', []);
  // Registered after the database hook, so it runs first on close: no mail is half-sent when the DB closes.
  app.addHook('onClose', async () => outbox.stop());

  const ctx: ServiceContext = {
    db,
    config,
    log: app.log,
    mailEnqueued: () => outbox.wake(),
    webhooksEnqueued: () => webhooks.wake(),
    reads,
  };
  // Like the outbox: started by server.ts, driven by tests; stopped before the database closes.
  const webhooks = createWebhookWorker(ctx);
  app.decorate('webhooks', webhooks);
  app.addHook('onClose', async () => webhooks.stop());
  // Like the outbox: created here, started by server.ts (tests call its tick with their own clock).
  const maintenance = createMaintenanceWorker({ ctx });
  app.decorate('maintenance', maintenance);
  app.addHook('onClose', async () => maintenance.stop());
  const domains = createDomainWorker({ ctx });
  app.decorate('domains', domains);
  app.addHook('onClose', async () => domains.stop());
  const billingProvider = options.billingProvider ?? createBillingProvider();
  const billing = createBillingWorker({ ctx, provider: billingProvider });
  app.decorate('billing', billing);
  app.addHook('onClose', async () => billing.stop());
  const deps = { ctx, limiter };
  const drain: DrainState = { draining: false };
  app.decorate('drain', drain);
  await app.register(systemRoutes, { db, dbState, drain, config });
  await app.register(authRoutes, deps);
  await app.register(publicInvitationRoutes, deps);
  await app.register(imagesRoutes, deps);
  await app.register(publicDomainsRoutes, deps);
  await app.register(legalRoutes, { config });
  // The public site: snapshots of the published pages (decorates app.publicSnapshots), their JSON API,
  // Statuspage formats, the server-rendered screens and the subscription calls and forms.
  await setupPublicSite(app, { ...deps, config });
  // One resolver of bearer credentials: the API's, and the console's server-rendered home (its cookie).
  const resolveActor = createActorResolver({ db, jwtSecret: config.jwtSecret, changes: actorChanges });
  await app.register(securedRoutes, { ...deps, billingProvider, resolveActor });
  await app.register(async (frontend) => {
    markFrontendRoutes(frontend);
    serveConsoleHome(frontend, config, createConsoleHome({ config, ctx, resolveActor }));
    await frontend.register(localesRoutes, { repoRoot: config.repoRoot });
    await registerStaticFrontends(frontend, config.repoRoot);
  });
  serveHostDeepLinks(app, config);
  return app;
}
