import type { Queryable } from '../../db/db';
import type { ComponentStatus } from '../../lib/enums';
import { type ComponentRow, type QuietStatusChange, setStatusesQuietly } from './repository';

/** At most this many changes share one statement. */
const MAX_BATCH = 100;

type Waiting = QuietStatusChange & { done: (component: ComponentRow | null) => void };
type Queue = { waiting: Waiting[] };

/** Per database, per organisation and page: the changes waiting for the statement in flight to end. */
const queuesOf = new WeakMap<Queryable, Map<string, Queue>>();

/**
 * A status change nobody is to hear of (setStatusesQuietly): the component as the change left it, or null
 * when the change must be made the full way (or the statement failed: the full way reports that error).
 *
 * Changes of one page arriving while a statement for that page is in flight wait for it and then go
 * together, in arrival order, in one statement: every statement is a commit, and PostgreSQL flushes each
 * commit to disk under the page's lock, so an integration sending many changes at once would otherwise wait
 * for one flush per change. Each change still gets its own history row and its own answer; none is answered
 * before its statement has committed.
 */
export function setStatusQuietly(
  db: Queryable,
  organizationId: string,
  pageId: string,
  componentId: string,
  status: ComponentStatus,
): Promise<ComponentRow | null> {
  let queues = queuesOf.get(db);
  if (!queues) {
    queues = new Map();
    queuesOf.set(db, queues);
  }
  const key = `${organizationId} ${pageId.toLowerCase()}`;
  return new Promise((done) => {
    const change = { componentId, status, done };
    const queue = queues.get(key);
    if (queue) {
      queue.waiting.push(change);
      return;
    }
    const started: Queue = { waiting: [change] };
    queues.set(key, started);
    void drain(db, organizationId, pageId, started, () => queues.delete(key));
  });
}

/**
 * Never rejects: a failed statement answers its changes null. `idle` runs in the same tick as the loop finds
 * nothing waiting, so no change can join a queue that is done.
 */
async function drain(
  db: Queryable,
  organizationId: string,
  pageId: string,
  queue: Queue,
  idle: () => void,
): Promise<void> {
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0, MAX_BATCH);
    const applied = await setStatusesQuietly(db, organizationId, pageId, batch).catch(() =>
      batch.map(() => null),
    );
    batch.forEach((change, index) => {
      change.done(applied[index] ?? null);
    });
  }
  idle();
}
