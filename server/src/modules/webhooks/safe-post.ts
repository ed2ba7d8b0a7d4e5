import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-rules';

export type PostOutcome = {
  /** The receiver's status; null when none came. */
  statusCode: number | null;
  /** Why no answer came; null when one did. */
  error: string | null;
  durationMs: number;
};

export type PostRequest = {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE: skip the address rule (and allow http). */
  allowPrivate: boolean;
};

class RefusedAddress extends Error {}

const refusedAddress = (address: string) =>
  new RefusedAddress(`refused: ${address} is a private, loopback or reserved address`);

/**
 * Resolves like the system does, then refuses the name if any of its addresses is not public. The socket
 * connects to the address checked here: nothing resolves the name again between the check and the connect.
 */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const bad = allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
      const first = addresses[0];
      if (bad || !first) return callback(bad ? refusedAddress(bad.address) : new Error('no address'), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * One POST of a webhook: no redirect is followed (a 3xx is the receiver's answer, and a failure), the answer's
 * body is not read beyond draining it, and the whole attempt, connecting included, ends after timeoutMs.
 */
export function postWebhook(request: PostRequest): Promise<PostOutcome> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): PostOutcome => ({
    statusCode,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return resolve(done(null, 'invalid endpoint URL'));
    }
    const secure = url.protocol === 'https:';
    if (!secure && !(request.allowPrivate && url.protocol === 'http:')) {
      return resolve(done(null, 'refused: the endpoint is not https'));
    }
    // A literal address is connected to without a lookup, so it is checked here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !request.allowPrivate && !isPublicAddress(literal)) {
      return resolve(done(null, refusedAddress(literal).message));
    }
    const client = secure ? https : http;
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        lookup: checkedLookup(request.allowPrivate),
        agent: false,
        timeout: request.timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(done(response.statusCode ?? null, null)));
        response.on('error', () => resolve(done(response.statusCode ?? null, null)));
      },
    );
    const timer = setTimeout(
      () => outgoing.destroy(new Error(`timed out after ${request.timeoutMs} ms`)),
      request.timeoutMs,
    );
    outgoing.on('close', () => clearTimeout(timer));
    outgoing.on('timeout', () => outgoing.destroy(new Error(`timed out after ${request.timeoutMs} ms`)));
    outgoing.on('error', (error) => resolve(done(null, error.message)));
    outgoing.end(request.body);
  });
}
