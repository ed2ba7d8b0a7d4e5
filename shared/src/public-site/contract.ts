/**
 * The contract between the server and the public page's renderer (remote-public): what the server
 * renders from and embeds in the page for the hydrating script, in types only, so neither side
 * carries the other's runtime. The addresses and form fields both sides spell are in paths.cjs.
 */
import type * as Api from '../api/contract.gen';
import type { PublicLinkBase } from './paths.cjs';

export type { PublicLinkBase, PublicPagePaths, SubscriptionPaths } from './paths.cjs';

export type PublicLanguage = Api.PublicPage['default_language'];

/** An API error as the subscription screens see it (the server renders the same for a form post). */
export type PublicFailure = {
  /** 0: the request never got an answer (offline, DNS, CORS). */
  status: number;
  code: string;
  details: Array<{ field: string; code: string; message: string }>;
  /** A 429's Retry-After: how long the limit lasts, to say roughly when to try again. */
  retryAfterSeconds?: number;
};

/** What the public page shows. */
export type PublicView =
  | { kind: 'page'; snapshot: Api.PublicPageSnapshot }
  | { kind: 'incident'; detail: Api.PublicIncidentDetail }
  | { kind: 'history'; history: Api.PublicHistory; cursor?: string | null }
  /**
   * No such page; `incident`: the page exists but has no such incident (a link back to it);
   * `no-slug`: the address names no page at all.
   */
  | { kind: 'not-found'; what?: 'incident' | 'no-slug' };

export type ManagedSubscription = Api.PublicSubscription;

/** The subscription a manage or unsubscribe link names. */
export type ManagedState =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed'; failure: PublicFailure }
  | { kind: 'ready'; subscription: ManagedSubscription };

/** The subscribe form after its post: "check your inbox", or the form again with what was entered. */
export type SubscribeFormInitial =
  | { kind: 'sent'; email: string }
  /** `componentIds` null: all components were chosen; `endpoint` present: a webhook was being subscribed. */
  | {
      kind: 'refused';
      email: string;
      endpoint?: string;
      componentIds: string[] | null;
      failure: PublicFailure;
    };

/** The confirm screen after its button's post, or as opened when the link is used or lapsed. */
export type ConfirmInitial =
  | { kind: 'confirmed' }
  /** The link was used already: the subscription is confirmed (opening or posting it again). */
  | { kind: 'already' }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'failed'; failure: PublicFailure };

/** The manage or unsubscribe screen's subscription as the server loaded it, and what its post came to. */
export type ManagedInitial = {
  state: ManagedState;
  outcome?:
    | { kind: 'saved' }
    | { kind: 'unsubscribed' }
    /** `componentIds`: the choice that was sent (null: all), shown again with the error. */
    | { kind: 'refused'; failure: PublicFailure; componentIds?: string[] | null };
};

/**
 * The subscription screens the server renders, which they continue in the browser: the subscribe
 * screen with the page it found, the confirm screen with its button, the manage and unsubscribe
 * screens with the subscription the server loaded (`initial`; absent: loaded in the browser). After a
 * form post (a browser without JavaScript) the server renders its outcome: `form`, `result`,
 * `initial.outcome`. `lang`: the address's ?lang= (none: the subscription's page language once loaded).
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

/**
 * What the server renders from and embeds in the page (`#__PUBLIC_SNAPSHOT__`), and what the
 * standalone entry assembles from the public API. `now` is an ISO instant so the hydrating render
 * formats exactly what the server did.
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
