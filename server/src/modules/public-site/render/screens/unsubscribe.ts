import { SUBSCRIPTION_SCREENS } from '@statusdeck/shared/public-site/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unsubscribe } from '../../../subscribers/unsubscribe';
import {
  isBrowserUnsubscribeForm,
  oneClickUnsubscribeRoutes,
} from '../../subscriptions/one-click-unsubscribe-routes';
import { logAtInfo } from '../subscription-form';
import { type Failure, failureOf, SCREEN_ROUTE, type SubscriptionScreens } from '../subscription-screen';

/**
 * The unsubscribe link of every subscriber mail: GET `/public-page/subscriptions/unsubscribe?token=` loads
 * the subscription (under a per-IP limit of its own), and the screen's button posts to the same address.
 * That address is also the mails' List-Unsubscribe URL, where mail providers POST RFC 8058's one-click
 * form: the body tells the two apart, the screen's form here, the provider's the one-click route.
 */
export async function unsubscribeScreenRoutes(app: FastifyInstance, screens: SubscriptionScreens) {
  const { ctx, limits } = screens;
  const KIND = 'unsubscribe';

  app.get(SUBSCRIPTION_SCREENS.unsubscribe, SCREEN_ROUTE, async (request, reply) =>
    screens.managed(
      request,
      reply,
      KIND,
      await screens.loadManaged(request, reply, limits.unsubscribeScreen),
    ),
  );

  /** The screen's own form post (without JavaScript): unsubscribes like the JSON call, renders the outcome. */
  async function unsubscribeForm(request: FastifyRequest, reply: FastifyReply) {
    const token = await screens.admitPost(request, reply, limits.unsubscribe);
    if (typeof token !== 'string') return screens.managed(request, reply, KIND, token);
    let failure: Failure | null = null;
    try {
      await unsubscribe({ ctx, input: { token } });
    } catch (error) {
      failure = failureOf(request, error, reply);
    }
    const state = await screens.subscriptionOf(request, token);
    if (!failure) return screens.managed(request, reply, KIND, state, { kind: 'unsubscribed' });
    const status = state.kind === 'invalid' ? 400 : failure.status;
    return screens.managed(request, reply, KIND, state, { kind: 'refused', failure }, status);
  }

  // The one-click route answers POST here; a body carrying the screen's hidden field is the screen's form,
  // answered before the route's own limit and validation. Not quiet either: mail providers' one-click
  // posts keep their info line.
  await app.register(async (oneClick) => {
    logAtInfo(oneClick);
    oneClick.addHook('preValidation', async (request, reply) => {
      if (isBrowserUnsubscribeForm(request.body)) return unsubscribeForm(request, reply);
    });
    await oneClick.register(oneClickUnsubscribeRoutes, { ctx, limiter: screens.limiter });
  });
}
