import type { Queryable } from '../db/db';
import type { ServiceContext } from './service-context';

/** A transaction that can schedule work for after it commits (never run when it rolls back). */
export type Tx = Queryable & {
  /** Runs `hook` once the transaction has committed: waking the outbox, invalidating caches. */
  afterCommit(hook: () => void | Promise<void>): void;
  /** The context the transaction runs in, for writes that bring their own consequences (an invoice's mail). */
  readonly ctx: ServiceContext;
};

/**
 * Every service verb that writes runs its work here. The after-commit hooks run in order once COMMIT has
 * succeeded; a failing hook is logged, never turned into a failure of the committed change.
 */
export async function withTransaction<T>(ctx: ServiceContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: Array<() => void | Promise<void>> = [];
  const result = await ctx.db.transaction((queryable) =>
    work({
      query: (sql, params) => queryable.query(sql, params),
      exec: (sql) => queryable.exec(sql),
      afterCommit: (hook) => {
        hooks.push(hook);
      },
      ctx,
    }),
  );
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      ctx.log.error({ err: error }, 'after-commit hook failed');
    }
  }
  return result;
}
