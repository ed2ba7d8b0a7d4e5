import { SUBSCRIPTION_SCREENS } from '@statusdeck/shared/public-site/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicSubscribe } from '../../../subscribers/public-subscribe';
import { CUSTOM_DOMAIN_CONSTRAINT, CUSTOM_HOST } from '../../formats/custom-domain';
import { sendPublicMoved, withPageParameter } from '../../http/moved';
import type { PublicPageSnapshot } from '../../snapshot/snapshot-types';
import { pageParameter, requestedLanguage, slugOf } from '../request-query';
import {
  COMPONENT_FIELD,
  chosenComponents,
  chosenEndpoint,
  ENDPOINT_FIELD,
  formOf,
  formPosts,
  formValidationFailure,
  subscribeFormSchema,
} from '../subscription-form';
import {
  type Failure,
  failureOf,
  fieldFailure,
  SCREEN_ROUTE,
  type SubscriptionScreens,
} from '../subscription-screen';

/**
 * The subscribe screen: GET `/public-page/subscribe?page=` names the page it found (404 when none is
 * published), `/subscribe` on the page's custom domain; its form posts to `/public-page/subscribe?page=`
 * (on every host), which subscribes under the JSON route's limits and shows the outcome.
 */
export async function subscribeScreenRoutes(app: FastifyInstance, screens: SubscriptionScreens) {
  const { ctx, limits } = screens;

  /** The subscribe screen of a page (none published there: its not-found state, 404). */
  const show = (
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string | null,
    snapshot: PublicPageSnapshot | null,
  ) =>
    screens.render(
      request,
      reply,
      { kind: 'subscribe', slug, snapshot },
      {
        language: requestedLanguage(request) ?? snapshot?.page.default_language ?? 'en',
        status: snapshot ? 200 : 404,
        siteIcon: snapshot?.page.favicon_url ?? null,
      },
    );

  app.get(SUBSCRIPTION_SCREENS.subscribe, SCREEN_ROUTE, async (request, reply) => {
    const slug = slugOf(request);
    const snapshot = await screens.pageOf(slug, request, reply);
    // A renamed page's old subscribe link leads to its subscribe screen at the new address.
    const moved = !snapshot && slug ? await screens.snapshots.movedTo(slug) : null;
    if (moved) return sendPublicMoved(reply, 301, withPageParameter(request.url, moved));
    return show(request, reply, pageParameter(request), snapshot);
  });
  app.get(
    '/subscribe',
    { ...SCREEN_ROUTE, constraints: { [CUSTOM_DOMAIN_CONSTRAINT]: CUSTOM_HOST } },
    async (request, reply) => {
      const served = await screens.snapshots.getByDomain(request.headers.host ?? '');
      const snapshot = (await screens.gate.admitServed(request, reply, served))?.snapshot ?? null;
      return show(request, reply, snapshot?.page.slug ?? null, snapshot);
    },
  );

  await formPosts(app, (forms) => {
    forms.post(
      SUBSCRIPTION_SCREENS.subscribe,
      { schema: subscribeFormSchema, attachValidation: true },
      async (request, reply) => {
        const form = formOf(request);
        const email = typeof form.email === 'string' ? form.email : '';
        const endpoint = chosenEndpoint(form);
        const componentIds = chosenComponents(form);
        let failure: Failure | null = null;
        try {
          await limits.subscribePerIp(request, reply);
        } catch (error) {
          failure = failureOf(request, error, reply);
        }
        const slug = slugOf(request);
        const snapshot = await screens.pageOf(slug, request, reply);
        const language = requestedLanguage(request) ?? snapshot?.page.default_language ?? 'en';
        const view = { kind: 'subscribe' as const, slug: pageParameter(request), snapshot };
        const parts = { language, siteIcon: snapshot?.page.favicon_url ?? null, post: true };
        if (!snapshot || !slug) {
          return screens.render(request, reply, view, { ...parts, status: failure?.status ?? 404 });
        }
        failure ??= formValidationFailure(request);
        if (!failure && endpoint === '') failure = fieldFailure(ENDPOINT_FIELD, 'required');
        if (!failure && componentIds?.length === 0) failure = fieldFailure(COMPONENT_FIELD, 'required');
        if (!failure) {
          try {
            await limits.subscribePerMailbox(request, reply);
            // The mails in the language the screen is shown in; a webhook is confirmed by mail to `email`.
            const subscription = { slug, email, endpoint, component_ids: componentIds, language };
            await publicSubscribe({ ctx, input: subscription });
            return screens.render(request, reply, { ...view, form: { kind: 'sent', email } }, parts);
          } catch (error) {
            failure = failureOf(request, error, reply);
          }
        }
        const refused = {
          kind: 'refused' as const,
          email,
          ...(endpoint === undefined ? {} : { endpoint }),
          componentIds,
          failure,
        };
        return screens.render(
          request,
          reply,
          { ...view, form: refused },
          { ...parts, status: failure.status },
        );
      },
    );
  });
}
