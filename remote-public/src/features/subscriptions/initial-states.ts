/**
 * The states the server renders a subscription screen in after its form post (a browser without
 * JavaScript), or with the subscription it loaded: embedded in the page's input, so the hydrating render
 * starts from the same state and the script continues from there instead of loading or sending again.
 */
import type { ManagedSubscription } from './api/manage-subscription';
import type { PublicFailure } from './api/public-request';
import type { ManagedState } from './use-managed-subscription';

/** The subscribe form after its post: "check your inbox", or the form again with what was entered. */
export type SubscribeFormInitial =
  | { kind: 'sent'; email: string }
  /** `componentIds` null: all components were chosen. */
  | { kind: 'refused'; email: string; componentIds: string[] | null; failure: PublicFailure };

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

export type { ManagedSubscription, PublicFailure };
