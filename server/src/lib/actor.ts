import type { Role } from './permissions';
import type { ServiceContext } from './service-context';

/** Who is acting: read from the database on every secured request, never trusted from the token. */
export type Actor = { userId: string; organizationId: string; role: Role; sessionId: string };

/** What every service verb receives: `verb({ ctx, actor, input })`. */
export type VerbArgs<Input = undefined> = { ctx: ServiceContext; actor: Actor; input: Input };
