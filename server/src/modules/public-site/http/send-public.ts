import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_RESOURCE_CSP } from '../../../plugins/security';
import { isPrivateAnswer } from '../../page-access/gate';

/**
 * How every public answer may be cached: 10 s fresh, then served stale for 30 s while a cache
 * revalidates, and for a day when the origin fails — a status page must stay readable during an outage.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30, stale-if-error=86400';
/** Not-found answers are cached briefly: a page published a moment later shows up soon. */
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=10';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Bodies as bytes per encoding, made once per ETag rather than on every request (compressed, or the
 * uncompressed string encoded once). Bounded by total size: past the budget it starts over, which costs
 * one compression per body and encoding still asked for.
 */
const BYTE_BUDGET = 64 * 1024 * 1024;
/** Each entry is the pending encoding, then the bytes themselves (served without waiting for anything). */
const encoded = new Map<string, Promise<Buffer> | Buffer>();
let encodedBytes = 0;

/** The cache's key: the ETag names the body (a hash of it); its length guards against a reused ETag. */
const keyOf = (body: string, etag: string, encoding: Encoding) => `${encoding}:${etag}:${body.length}`;

function compress(body: string, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(Buffer.from(body, 'utf8'));
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

function encode(body: string, etag: string, encoding: Encoding): Promise<Buffer> | Buffer {
  const key = keyOf(body, etag, encoding);
  let found = encoded.get(key);
  if (!found) {
    if (encodedBytes + body.length > BYTE_BUDGET) {
      encoded.clear();
      encodedBytes = 0;
    }
    const pending = compress(body, encoding);
    // The string's length bounds what its encoded bytes take (ASCII JSON; compressed far less).
    encodedBytes += body.length;
    pending.then(
      (bytes) => {
        if (encoded.get(key) === pending) encoded.set(key, bytes);
      },
      () => encoded.delete(key),
    );
    encoded.set(key, pending);
    found = pending;
  }
  return found;
}

/** Accept-Encoding values seen, with what they choose (a handful in practice; bounded). */
const chosenEncodings = new Map<string, Encoding>();

function acceptedEncoding(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string') return parseAcceptEncoding(header);
  let chosen = chosenEncodings.get(header);
  if (chosen === undefined) {
    chosen = parseAcceptEncoding(header);
    if (chosenEncodings.size >= 100) chosenEncodings.clear();
    chosenEncodings.set(header, chosen);
  }
  return chosen;
}

function parseAcceptEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepts = (name: string) =>
    value.split(',').some((part) => {
      const [token = '', ...params] = part.trim().toLowerCase().split(';');
      if (token.trim() !== name) return false;
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return !q || Number(q.slice(2)) > 0;
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this strong ETag (or `*`); weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || candidate.replace(/^W\//, '') === opaque);
}

/**
 * What a reader on any origin needs besides the security headers (plugins/security.ts gives public
 * resources their own short set): CORS for everyone, and Vary for the encodings. Every header costs a
 * cheap request ~2 % of its throughput, so nothing else: no Access-Control-Expose-Headers (browsers
 * revalidate with the ETag without exposing it to scripts), no Referrer-Policy (these are not documents).
 */
const JSON_TYPE = 'application/json; charset=utf-8';

const PUBLIC_HEADERS = {
  'access-control-allow-origin': '*',
  vary: 'Accept-Encoding',
} as const;
const PUBLIC_HEADER_LIST = Object.entries(PUBLIC_HEADERS);
/** Headers every public answer carries, found or not: readable from any origin, never with cookies. */
export function publicHeaders(reply: FastifyReply): FastifyReply {
  // A private page's answer to a reader with access (page-access/gate.ts markPrivate): none of this.
  if (isPrivateAnswer(reply)) return reply;
  if (reply.hasHeader('set-cookie')) reply.removeHeader('set-cookie');
  if (reply.hasHeader('access-control-allow-credentials'))
    reply.removeHeader('access-control-allow-credentials');
  // Set once per reply (a scope's onRequest hook usually has, for its error answers too).
  if (reply.getHeader('access-control-allow-origin') === '*') return reply;
  for (const [name, value] of PUBLIC_HEADER_LIST) reply.header(name, value);
  return reply;
}

/**
 * Whether a value is a promise (of any realm: `instanceof Promise` misses those made by node's own modules
 * under a test runner's VM context).
 */
export function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** A strong, quoted ETag of a document: a hash of its bytes, by which its compressed bytes are cached. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** `etag`: strong, quoted, derived from the body's bytes (a hash): compressed bodies are cached by it. */
export type PublicBody = { body: string; etag: string; contentType?: string };

/**
 * Sends a cached public body: ETag (304 when If-None-Match names it), Cache-Control, CORS for any origin,
 * and the body compressed once per ETag (the route sets `compress: false`). The other public modules
 * (Statuspage formats, feeds, badge) send through this too.
 */
export async function sendPublic(request: FastifyRequest, reply: FastifyReply, answer: PublicBody) {
  const sent = sendPublicNow(request, reply, answer);
  return isPromise(sent) ? await sent : sent;
}

/**
 * sendPublic without a promise when the body's bytes are ready (every request after the first for an
 * ETag and encoding): handlers may return its result as is.
 */
export function sendPublicNow(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublicBody,
): FastifyReply | Promise<FastifyReply> {
  publicHeaders(reply);
  // Feeds and the badge may be opened or embedded by other sites: nothing runs in one, any origin embeds it.
  if (answer.contentType !== undefined && answer.contentType !== JSON_TYPE) {
    reply
      .header('content-security-policy', PUBLIC_RESOURCE_CSP)
      .header('cross-origin-resource-policy', 'cross-origin');
  }
  return sendCachedDocument(request, reply, answer);
}

/**
 * The one way a cached public document (JSON, a format, a rendered page) is sent: its type, the public
 * Cache-Control, its ETag (304 when If-None-Match names it), Vary on the encoding, and the body compressed
 * once per ETag rather than per request. Without a promise when those bytes are ready.
 */
export function sendCachedDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublicBody,
): FastifyReply | Promise<FastifyReply> {
  // A private page's reader keeps it in their own browser only (markPrivate set its headers).
  if (!isPrivateAnswer(reply))
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'Accept-Encoding');
  return sendEncodedOnce(request, reply, answer);
}

/**
 * A document known by its ETag, whoever serves it: its type and ETag, 304 when If-None-Match names it,
 * else its bytes in the encoding the request accepts, compressed once per ETag rather than per request.
 * How it may be cached (Cache-Control, Vary) is the caller's. Without a promise when the bytes are ready.
 */
export function sendEncodedOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublicBody,
): FastifyReply | Promise<FastifyReply> {
  reply.header('content-type', answer.contentType ?? JSON_TYPE).header('etag', answer.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, answer.etag)) return reply.code(304).send();
  if (answer.body.length < COMPRESS_FROM_BYTES) return reply.send(answer.body);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const bytes = encode(answer.body, answer.etag, encoding);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return isPromise(bytes) ? bytes.then((ready) => reply.send(ready)) : reply.send(bytes);
}

/** 404 `{code:'not_found'}` with the public headers, briefly cacheable. */
export function sendPublicNotFound(reply: FastifyReply, message: string) {
  return publicHeaders(reply)
    .code(404)
    .header('cache-control', NOT_FOUND_CACHE_CONTROL)
    .send({ code: 'not_found', message });
}
