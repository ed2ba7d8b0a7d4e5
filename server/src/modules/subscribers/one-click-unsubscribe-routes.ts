import { errors } from '../../lib/http-schemas';
import type { RoutePlugin } from '../../lib/type-provider';
import { unsubscribe } from './unsubscribe';

/** The path of unsubscribeLink (subscription-links.ts). */
const ONE_CLICK_PATH = '/public-page/subscriptions/unsubscribe';

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
 */
export const oneClickUnsubscribeRoutes: RoutePlugin = async (app, { ctx, limiter }) => {
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
      onRequest: limiter(
        'subscription-unsubscribe-ip',
        ctx.config.rateLimits.verifyEmail,
        (request) => request.ip,
      ),
    },
    async (request) => unsubscribe(ctx, { token: request.query.token }),
  );
};
