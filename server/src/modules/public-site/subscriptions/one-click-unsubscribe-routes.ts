import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../../lib/http-schemas';
import type { RouteDeps } from '../../route-deps';
import { unsubscribe } from '../../subscribers/unsubscribe';
import type { RoutePlugin } from '../../type-provider';
import { publicSubscriptionLimits } from './limits';

/** The path of unsubscribeLink (subscription-links.ts). */
export const ONE_CLICK_PATH = '/public-page/subscriptions/unsubscribe';

/**
 * The hidden field of the unsubscribe screen's own form (remote-public's unsubscribe-screen.tsx), posted by
 * a browser without JavaScript to the same address. Mail providers never send it: their body is
 * `List-Unsubscribe=One-Click`, which always takes the RFC 8058 path below.
 */
export const BROWSER_FORM_FIELD = { name: 'screen', value: 'unsubscribe' } as const;

/** A form body of the unsubscribe screen rather than of a mail provider. */
export function isBrowserUnsubscribeForm(body: unknown): boolean {
  const fields = body as Record<string, unknown> | null | undefined;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    fields['List-Unsubscribe'] === undefined &&
    fields[BROWSER_FORM_FIELD.name] === BROWSER_FORM_FIELD.value
  );
}

export const oneClickUnsubscribeSchema = {
  tags: ['subscribers'],
  summary:
    'RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` (form-encoded) to the ' +
    'List-Unsubscribe URL of subscriber mails — the unsubscribe screen’s own address — on the reader’s behalf',
  querystring: {
    type: 'object',
    required: ['token'],
    properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  body: {
    type: 'object',
    required: ['List-Unsubscribe'],
    properties: { 'List-Unsubscribe': { type: 'string', const: 'One-Click' } },
  },
  response: {
    200: {
      type: 'object',
      required: ['state'],
      properties: { state: { type: 'string', const: 'unsubscribed' } },
    },
    ...errors(400, 415, 429),
  },
} as const;

export type OneClickUnsubscribeOptions = RouteDeps & {
  /**
   * Answers the unsubscribe screen's form post (BROWSER_FORM_FIELD) with the rendered screen: the whole
   * request is its own (its rate limit, token and errors included). Absent: such a post is refused as a
   * body without `List-Unsubscribe=One-Click`.
   */
  browserForm?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
};

/**
 * Mail providers (Gmail, Yahoo) unsubscribe a reader with one POST to the List-Unsubscribe URL, form-encoded
 * and without cookies or JavaScript (RFC 8058). That URL is the link in the mail's body too (the public
 * unsubscribe screen, which GET serves), so this route answers POST on that same path, taking the token from
 * the URL and the form body that only this scope parses.
 *
 * The screen's own button posts to the same address without JavaScript. The body tells the two apart
 * (content negotiation by the one field each sends, never by headers a provider may send as well): the
 * provider gets the JSON below, unchanged; the browser its screen (`browserForm`). The per-IP limit is
 * checked once the body is known (preValidation), so each gets its refusal in its own form.
 */
export const oneClickUnsubscribeRoutes: RoutePlugin<OneClickUnsubscribeOptions> = async (
  app,
  { ctx, limiter, browserForm },
) => {
  const limits = publicSubscriptionLimits(limiter, ctx.config.rateLimits);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
  app.post(
    ONE_CLICK_PATH,
    {
      schema: oneClickUnsubscribeSchema,
      preValidation: async (request, reply) => {
        if (browserForm && isBrowserUnsubscribeForm(request.body)) return browserForm(request, reply);
        await limits.unsubscribe(request, reply);
      },
    },
    async (request) => unsubscribe(ctx, { token: request.query.token }),
  );
};
