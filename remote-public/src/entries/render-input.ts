import type { ComponentProps } from 'react';
import { type PublicLinkBase, publicLinks } from './links';
import type { PublicPageApp } from './public-page-app';

export const PUBLIC_LANGUAGES = ['en', 'ru'] as const;
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

export type PublicPageAppProps = ComponentProps<typeof PublicPageApp>;
export type PublicView = PublicPageAppProps['view'];
export type PublicLinks = PublicPageAppProps['links'];

/**
 * What the server renders from and embeds in the page (`#__PUBLIC_SNAPSHOT__`), and what the
 * standalone entry assembles from the public API: the page app's props as JSON (links as their base,
 * see links.ts) plus the language.
 * `now` is an ISO instant so the hydrating render formats exactly what the server did.
 */
export type PublicRenderInput = {
  view: PublicView;
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
export function appProps(input: PublicRenderInput): PublicPageAppProps {
  return {
    view: input.view,
    links: publicLinks(input.links),
    now: input.now,
    stale: input.stale,
    lang: input.language,
    ...(input.apiOrigin ? { apiOrigin: input.apiOrigin } : {}),
  };
}
