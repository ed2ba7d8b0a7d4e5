/**
 * The subscription screens (issue 7 §4), rendered by remote-public's SSR bundle and hydrated by its lean
 * bundle, never the console's page:
 * - GET `/public-page/subscribe?page=` names the page it found (404 when none is published);
 *   GET `/public-page/subscriptions/confirm?token=` asks for the button (opening a link never confirms:
 *   mail scanners open links), or says at once that a used link's subscription is confirmed or that a
 *   link has lapsed; GET `…/manage?token=` and `…/unsubscribe?token=` load the subscription here
 *   (the manage limit, as the JSON call they replace), so the screens work without JavaScript.
 * - Their forms post to their own addresses (progressive enhancement: with JavaScript the screens call the
 *   JSON API instead): POST `/public-page/subscribe?page=`, `…/confirm` (token in the body or the query),
 *   `…/manage?token=` run the subscribers module's verbs under the same rate limits (the same limiter
 *   instances, public-limits.ts) and render the screen in its outcome — the same states and copy as the
 *   script shows, `initial`/`form`/`result` in the view (remote-public features/subscriptions/
 *   initial-states.ts) — with the API's status (200, or 400/402/403/404/409/429/503 with the error
 *   rendered). POST `…/unsubscribe?token=` is the RFC 8058 one-click route (subscribers module), which hands
 *   the screen's own form (its hidden field) to this module.
 * Links with a token are private to their reader: no-store, no referrer, no cookies; the token stays out of
 * the log (the request log redacts `?token=`; nothing here logs it).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionError } from '../../../db/db';
import { AppError, invalidToken } from '../../../lib/errors';
import { emailSchema } from '../../../lib/http-schemas';
import { markFrontendRequest, QUIET_LOG } from '../../../plugins/request-logging';
import type { RouteDeps } from '../../route-deps';
import { confirmationLinkState, confirmSubscription } from '../../subscribers/confirm-subscription';
import { getManagedSubscription, updateManagedSubscription } from '../../subscribers/manage-subscription';
import { publicSubscribe } from '../../subscribers/public-subscribe';
import { unsubscribe } from '../../subscribers/unsubscribe';
import { CUSTOM_DOMAIN_CONSTRAINT, CUSTOM_HOST } from '../formats/custom-domain';
import { sendPublicMoved, withPageParameter } from '../http/moved';
import type { PublicPageSnapshot } from '../snapshot/snapshot-types';
import { publicSubscriptionLimits } from '../subscriptions/limits';
import { oneClickUnsubscribeRoutes } from '../subscriptions/one-click-unsubscribe-routes';
import { publicDocument } from './html-document';
import type { PublicRenderer, RenderInput } from './ssr-bundle';

type Language = 'en' | 'ru';
type Served = { snapshot: PublicPageSnapshot };

/** What the screens read of the public snapshot store and of the rest of the public-render routes. */
export type SubscriptionRouteOptions = RouteDeps & {
  ownOrigin: string;
  renderer: () => PublicRenderer | null;
  source: () => {
    get(slug: string): Promise<Served | null>;
    getByDomain(host: string): Promise<Served | null>;
    cached?(slug: string): Served | undefined;
    movedTo?(slug: string): Promise<string | null>;
  };
  defaultFavicon?: string;
  /** The host's page (no renderer built: the screens render in the browser). */
  hostPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
};

/** An API error as the screens' script sees it (remote-public's PublicFailure). */
type Failure = {
  status: number;
  code: string;
  details: Array<{ field: string; code: string; message: string }>;
  retryAfterSeconds?: number;
};
type Subscription = Awaited<ReturnType<typeof getManagedSubscription>>;
type Managed =
  | { kind: 'ready'; subscription: Subscription }
  | { kind: 'invalid' }
  | { kind: 'failed'; failure: Failure };

const SLUG_MAX = 200;
const TOKEN_MAX = 200;
/** The subscribe form's fields (remote-public's component-choice.tsx and subscribe-form.tsx). */
const SCOPE_FIELD = 'scope';
const COMPONENT_FIELD = 'component_ids';
const MAX_COMPONENTS = 250;

