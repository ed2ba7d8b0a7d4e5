import { SUBSCRIPTION_SCREENS, UNSUBSCRIBE_FORM_FIELD } from '@statusdeck/shared/public-site/paths';
import { errors } from '../../../lib/http-schemas';
import { unsubscribe } from '../../subscribers/unsubscribe';
import type { RoutePlugin } from '../../type-provider';
import { publicSubscriptionLimits } from './limits';

/**
 * A form body of the unsubscribe screen rather than of a mail provider: its hidden field, which a browser
 * without JavaScript posts to the same address. Mail providers never send it: their body is
 * `List-Unsubscribe=One-Click`, which always takes the RFC 8058 path below.
 */
export function isBrowserUnsubscribeForm(body: unknown): boolean {
  const fields = body as Record<string, unknown> | null | undefined;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    fields['List-Unsubscribe'] === undefined &&
    fields[UNSUBSCRIBE_FORM_FIELD.name] === UNSUBSCRIBE_FORM_FIELD.value
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

/**
 * Mail providers (Gmail, Yahoo) unsubscribe a reader with one POST to the List-Unsubscribe URL, form-encoded
 * and without cookies or JavaScript (RFC 8058). That URL is the link in the mail's body too (the public
 * unsubscribe screen, which GET serves), so this route answers POST on that same path, taking the token from
 * the URL and the form body that only this scope parses.
 *
 * The screen's own button posts to the same address without JavaScript. The body tells the two apart
 * (content negotiation by the one field each sends, never by headers a provider may send as well): the
 * unsubscribe screen (render/screens/unsubscribe.ts) registers this route in a scope that answers its own
 * form first; the provider gets the JSON below. The per-IP limit is checked once the body is known
 * (preValidation), so each gets its refusal in its own form.
 */
export const oneClickUnsubscribeRoutes: RoutePlugin = async (app, { ctx, limiter }) => {
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
    // The unsubscribe screen's address: unsubscribeLink (subscription-links.ts), the mails' List-Unsubscribe URL.
    SUBSCRIPTION_SCREENS.unsubscribe,
    {
      schema: oneClickUnsubscribeSchema,
      preValidation: limits.unsubscribe,
    },
    async (request) => unsubscribe({ ctx, input: { token: request.query.token } }),
  );
};
