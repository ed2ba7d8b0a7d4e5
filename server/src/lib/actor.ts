import type { Role } from './permissions';
import type { ServiceContext } from './service-context';

/**
 * Who is acting: read from the database on every secured request, never trusted from the token.
 * A person signed in with a JWT has `sessionId` (their refresh family) and `tokenId: null`; an API token
 * (`Authorization: Bearer sdk_…`) has `tokenId` and `sessionId: null`, `userId` is the token's creator
 * and `role` the token's effective ceiling (min of the token's role and the creator's current role).
 * Routes marked `config.personOnly` never see a token actor (403 person_required), so there
 * `personSessionId(actor)` is always a string.
 */
export type Actor = {
  userId: string;
  organizationId: string;
  role: Role;
  sessionId: string | null;
  tokenId: string | null;
  /** A signed-in person's e-mail, read with the rest; absent for an API token and where an actor is built by hand. */
  email?: string;
};

/** The signed-in person's session id, for verbs of `personOnly` routes (never reached by an API token). */
export function personSessionId(actor: Actor): string {
  if (actor.sessionId === null) throw new Error('a personOnly route was reached without a session');
  return actor.sessionId;
}

/** What every service verb receives: `verb({ ctx, actor, input })`. */
export type VerbArgs<Input = undefined> = { ctx: ServiceContext; actor: Actor; input: Input };

/** What a verb reached without a signed-in actor receives (sign-up, sign-in, invitation links): `verb({ ctx, input })`. */
export type AnonymousVerbArgs<Input> = { ctx: ServiceContext; input: Input };
