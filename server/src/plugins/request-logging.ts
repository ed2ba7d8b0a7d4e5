import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { PUBLIC_RESOURCE } from './security';

/** Requests answered with a built front-end file, a translation file or the host page. */
const frontendRequests = new WeakSet<FastifyRequest>();

export function markFrontendRequest(request: FastifyRequest): void {
  frontendRequests.add(request);
}

/** The route config flag of routes whose successful answers are logged at debug, not info. */
export const QUIET_LOG = 'quietRequestLog';

/**
 * Every route `app` (an encapsulated plugin) registers after this call logs its successful answers at
 * debug. A flag on the route, read when the request completes: no hook, nothing done per request.
 * For cheap, hot reads (front-end files, the public page and its API) where one info line per request
 * costs ~15% of the request (measured); their errors and 4xx answers are still logged at info.
 */
export function quietRequestLogs(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object | undefined), [QUIET_LOG]: true } as typeof route.config;
  });
}

/** Front-end files (built apps, translations) are quiet routes. */
export function markFrontendRoutes(app: FastifyInstance): void {
  quietRequestLogs(app);
}

function isQuiet(request: FastifyRequest): boolean {
  if (frontendRequests.has(request)) return true;
  const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
  // Public resources (`{ helmet: false }`: the public API, Statuspage formats, feeds, badge) are cheap hot reads too.
  return config?.[QUIET_LOG] === true || config?.[PUBLIC_RESOURCE] === true;
}

/**
 * One line per request at info ("request completed", with the request), except successful answers of
 * quiet routes: front-end files (a page load fetches a couple of dozen, which buried the API calls and
 * the printed mails) and the hot public reads.
 * They, and "incoming request", are at debug; errors stay at error.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...entry, err: error }, 'request errored');
    } else if (reply.statusCode < 400 && isQuiet(request)) {
      reply.log.debug(entry, 'request completed');
    } else {
      reply.log.info(entry, 'request completed');
    }
  }
}
