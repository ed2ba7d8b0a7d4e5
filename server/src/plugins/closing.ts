import type { FastifyInstance } from 'fastify';
import { ServiceBusyError } from '../lib/service-busy';

/**
 * While the server drains (SIGTERM), a request that still arrives on an open keep-alive connection is
 * answered 503 with Retry-After, in the usual `{code, message}` shape and with the security headers, and
 * the connection is closed so the client's retry goes to another instance. Replaces Fastify's
 * return503OnClosing, whose answer skips every hook. Register after the security headers.
 */
export function answerBusyWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ServiceBusyError('The server is restarting; please retry', 2);
  });
}