type Query = { page?: unknown; lang?: unknown; token?: unknown };
type FormBody = Record<string, string | string[] | undefined>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

const langOf = (request: FastifyRequest): Language | null => {
  const { lang } = request.query as Query;
  return lang === 'en' || lang === 'ru' ? lang : null;
};
const slugOf = (request: FastifyRequest) => {
  const slug = text((request.query as Query).page);
  return slug && slug.length <= SLUG_MAX ? slug : null;
};
const tokenIn = (value: unknown) => {
  const token = text(value);
  return token && token.length <= TOKEN_MAX ? token : null;
};
const queryToken = (request: FastifyRequest) => tokenIn((request.query as Query).token);
const formOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody;

/**
 * A form post's fields: the last value of each, `component_ids` as the list of its values; the address
 * trimmed (as the script sends it) and left out when empty (then "required", not "invalid").
 */
export function parseSubscriptionForm(body: string): FormBody {
  const params = new URLSearchParams(body);
  const fields: FormBody = {};
  for (const name of new Set(params.keys())) {
    fields[name] = name === COMPONENT_FIELD ? params.getAll(name) : (params.getAll(name).at(-1) ?? '');
  }
  const email = typeof fields.email === 'string' ? fields.email.trim() : undefined;
  if (email) fields.email = email;
  else delete fields.email;
  return fields;
}

/** The components a form chose: null = all; [] = "only these" with none ticked. */
function chosenComponents(form: FormBody): string[] | null {
  if (form[SCOPE_FIELD] !== 'chosen') return null;
  const ids = form[COMPONENT_FIELD];
  return [...new Set(Array.isArray(ids) ? ids : [])];
}

/**
 * What the script would have been told: the API's error body for an AppError (with the Retry-After a
 * rate limit set on `reply`, so the screen can say when to try again), else a 503 or 500.
 */
