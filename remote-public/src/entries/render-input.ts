import type { Api } from '@statusdeck/shared';
import { LANGUAGES } from '@statusdeck/shared/contract';
import type { ComponentProps } from 'react';
import type {
  ConfirmInitial,
  ManagedInitial,
  SubscribeFormInitial,
} from '../features/subscriptions/initial-states';
import { type PublicLinkBase, publicLinks } from './links';
import type { PublicPageApp } from './public-page-app';

export const PUBLIC_LANGUAGES = LANGUAGES;
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

export type PublicPageAppProps = ComponentProps<typeof PublicPageApp>;
export type PublicView = PublicPageAppProps['view'];
export type PublicLinks = PublicPageAppProps['links'];

/**
 * The subscription screens (features/subscriptions) the server renders, which they continue in the
 * browser: the subscribe screen with the page it found, the confirm screen with its button, the manage
 * and unsubscribe screens with the subscription the server loaded (`initial`; absent: loading, loaded in
 * the browser). After a screen's form post (a browser without JavaScript) the server renders its outcome:
 * `form`, `result`, `initial.outcome` (features/subscriptions/initial-states.ts).
 * `lang`: the address's ?lang= (none: the screen shows the subscription's page language once loaded).
 */
export type SubscriptionView =
  | {
      kind: 'subscribe';
      slug: string | null;
      snapshot: Api.PublicPageSnapshot | null;
      form?: SubscribeFormInitial;
    }
  | {
      kind: 'confirm-subscription';
      token: string | null;
      slug: string | null;
      lang: PublicLanguage | null;
      result?: ConfirmInitial;
    }
  | {
      kind: 'manage-subscription';
      token: string | null;
      lang: PublicLanguage | null;
      initial?: ManagedInitial;
    }
  | { kind: 'unsubscribe'; token: string | null; lang: PublicLanguage | null; initial?: ManagedInitial };

const SUBSCRIPTION_KINDS: readonly string[] = [
  'subscribe',
  'confirm-subscription',
  'manage-subscription',
  'unsubscribe',
];

export function isSubscriptionView(view: PublicView | SubscriptionView): view is SubscriptionView {
  return SUBSCRIPTION_KINDS.includes(view.kind);
}

/**
 * What the server renders from and embeds in the page (`#__PUBLIC_SNAPSHOT__`), and what the
 * standalone entry assembles from the public API: the page app's props as JSON (links as their base,
 * see links.ts) plus the language.
 * `now` is an ISO instant so the hydrating render formats exactly what the server did.
 */
export type PublicRenderInput = {
  view: PublicView | SubscriptionView;
  links: PublicLinkBase;
  language: PublicLanguage;
  now: string;
  stale: boolean;
  /** Where the public API answers, for the subscribe dialog; absent = this origin (server-rendered). */
  apiOrigin?: string;
};

export function isPublicLanguage(value: unknown): value is PublicLanguage {
  return typeof value === 'string' && (PUBLIC_LANGUAGES as readonly string[]).includes(value);
}

/** Props of the page app for one input (the input is JSON; links become functions here). */
export function appProps(input: PublicRenderInput & { view: PublicView }): PublicPageAppProps {
  return {
    view: input.view,
    links: publicLinks(input.links),
    now: input.now,
    stale: input.stale,
    lang: input.language,
    ...(input.apiOrigin ? { apiOrigin: input.apiOrigin } : {}),
  };
}
