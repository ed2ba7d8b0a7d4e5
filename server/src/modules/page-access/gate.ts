/**
 * The gate every public format of a page passes (rendered screens, JSON API, v2 documents, feeds, badge,
 * calendar, subscription calls): a public page passes at once (its snapshot says `access: 'public'`, no
 * query); a private one passes only for a reader with access — a signed reader-session cookie of this page,
 * or (feeds, calendar, JSON) `?token=` a private reader token — checked against the page's current access
 * generation (and, for an audience page, against its viewers and e-mail domains) with one small query.
 *
 * Without access a caller answers exactly as for an unknown page (404), except the rendered screens, which
 * answer 401 with the access screen (access-screen.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import type { PageAccess } from '../../lib/enums';
import { hashToken } from '../../lib/secure-token';
import { isMemberOfPageOrganization } from './member-preview';
import { findPageAccess, type PageAccessRow } from './repository';

/** How long a reader stays signed in to a private page. */
export const READER_SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * A reader with access: signed in by password (email null), as an audience address, or as a member of the
 * page's organisation previewing it from the console (memberId; email null).
 */
export type Reader = {
  pageId: string;
  email: string | null;
  nonce: string;
  generation: number;
  memberId: string | null;
};

type GateDeps = { db: Queryable; config: Pick<Config, 'jwtSecret'>; clock?: () => Date };

/** The cookie of one page's reader session (one per page, so readers of several pages keep each). */
export const readerCookieName = (pageId: string) => `sd_reader_${pageId.replaceAll('-', '')}`;

/** `u`: the member of the page's organisation a console preview signed in (absent for readers). */
type SessionPayload = { p: string; g: number; e: string | null; n: string; x: number; u?: string };

const privateReplies = new WeakSet<FastifyReply>();

/** Whether this answer is a private page's, for a reader with access (http/send-public.ts reads it). */
export const isPrivateAnswer = (reply: FastifyReply) => privateReplies.has(reply);

/**
 * Marks the answer private: never kept by a shared cache, never indexed, not readable cross-origin (no
 * `Access-Control-Allow-Origin: *`), varying by the cookie that admitted it.
 */
export function markPrivate(reply: FastifyReply): FastifyReply {
  privateReplies.add(reply);
  if (reply.hasHeader('access-control-allow-origin')) reply.removeHeader('access-control-allow-origin');
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .header('vary', 'Cookie, Accept-Encoding');
}

function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

export class PageGate {
  private readonly clock: () => Date;