function failureOf(request: FastifyRequest, error: unknown, reply?: FastifyReply): Failure {
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

const fieldFailure = (field: string, code: string): Failure => ({
  status: 400,
  code: 'validation_failed',
  details: [{ field, code, message: `${field} ${code === 'required' ? 'is required' : 'is invalid'}` }],
});

/** The subscribe form's validation (the JSON route's rules for the address), its first problem first. */
const subscribeFormSchema = {
  hide: true,
  body: {
    type: 'object',
    required: ['email'],
    properties: {
      email: emailSchema,
      [SCOPE_FIELD]: { type: 'string', enum: ['all', 'chosen'] },
      [COMPONENT_FIELD]: {
        type: 'array',
        maxItems: MAX_COMPONENTS,
        items: { type: 'string', maxLength: 100 },
      },
    },
  },
} as const;

type ValidationIssue = { instancePath: string; keyword: string; params: Record<string, unknown> };

function validationFailure(issues: readonly ValidationIssue[]): Failure {
  const fields = issues.map((issue) => {
    const missing = typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : '';
    const field = missing || issue.instancePath.replace(/^\//, '').split('/')[0] || 'body';
    return { field, code: missing ? 'required' : issue.keyword === 'format' ? 'invalid_format' : 'invalid' };
  });
  const first = fields.find((entry) => entry.field === 'email') ?? fields[0];
  return fieldFailure(first?.field ?? 'body', first?.code ?? 'invalid');
}

const statusOf = (state: Managed) =>
  state.kind === 'ready' ? 200 : state.kind === 'invalid' ? 400 : state.failure.status;

export async function subscriptionRoutes(app: FastifyInstance, options: SubscriptionRouteOptions) {
  const { ctx } = options;
  const limits = publicSubscriptionLimits(options.limiter, ctx.config.rateLimits);

  /**
   * Renders a subscription screen. `post`: the answer to a form post (its request log line stays at info;
   * screens opened by GET are quiet like the rest of the public page).
   */
  async function screen(
    request: FastifyRequest,
    reply: FastifyReply,
    view: Record<string, unknown> & { kind: string },
    parts: { language: Language; status?: number; siteIcon?: string | null; post?: boolean },
  ) {
    const renderer = options.renderer();
    if (!renderer) return options.hostPage(request, reply);
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
        canonicalUrl: `${options.ownOrigin}${request.url.split('?')[0]}`,
        faviconUrl: parts.siteIcon ?? options.defaultFavicon ?? '/favicon.svg',
        faviconType: parts.siteIcon ? null : 'image/svg+xml',
        imageUrl: null,
        themeColor: null,
      });
    } catch (error) {
      request.log.error({ err: error }, 'a subscription screen could not be rendered on the server');
      return options.hostPage(request, reply);
    }
    if (!parts.post) markFrontendRequest(request);
    return reply
      .status(parts.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  }

  async function pageOf(slug: string | null) {
    if (!slug) return null;
    const source = options.source();
    return (source.cached?.(slug) ?? (await source.get(slug)))?.snapshot ?? null;
  }

  /** The subscription a token names, as the manage call answers it (no limit counted here). */
  async function subscriptionOf(request: FastifyRequest, token: string): Promise<Managed> {
    try {
      return { kind: 'ready', subscription: await getManagedSubscription(ctx, { token }) };
    } catch (error) {
      const failure = failureOf(request, error);
      return failure.code === 'invalid_token' ? { kind: 'invalid' } : { kind: 'failed', failure };
    }
  }

  /**
   * The subscription for a screen opened by its link, its per-IP limit counted: the manage call's for the
   * manage screen, a more generous one of its own for the unsubscribe screen (public-limits.ts).
   */
  async function loadManaged(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string | null,
    limit: typeof limits.manage,
  ) {
    if (!token) return { kind: 'invalid' } as const;
    try {
      await limit(request, reply);
    } catch (error) {
      return { kind: 'failed', failure: failureOf(request, error, reply) } as const;
    }
    return subscriptionOf(request, token);
  }

  const languageOf = (request: FastifyRequest, state: Managed): Language =>
    langOf(request) ?? (state.kind === 'ready' ? state.subscription.page.default_language : 'en');

  /** The manage or unsubscribe screen for a token, from what was loaded and what a post came to. */
  function managedScreen(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'manage-subscription' | 'unsubscribe',
    state: Managed,
    outcome?: Record<string, unknown> & { kind: string },
    status = statusOf(state),
  ) {
    const token = queryToken(request);
    const view = { kind, token, lang: langOf(request), initial: { state, ...(outcome ? { outcome } : {}) } };
    return screen(request, reply, view, {
      language: languageOf(request, state),
      status,
      post: request.method === 'POST',
    });
  }

  // Compressed by @fastify/compress like any other response (rendered per request).
  const page = { schema: { hide: true } };

  /** The subscribe screen of a page (none published there: its not-found state, 404). */
  const subscribeScreen = (
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string | null,
    snapshot: PublicPageSnapshot | null,
  ) =>
    screen(
      request,
      reply,
      { kind: 'subscribe', slug, snapshot },
      {
        language: langOf(request) ?? snapshot?.page.default_language ?? 'en',
        status: snapshot ? 200 : 404,
        siteIcon: snapshot?.page.favicon_url ?? null,
      },
    );

  app.get('/public-page/subscribe', page, async (request, reply) => {
    const slug = slugOf(request);
    const snapshot = await pageOf(slug);
    // A renamed page's old subscribe link leads to its subscribe screen at the new address.
    const moved = !snapshot && slug ? await options.source().movedTo?.(slug) : null;
    if (moved) return sendPublicMoved(reply, 301, withPageParameter(request.url, moved));
    return subscribeScreen(request, reply, text((request.query as Query).page), snapshot);
  });
  // On a page's custom domain the page's Subscribe link is /subscribe; its form posts to
  // /public-page/subscribe?page=, which answers on every host.
  app.get(
    '/subscribe',
    { ...page, constraints: { [CUSTOM_DOMAIN_CONSTRAINT]: CUSTOM_HOST } },
    async (request, reply) => {
      const snapshot = (await options.source().getByDomain(request.headers.host ?? ''))?.snapshot ?? null;
      return subscribeScreen(request, reply, snapshot?.page.slug ?? null, snapshot);
    },
  );
  app.get('/public-page/subscriptions/confirm', page, async (request, reply) => {
    const token = queryToken(request);
    const view = { kind: 'confirm-subscription', token, slug: slugOf(request), lang: langOf(request) };
    // Opening a link never confirms; a used or lapsed one says so at once instead of asking.
    let known: Awaited<ReturnType<typeof confirmationLinkState>> = null;
    try {
      known = token ? await confirmationLinkState(ctx, token) : null;
    } catch (error) {
      failureOf(request, error, reply);
    }
    const result =
      known === 'confirmed' ? { kind: 'already' } : known === 'expired' ? { kind: 'expired' } : undefined;
    return screen(request, reply, result ? { ...view, result } : view, {
      language: langOf(request) ?? 'en',
      status: known === 'expired' ? 400 : 200,
    });
  });
  app.get('/public-page/subscriptions/manage', page, async (request, reply) =>
    managedScreen(
      request,
      reply,
      'manage-subscription',
      await loadManaged(request, reply, queryToken(request), limits.manage),
    ),
  );
  // POST on this path is the RFC 8058 one-click route, below.
  app.get('/public-page/subscriptions/unsubscribe', page, async (request, reply) =>
    managedScreen(
      request,
      reply,
      'unsubscribe',
      await loadManaged(request, reply, queryToken(request), limits.unsubscribeScreen),
    ),
  );

  // The form posts: their own small form parser, and an info line in the request log for each. Only that
  // encoding (a form without JavaScript sends nothing else): other bodies are 415, so JSON, which has its
  // own addresses in the public API, cannot reach the verbs here unchecked by the form's parser.
  await app.register(async (forms) => {
    forms.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object | undefined), [QUIET_LOG]: false } as typeof route.config;
    });
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) =>
        done(null, parseSubscriptionForm(typeof body === 'string' ? body : body.toString('utf8'))),
    );

    forms.post(
      '/public-page/subscribe',
      { schema: subscribeFormSchema, attachValidation: true },
      async (request, reply) => {
        const form = formOf(request);
        const email = typeof form.email === 'string' ? form.email : '';
        const componentIds = chosenComponents(form);
        let failure: Failure | null = null;
        try {
          await limits.subscribePerIp(request, reply);
        } catch (error) {
          failure = failureOf(request, error, reply);
        }
        const slug = slugOf(request);
        const snapshot = await pageOf(slug);
        const language = langOf(request) ?? snapshot?.page.default_language ?? 'en';
        const view = { kind: 'subscribe', slug: text((request.query as Query).page), snapshot };
        const parts = { language, siteIcon: snapshot?.page.favicon_url ?? null, post: true };
        if (!snapshot || !slug)
          return screen(request, reply, view, { ...parts, status: failure?.status ?? 404 });
        if (!failure && request.validationError) {
          failure = validationFailure((request.validationError.validation ?? []) as ValidationIssue[]);
        }
        if (!failure && componentIds?.length === 0) failure = fieldFailure(COMPONENT_FIELD, 'required');
        if (!failure) {
          try {
            await limits.subscribePerMailbox(request, reply);
            // The mails in the language the screen is shown in.
            await publicSubscribe(ctx, { slug, email, component_ids: componentIds, language });
            return screen(request, reply, { ...view, form: { kind: 'sent', email } }, parts);
          } catch (error) {
            failure = failureOf(request, error, reply);
          }
        }
        const refused = { kind: 'refused', email, componentIds, failure };
        return screen(request, reply, { ...view, form: refused }, { ...parts, status: failure.status });
      },
    );

    forms.post('/public-page/subscriptions/confirm', page, async (request, reply) => {
      const token = tokenIn(formOf(request).token) ?? queryToken(request);
      const view = { kind: 'confirm-subscription', token, slug: slugOf(request), lang: langOf(request) };
      const parts = { language: langOf(request) ?? 'en', post: true };
      let result:
        | { kind: 'confirmed' | 'already' | 'expired' | 'invalid' }
        | { kind: 'failed'; failure: Failure };
      try {
        await limits.confirm(request, reply);
        if (!token) throw invalidToken();
        const { state } = await confirmSubscription(ctx, { token });
        result = { kind: state === 'already_confirmed' ? 'already' : 'confirmed' };
      } catch (error) {
        const failure = failureOf(request, error, reply);
        result =
          failure.code === 'token_expired'
            ? { kind: 'expired' }
            : failure.code === 'invalid_token'
              ? { kind: 'invalid' }
              : { kind: 'failed', failure };
      }
      const status =
        result.kind === 'confirmed' || result.kind === 'already'
          ? 200
          : result.kind === 'failed'
            ? result.failure.status
            : 400;
      return screen(request, reply, { ...view, result }, { ...parts, status });
    });

    forms.post('/public-page/subscriptions/manage', page, async (request, reply) => {
      const token = queryToken(request);
      const componentIds = chosenComponents(formOf(request));
      try {
        await limits.manage(request, reply);
      } catch (error) {
        return managedScreen(request, reply, 'manage-subscription', {
          kind: 'failed',
          failure: failureOf(request, error, reply),
        });
      }
      if (!token) return managedScreen(request, reply, 'manage-subscription', { kind: 'invalid' });
      let failure: Failure;
      if (componentIds?.length === 0) {
        failure = fieldFailure(COMPONENT_FIELD, 'required');
      } else if (componentIds && componentIds.length > MAX_COMPONENTS) {
        failure = fieldFailure(COMPONENT_FIELD, 'too_long');
      } else {
        try {
          const saved = await updateManagedSubscription(ctx, { token, component_ids: componentIds });
          return managedScreen(
            request,
            reply,
            'manage-subscription',
            { kind: 'ready', subscription: saved },
            {
              kind: 'saved',
            },
          );
        } catch (error) {
          failure = failureOf(request, error, reply);
        }
      }
      const state = await subscriptionOf(request, token);
      // An ended subscription shows as such; another refusal shows the choice that was sent again.
      const outcome =
        failure.code === 'subscription_ended' ? undefined : { kind: 'refused', failure, componentIds };
      const status = state.kind === 'invalid' ? 400 : failure.status;
      return managedScreen(request, reply, 'manage-subscription', state, outcome, status);
    });
  });

  /**
   * The unsubscribe screen's own form post (without JavaScript), handed over by the one-click route when
   * the body carries the screen's hidden field: unsubscribes like the JSON call, renders the outcome.
   */
  async function unsubscribeForm(request: FastifyRequest, reply: FastifyReply) {
    const token = queryToken(request);
    try {
      await limits.unsubscribe(request, reply);
    } catch (error) {
      return managedScreen(request, reply, 'unsubscribe', {
        kind: 'failed',
        failure: failureOf(request, error, reply),
      });
    }
    if (!token) return managedScreen(request, reply, 'unsubscribe', { kind: 'invalid' });
    let failure: Failure | null = null;
    try {
      await unsubscribe(ctx, { token });
    } catch (error) {
      failure = failureOf(request, error, reply);
    }
    const state = await subscriptionOf(request, token);
    if (!failure) return managedScreen(request, reply, 'unsubscribe', state, { kind: 'unsubscribed' });
    const status = state.kind === 'invalid' ? 400 : failure.status;
    return managedScreen(request, reply, 'unsubscribe', state, { kind: 'refused', failure }, status);
  }

  // Not quiet either: mail providers' one-click posts keep their info line.
  await app.register(async (oneClick) => {
    oneClick.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object | undefined), [QUIET_LOG]: false } as typeof route.config;
    });
    await oneClick.register(oneClickUnsubscribeRoutes, {
      ctx,
      limiter: options.limiter,
      browserForm: unsubscribeForm,
    });
  });
}
