import { SUBSCRIPTION_SCREENS } from '@statusdeck/shared/public-site/paths';
import type { FastifyInstance } from 'fastify';
import { updateManagedSubscription } from '../../../subscribers/manage-subscription';
import { COMPONENT_FIELD, chosenComponents, formOf, formPosts, MAX_COMPONENTS } from '../subscription-form';
import {
  type Failure,
  failureOf,
  fieldFailure,
  SCREEN_ROUTE,
  type SubscriptionScreens,
} from '../subscription-screen';

/**
 * The manage link of every subscriber mail: GET `/public-page/subscriptions/manage?token=` loads the
 * subscription here (under the manage limit, as the JSON call it replaces), so the screen works without
 * JavaScript; its form posts the chosen components to the same address.
 */
export async function manageSubscriptionScreenRoutes(app: FastifyInstance, screens: SubscriptionScreens) {
  const { ctx, limits } = screens;
  const KIND = 'manage-subscription';

  app.get(SUBSCRIPTION_SCREENS.manage, SCREEN_ROUTE, async (request, reply) =>
    screens.managed(request, reply, KIND, await screens.loadManaged(request, reply, limits.manage)),
  );

  await formPosts(app, (forms) => {
    forms.post(SUBSCRIPTION_SCREENS.manage, SCREEN_ROUTE, async (request, reply) => {
      const componentIds = chosenComponents(formOf(request));
      const token = await screens.admitPost(request, reply, limits.manage);
      if (typeof token !== 'string') return screens.managed(request, reply, KIND, token);
      let failure: Failure;
      if (componentIds?.length === 0) {
        failure = fieldFailure(COMPONENT_FIELD, 'required');
      } else if (componentIds && componentIds.length > MAX_COMPONENTS) {
        failure = fieldFailure(COMPONENT_FIELD, 'too_long');
      } else {
        try {
          const saved = await updateManagedSubscription({
            ctx,
            input: { token, component_ids: componentIds },
          });
          return screens.managed(
            request,
            reply,
            KIND,
            { kind: 'ready', subscription: saved },
            { kind: 'saved' },
          );
        } catch (error) {
          failure = failureOf(request, error, reply);
        }
      }
      const state = await screens.subscriptionOf(request, token);
      // An ended subscription shows as such; another refusal shows the choice that was sent again.
      const outcome =
        failure.code === 'subscription_ended'
          ? undefined
          : { kind: 'refused' as const, failure, componentIds };
      const status = state.kind === 'invalid' ? 400 : failure.status;
      return screens.managed(request, reply, KIND, state, outcome, status);
    });
  });
}
