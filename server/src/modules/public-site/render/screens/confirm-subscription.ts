import { SUBSCRIPTION_SCREENS } from '@statusdeck/shared/public-site/paths';
import type { FastifyInstance } from 'fastify';
import { invalidToken } from '../../../../lib/errors';
import { confirmationLinkState, confirmSubscription } from '../../../subscribers/confirm-subscription';
import { queryToken, requestedLanguage, slugOf, tokenIn } from '../request-query';
import { formOf, formPosts } from '../subscription-form';
import { type Failure, failureOf, SCREEN_ROUTE, type SubscriptionScreens } from '../subscription-screen';

type Result =
  | { kind: 'confirmed' | 'already' | 'expired' | 'invalid' }
  | { kind: 'failed'; failure: Failure };

/**
 * The link of the confirmation mail: GET `/public-page/subscriptions/confirm?token=` asks for the button
 * (opening a link never confirms: mail scanners open links), or says at once that a used link's
 * subscription is confirmed or that a link has lapsed. The button posts to the same address (the token in
 * the body or the query) and shows the outcome with the API's status.
 */
export async function confirmSubscriptionScreenRoutes(app: FastifyInstance, screens: SubscriptionScreens) {
  const { ctx, limits } = screens;
  const viewOf = (request: Parameters<typeof slugOf>[0], token: string | null) => ({
    kind: 'confirm-subscription' as const,
    token,
    slug: slugOf(request),
    lang: requestedLanguage(request),
  });

  app.get(SUBSCRIPTION_SCREENS.confirm, SCREEN_ROUTE, async (request, reply) => {
    const token = queryToken(request);
    // Opening a link never confirms; a used or lapsed one says so at once instead of asking.
    let known: Awaited<ReturnType<typeof confirmationLinkState>> = null;
    try {
      known = token ? await confirmationLinkState({ ctx, input: { token } }) : null;
    } catch (error) {
      failureOf(request, error, reply);
    }
    const result =
      known === 'confirmed'
        ? ({ kind: 'already' } as const)
        : known === 'expired'
          ? ({ kind: 'expired' } as const)
          : undefined;
    const view = viewOf(request, token);
    return screens.render(request, reply, result ? { ...view, result } : view, {
      language: requestedLanguage(request) ?? 'en',
      status: known === 'expired' ? 400 : 200,
    });
  });

  await formPosts(app, (forms) => {
    forms.post(SUBSCRIPTION_SCREENS.confirm, SCREEN_ROUTE, async (request, reply) => {
      const token = tokenIn(formOf(request).token) ?? queryToken(request);
      let result: Result;
      try {
        await limits.confirm(request, reply);
        if (!token) throw invalidToken();
        const { state } = await confirmSubscription({ ctx, input: { token } });
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
      return screens.render(
        request,
        reply,
        { ...viewOf(request, token), result },
        { language: requestedLanguage(request) ?? 'en', status, post: true },
      );
    });
  });
}
