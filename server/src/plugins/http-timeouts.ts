import type { HttpTimeouts } from '../config';

/**
 * Node's limits on slow clients, as Fastify options. Without them a body trickled one byte every 20 s
 * held its connection (and its slot) for minutes; requestTimeout bounds the whole request however it
 * trickles, connectionTimeout a silent socket.
 */
export function httpTimeoutOptions(timeouts: HttpTimeouts) {
  return {
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.connectionTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    http: {
      requestTimeout: timeouts.requestTimeoutMs,
      headersTimeout: Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs),
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
