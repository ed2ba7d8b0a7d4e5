import { LANGUAGES } from '@statusdeck/shared/contract';
import type {
  PublicLanguage,
  PublicRenderInput,
  PublicView,
  SubscriptionView,
} from '@statusdeck/shared/public-site';
import { publicPagePaths } from '@statusdeck/shared/public-site/paths';
import type { PublicPageAppProps } from '../features/public-page/public-page-app';

export type { PublicLanguage, PublicRenderInput, PublicView, SubscriptionView };

export const PUBLIC_LANGUAGES: readonly PublicLanguage[] = LANGUAGES;

const SUBSCRIPTION_KINDS: readonly string[] = [
  'subscribe',
  'confirm-subscription',
  'manage-subscription',
  'unsubscribe',
];

export function isSubscriptionView(view: PublicView | SubscriptionView): view is SubscriptionView {
  return SUBSCRIPTION_KINDS.includes(view.kind);
}

export function isPublicLanguage(value: unknown): value is PublicLanguage {
  return typeof value === 'string' && (PUBLIC_LANGUAGES as readonly string[]).includes(value);
}

/** Props of the page app for one input (the input is JSON; its links' base becomes functions here). */
export function appProps(input: PublicRenderInput & { view: PublicView }): PublicPageAppProps {
  return {
    view: input.view,
    links: publicPagePaths(input.links),
    now: input.now,
    stale: input.stale,
    lang: input.language,
    ...(input.apiOrigin ? { apiOrigin: input.apiOrigin } : {}),
  };
}