  constructor(private readonly deps: GateDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  private sign(purpose: string, value: string): string {
    return createHmac('sha256', this.deps.config.jwtSecret).update(`${purpose}:${value}`).digest('base64url');
  }

  /**
   * Whether the request may read `page`: 'public' for a public page; the reader for a private page read with
   * a valid session (or `?token=` where `allowToken`); null otherwise. A reader's answer is marked private.
   */
  async admit(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { id: string; access: PageAccess },
    options: { allowToken?: boolean } = {},
  ): Promise<'public' | Reader | null> {
    if (page.access === 'public') return 'public';
    const reader =
      (await this.readSession(request, page.id)) ??
      (options.allowToken ? await this.readToken(request, page.id) : null);
    if (reader) markPrivate(reply);
    return reader;
  }

  /** `served` when the request may read its page (public, or a reader with access); null otherwise. */
  async admitServed<T extends { snapshot: { page: { id: string; access: PageAccess } } }>(
    request: FastifyRequest,
    reply: FastifyReply,
    served: T | null | undefined,
    options: { allowToken?: boolean } = {},
  ): Promise<T | null> {
    if (!served) return null;
    return (await this.admit(request, reply, served.snapshot.page, options)) ? served : null;
  }

  /** The reader of the page's session cookie, when its signature, expiry, generation and address hold. */
  async readSession(request: FastifyRequest, pageId: string): Promise<Reader | null> {
    const cookie = readCookie(request, readerCookieName(pageId));
    const [body, mac] = cookie?.split('.') ?? [];
    if (!body || !mac) return null;
    const expected = Buffer.from(this.sign('page-reader', body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let payload: SessionPayload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SessionPayload;
    } catch {
      return null;
    }
    if (payload.p !== pageId || payload.x < this.clock().getTime()) return null;
    const access = await findPageAccess(this.deps.db, pageId, payload.e);
    if (payload.u) {
      const stillMember =
        access !== null &&
        access.access !== 'public' &&
        access.access_generation === payload.g &&
        (await isMemberOfPageOrganization(this.deps.db, pageId, payload.u));
      return stillMember
        ? { pageId, email: null, nonce: payload.n, generation: payload.g, memberId: payload.u }
        : null;
    }
    if (!access || !stillReads(access, payload.g, payload.e)) return null;
    return { pageId, email: payload.e, nonce: payload.n, generation: payload.g, memberId: null };
  }

  /** `?token=` a private reader token of the page, not revoked, of its current generation. */
  async readToken(request: FastifyRequest, pageId: string): Promise<Reader | null> {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
    const rows = await this.deps.db.query<{ email: string | null; access_generation: number }>(
      `UPDATE page_reader_tokens SET last_used_at = now()
       WHERE token_hash = $1 AND page_id = $2 AND revoked_at IS NULL RETURNING email, access_generation`,
      [hashToken(token), pageId],
    );
    const row = rows[0];
    if (!row) return null;
    const access = await findPageAccess(this.deps.db, pageId, row.email);
    if (!access || !stillReads(access, row.access_generation, row.email)) return null;
    return { pageId, email: row.email, nonce: '', generation: row.access_generation, memberId: null };
  }

  /** Signs the reader in to the page: the session cookie (HttpOnly, SameSite=Lax, Secure on https). */
  startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    page: Pick<PageAccessRow, 'id' | 'access_generation'>,
    email: string | null,
    memberId: string | null = null,
  ): void {
    const expires = this.clock().getTime() + READER_SESSION_DAYS * DAY_MS;
    const payload: SessionPayload = {
      p: page.id,
      g: page.access_generation,
      e: email,
      n: randomBytes(12).toString('base64url'),
      x: expires,
      ...(memberId ? { u: memberId } : {}),
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const value = `${body}.${this.sign('page-reader', body)}`;
    reply.header(
      'set-cookie',
      `${readerCookieName(page.id)}=${value}; Path=/; Max-Age=${READER_SESSION_DAYS * 86_400}; HttpOnly; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`,
    );
  }

  endSession(request: FastifyRequest, reply: FastifyReply, pageId: string): void {
    reply.header(
      'set-cookie',
      `${readerCookieName(pageId)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`,
    );
  }

  /**
   * The reader's private feed and calendar token: derived (HMAC) from the page, its generation and the
   * reader (an audience reader's address, or a password session's nonce), so it can be shown again without
   * keeping it; only its hash is stored, revocable (revoked_at, or a new generation).
   */
  async readerToken(reader: Reader): Promise<string> {
    const token = this.sign(
      'page-reader-token',
      `${reader.pageId}:${reader.generation}:${reader.email === null ? `n:${reader.nonce}` : `e:${reader.email.toLowerCase()}`}`,
    );
    await this.deps.db.query(
      `INSERT INTO page_reader_tokens (page_id, email, token_hash, access_generation)
       VALUES ($1, $2, $3, $4) ON CONFLICT (token_hash) DO NOTHING`,
      [reader.pageId, reader.email, hashToken(token), reader.generation],
    );
    return token;
  }
}

/** A session or token of `generation` for `email` still reads the page as it is now. */
function stillReads(
  access: PageAccessRow & { email_allowed: boolean },
  generation: number,
  email: string | null,
): boolean {
  if (access.access === 'public' || access.access_generation !== generation) return false;
  if (access.access === 'audience') return email !== null && access.email_allowed;
  return email === null;
}
