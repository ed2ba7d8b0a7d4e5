import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { acquireDataDirLock } from './data-dir-lock';
import { type Db, type NotificationHandler, type Queryable, translateDriverError } from './db';
import { WORKER_SOURCE } from './pglite-worker-source';
import { makePrivate, PRIVATE_DIR_MODE } from './private-files';

/**
 * The embedded PostgreSQL adapter; `dataDir` null keeps everything in memory (tests). A data folder is
 * locked (`<dataDir>.lock`) for as long as it is open.
 *
 * PGlite is PostgreSQL compiled to WebAssembly, and it runs each statement synchronously on the thread that
 * calls it: an incident update's ten statements took ~15 ms of the event loop, during which no other request
 * was answered (the public page's p99 under writes was that stall). So PGlite lives on a worker thread of its
 * own and this side only posts statements and receives rows: the event loop never waits on the database.
 *
 * Its folder is kept 0700 with 0600 files, as PostgreSQL itself requires: it holds password hashes.
 */
export type PgliteDbOptions = {
  /**
   * Called once if the database's thread stops while the database is open (it should not: every statement's
   * error is caught there). Every statement fails from then on, as with an unreachable database.
   */
  onLost?: (error: Error) => void;
  /**
   * An in-memory database (no data folder) starts as this copy of another one (`dump()`'s bytes) instead of
   * an empty cluster: tests start from one migrated copy, 2 s instead of 6–10 s of initdb and migrations.
   */
  seed?: Uint8Array;
};

/** The embedded database, and its thread (for tests and diagnostics). */
export type PgliteDb = Db & {
  readonly thread: Worker;
  /** The whole cluster as a tar archive, the form `seed` takes. */
  dump(): Promise<Uint8Array>;
};

export async function createPgliteDb(
  dataDir: string | null,
  options: PgliteDbOptions = {},
): Promise<PgliteDb> {
  if (dataDir && options.seed) throw new Error('a seed is for an in-memory database only');
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  let connection: WorkerConnection;
  try {
    connection = await WorkerConnection.open(dataDir, options.seed ?? null, options.onLost);
  } catch (error) {
    release();
    throw error;
  }

  const queryable = (transaction: number | null): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        return (await connection.call({ op: 'query', sql, params: [...params], transaction })) as Row[];
      } catch (error) {
        return translateDriverError(error);
      }
    },
    async exec(sql: string) {
      try {
        await connection.call({ op: 'exec', sql, transaction });
      } catch (error) {
        translateDriverError(error);
      }
    },
  });

  let closing: Promise<void> | null = null;
  return {
    thread: connection.worker,
    ...queryable(null),
    async dump() {
      return (await connection.call({ op: 'dump' })) as Uint8Array;
    },
    async transaction(fn) {
      let transaction: number;
      try {
        transaction = (await connection.call({ op: 'begin' })) as number;
      } catch (error) {
        return translateDriverError(error);
      }
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(queryable(transaction));
      } catch (error) {
        await connection.call({ op: 'rollback', transaction }).catch(() => undefined);
        throw error;
      }
      try {
        await connection.call({ op: 'commit', transaction });
      } catch (error) {
        return translateDriverError(error);
      }
      return result;
    },
    // One session: PGlite delivers a NOTIFY while it reads the COMMIT's (or the statement's) answer, and the
    // worker sends it with that answer (or an earlier one), delivered first, so the handler has run by the
    // time the writer's promise resolves; nothing is delivered for a rollback.
    async listen(channel: string, handler: NotificationHandler) {
      connection.handlers.set(channel, [...(connection.handlers.get(channel) ?? []), handler]);
      await connection.call({ op: 'listen', channel });
    },
    close() {
      closing ??= connection.close().finally(release);
      return closing;
    },
  };
}

function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const release = acquireDataDirLock(`${dataDir}.lock`);
  makePrivate(dataDir);
  return release;
}

