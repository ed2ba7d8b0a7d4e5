import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Requests answered with a built front-end file, a translation file or the host page. */
const frontendRequests = new WeakSet<FastifyRequest>();

export function markFrontendRequest(request: FastifyRequest): void {
  frontendRequests.add(request);
}

/** Marks every request to the routes `app` (an encapsulated plugin) registers after this call. */
export function markFrontendRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => markFrontendRequest(request));
}

/**
 * One line per request at info ("request completed", with the request), except successful front-end
 * files: a page load fetches a couple of dozen, which buried the API calls and the printed mails.
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
    } else if (frontendRequests.has(request) && reply.statusCode < 400) {
      reply.log.debug(entry, 'request completed');
    } else {
      reply.log.info(entry, 'request completed');
    }
  }
}
