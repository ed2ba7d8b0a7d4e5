import { errors } from '../../lib/http-schemas';
import type { RoutePlugin } from '../../lib/type-provider';
import { unsubscribe } from './unsubscribe';

export const oneClickUnsubscribeSchema = {
  tags: ['subscribers'],
  summary:
    'RFC 8058 one-click unsubscribe: the List-Unsubscribe URL of subscriber mails, which mail providers ' +
    'POST `List-Unsubscribe=One-Click` to (form-encoded) on the reader’s behalf',
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
 * and without cookies or JavaScript (RFC 8058), so this route takes the token from the URL and the form body
 * that only this scope parses.
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
    '/v1/public/subscriptions/one-click-unsubscribe',
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