type Request =
  | { op: 'query'; sql: string; params: unknown[]; transaction: number | null }
  | { op: 'exec'; sql: string; transaction: number | null }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; transaction: number }
  | { op: 'listen'; channel: string }
  | { op: 'dump' }
  | { op: 'close' };

/** A driver error as it crossed the thread: its message and every plain field (code, detail, constraint…). */
type ErrorFields = { message: string; name?: string; [field: string]: unknown };

type Reply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: ErrorFields }
  | {
      kind: 'result';
      id: number;
      value?: unknown;
      error?: ErrorFields;
      /** NOTIFYs raised since the last answer, delivered before this answer resolves its statement. */
      notifications?: { channel: string; payload: string }[];
    };

const PGLITE_ENTRY = createRequire(__filename).resolve('@electric-sql/pglite');

/** An Error of this realm carrying the fields the worker sent (so `code` checks and instanceof work). */
function errorFrom(fields: ErrorFields): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}

/**
 * Rows are structured-cloned into this thread's own realm — except under a test runner whose modules run in
 * a VM context of their own (jest), where Dates and objects would come from another realm (`instanceof Date`
 * false). Then they are rebuilt here, once per value; with plain Node nothing is copied.
 */
function localized(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return Array.from(value, localized);
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object Date]') return new Date((value as Date).getTime());
  if (tag === '[object Uint8Array]') return new Uint8Array(value as Uint8Array);
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = localized(field);
  return copy;
}

class WorkerConnection {
  readonly handlers = new Map<string, NotificationHandler[]>();
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private failure: Error | null = null;

  private closing = false;

  private constructor(
    readonly worker: Worker,
    /** Whether messages arrive as objects of another realm than this module's (see localized). */
    private readonly foreignRealm: boolean,
    private readonly onLost: ((error: Error) => void) | undefined,
  ) {
    worker.on('message', (reply: Reply) => this.receive(reply));
    worker.on('error', (error) => this.lost(error));
    worker.on('exit', (code) => this.lost(new Error(`PGlite is closed: its thread exited (code ${code})`)));
    // Kept alive only while a statement is in flight (see call).
    worker.unref();
  }

  static open(
    dataDir: string | null,
    seed: Uint8Array | null,
    onLost?: (error: Error) => void,
  ): Promise<WorkerConnection> {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { pglite: PGLITE_ENTRY, dataDir, seed },
    });
    return new Promise((resolve, reject) => {
      const starting = (reply: Reply) => {
        if (reply.kind === 'ready') {
          worker.off('message', starting);
          worker.off('error', reject);
          resolve(new WorkerConnection(worker, Object.getPrototypeOf(reply) !== Object.prototype, onLost));
        } else if (reply.kind === 'failed') {
          worker.off('message', starting);
          void worker.terminate();
          reject(errorFrom(reply.error));
        }
      };
      worker.on('message', starting);
      worker.once('error', reject);
    });
  }

  call(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.failure) return;
    await this.call({ op: 'close' });
    this.fail(new Error('PGlite is closed'));
    await this.worker.terminate();
  }

  private receive(reply: Reply): void {
    if (reply.kind !== 'result') return;
    for (const { channel, payload } of reply.notifications ?? []) {
      for (const handler of this.handlers.get(channel) ?? []) {
        try {
          handler(payload);
        } catch (error) {
          // As a throwing listener of its own message did: uncaught, without keeping the answer from its caller.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    }
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.error) waiting.reject(errorFrom(reply.error));
    else waiting.resolve(this.foreignRealm ? localized(reply.value) : reply.value);
  }

  /** The thread stopped: expected while closing, a loss otherwise (reported once). */
  private lost(error: Error): void {
    const first = this.failure === null;
    // Connection-like, so that requests answer 503 as with an unreachable database.
    this.fail(Object.assign(new Error(`PGlite is closed: ${error.message}`), { cause: error }));
    if (first && !this.closing) this.onLost?.(error);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }
}
