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
  // Synchronous: it runs before every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new ServiceBusyError('The server is restarting; please retry', 2));
  });
}
