/**
 * What the subscription screens share: rendering one (by remote-public's SSR bundle, hydrated by its lean
 * bundle, never the console's page), the error a form post met as the screens' script would have seen it,
 * and the subscription a link's token names. Links with a token are private to their reader: no-store, no
 * referrer, no cookies; the token stays out of the log (the request log redacts `?token=`).
 */
import type {
  ManagedInitial,
  ManagedState,
  PublicFailure,
  SubscriptionView,
} from '@statusdeck/shared/public-site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionError } from '../../../db/db';
import type { Language } from '../../../lib/enums';
import { AppError } from '../../../lib/errors';
import type { ServiceContext } from '../../../lib/service-context';
import type { LimiterFactory } from '../../../plugins/rate-limit';
import { markFrontendRequest } from '../../../plugins/request-logging';
import type { PageGate } from '../../page-access/gate';
import { getManagedSubscription } from '../../subscribers/manage-subscription';
import type { PublicPageSnapshot } from '../snapshot/snapshot-types';
import type { PublicSnapshots } from '../snapshot/snapshots';
import type { PublicSubscriptionLimits } from '../subscriptions/limits';
import type { HostPage } from './host-page';
import { publicDocument } from './html-document';
import type { PublicRenderer, RenderInput } from './render-types';
import { queryToken, requestedLanguage } from './request-query';

/** An API error as the screens' script sees it. */
export type Failure = PublicFailure;
/** The subscription a token names, as loaded here (never `loading`: the server waits for it). */
export type Managed = Exclude<ManagedState, { kind: 'loading' }>;
export type View = SubscriptionView;

export type SubscriptionScreenDeps = {
  ctx: ServiceContext;
  limiter: LimiterFactory;
  limits: PublicSubscriptionLimits;
  ownOrigin: string;
  renderer: () => PublicRenderer | null;
  snapshots: PublicSnapshots;
  hostPage: HostPage;
  /** Who may read (and subscribe to) a private page. */
  gate: PageGate;
};

/**
 * What the script would have been told: the API's error body for an AppError (with the Retry-After a
 * rate limit set on `reply`, so the screen can say when to try again), else a 503 or 500.
 */
export function failureOf(request: FastifyRequest, error: unknown, reply?: FastifyReply): Failure {
  if (error instanceof AppError) {
    const failure: Failure = { status: error.statusCode, code: error.code, details: error.details ?? [] };
    const retryAfterSeconds = Number(reply?.getHeader('retry-after'));
    if (error.statusCode === 429 && Number.isInteger(retryAfterSeconds) && retryAfterSeconds > 0) {
      failure.retryAfterSeconds = retryAfterSeconds;
    }
    return failure;
  }
  if (isConnectionError(error)) return { status: 503, code: 'service_unavailable', details: [] };
  request.log.error({ err: error }, 'a subscription form post failed');
  return { status: 500, code: 'internal_error', details: [] };
}

export const fieldFailure = (field: string, code: string): Failure => ({
  status: 400,
  code: 'validation_failed',
  details: [{ field, code, message: `${field} ${code === 'required' ? 'is required' : 'is invalid'}` }],
});

/** Rendered per request and compressed by @fastify/compress like any other response. */
export const SCREEN_ROUTE = { schema: { hide: true } };

type ScreenParts = { language: Language; status?: number; siteIcon?: string | null; post?: boolean };

export type SubscriptionScreens = ReturnType<typeof subscriptionScreens>;

export function subscriptionScreens(deps: SubscriptionScreenDeps) {
  const { ctx } = deps;

  /**
   * Renders a subscription screen. `post`: the answer to a form post (its request log line stays at info;
   * screens opened by GET are quiet like the rest of the public page).
   */
  async function render(request: FastifyRequest, reply: FastifyReply, view: View, parts: ScreenParts) {
    const renderer = deps.renderer();
    if (!renderer) return deps.hostPage(request, reply);
    const input: RenderInput = {
      view,
      links: {},
      language: parts.language,
      now: new Date().toISOString(),
      stale: false,
    };
    let html: string;
    try {
      const output = await renderer.render(input);
      html = publicDocument({
        language: parts.language,
        rendered: output,
        scripts: renderer.scripts,
        canonicalUrl: `${deps.ownOrigin}${request.url.split('?')[0]}`,
        faviconUrl: parts.siteIcon ?? '/favicon.svg',
        faviconType: parts.siteIcon ? null : 'image/svg+xml',
        imageUrl: null,
        themeColor: null,
      });
    } catch (error) {
      request.log.error({ err: error }, 'a subscription screen could not be rendered on the server');
      return deps.hostPage(request, reply);
    }
    if (!parts.post) markFrontendRequest(request);
    return reply
      .status(parts.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  }

  /** The published page at `slug`, or null. */
  async function pageOf(
    slug: string | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<PublicPageSnapshot | null> {
    if (!slug) return null;
    const served = deps.snapshots.cached(slug) ?? (await deps.snapshots.get(slug));
    // A private page's subscribe screen and form: its readers only (anyone else: no such page).
    return (await deps.gate.admitServed(request, reply, served))?.snapshot ?? null;
  }

  /** The subscription a token names, as the manage call answers it (no limit counted here). */
  async function subscriptionOf(request: FastifyRequest, token: string): Promise<Managed> {
    try {
      return { kind: 'ready', subscription: await getManagedSubscription({ ctx, input: { token } }) };
    } catch (error) {
      const failure = failureOf(request, error);
      return failure.code === 'invalid_token' ? { kind: 'invalid' } : { kind: 'failed', failure };
    }
  }

  /**
   * The subscription for a screen opened by its link, its per-IP limit counted: the manage call's for the
   * manage screen, a more generous one of its own for the unsubscribe screen (limits.ts).
   */
  async function loadManaged(
    request: FastifyRequest,
    reply: FastifyReply,
    limit: PublicSubscriptionLimits['manage'],
  ): Promise<Managed> {
    const token = queryToken(request);
    if (!token) return { kind: 'invalid' };
    try {
      await limit(request, reply);
    } catch (error) {
      return { kind: 'failed', failure: failureOf(request, error, reply) };
    }
    return subscriptionOf(request, token);
  }

  /**
   * A manage or unsubscribe form post's per-IP limit and token: the token, or the state its screen shows
   * when the limit refuses the post or there is no token.
   */
  async function admitPost(
    request: FastifyRequest,
    reply: FastifyReply,
    limit: PublicSubscriptionLimits['manage'],
  ): Promise<string | Managed> {
    try {
      await limit(request, reply);
    } catch (error) {
      return { kind: 'failed', failure: failureOf(request, error, reply) };
    }
    return queryToken(request) ?? { kind: 'invalid' };
  }

  /** The manage or unsubscribe screen for a token, from what was loaded and what a post came to. */
  function managed(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'manage-subscription' | 'unsubscribe',
    state: Managed,
    outcome?: ManagedInitial['outcome'],
    status = state.kind === 'ready' ? 200 : state.kind === 'invalid' ? 400 : state.failure.status,
  ) {
    const token = queryToken(request);
    const lang = requestedLanguage(request);
    const view = { kind, token, lang, initial: { state, ...(outcome ? { outcome } : {}) } };
    const language = lang ?? (state.kind === 'ready' ? state.subscription.page.default_language : 'en');
    return render(request, reply, view, { language, status, post: request.method === 'POST' });
  }

  return {
    ctx,
    limiter: deps.limiter,
    limits: deps.limits,
    snapshots: deps.snapshots,
    gate: deps.gate,
    render,
    pageOf,
    subscriptionOf,
    loadManaged,
    admitPost,
    managed,
  };
}
