import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, testConfig } from '../../../testing/build-test-app';

export type Received = { headers: IncomingHttpHeaders; body: string; path: string };

/**
 * A webhook receiver on 127.0.0.1: records every request and answers the statuses queued with `answer()`
 * in order (0: no answer at all), then 200. `waitFor(n)` resolves once n requests have arrived (polling, no fixed sleeps).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
      });
      const status = statuses.shift() ?? 200;
      // 0: never answer (until the server closes), for timeouts.
      if (status === 0) return;
      response.statusCode = status;
      if (response.statusCode >= 300 && response.statusCode < 400)
        response.setHeader('location', '/elsewhere');
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (...codes: number[]) => statuses.push(...codes),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls `check` until it returns a value (not undefined/false), failing after `timeoutMs`. */
type Maybe<T> = T | false | null | undefined;

export async function eventually<T>(
  check: () => Promise<Maybe<T>> | Maybe<T>,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false && value !== null) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A test app that delivers webhooks and chat messages at once: private addresses allowed (the receiver is on
 * loopback), a 1 s timeout, two 1 ms retries and a 20 ms poll, its worker started; and a receiver for it.
 */
export async function startDeliveringApp() {
  const base = testConfig().webhooks;
  const app = await buildTestApp({
    webhooks: { ...base, allowPrivate: true, timeoutMs: 1000, retryScheduleMs: [1, 1], pollIntervalMs: 20 },
  });
  app.webhooks.start();
  const receiver = await startReceiver();
  const stop = async () => {
    await app.close();
    await receiver.close();
  };
  return { app, receiver, stop };
}
