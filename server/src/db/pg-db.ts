import pg from 'pg';
import {
  type Db,
  isConnectionError,
  type NotificationHandler,
  type Queryable,
  translateDriverError,
} from './db';

type Logger = { error(obj: object, msg: string): void; warn?(obj: object, msg: string): void };

const RELISTEN_MS = 1000;

/** Past this many distinct statement texts, new ones run unnamed (parsed and planned each time). */
const MAX_NAMED_STATEMENTS = 2000;

/**
 * Statements with parameters run as named prepared statements, one name per SQL text: each connection
 * parses and plans a text once, and PostgreSQL's plan cache serves the later runs (a parse and a plan cost
 * more CPU than the management API's small statements themselves). A table changed under a prepared
 * statement so that its rows would change shape ("cached plan must not change result type", after a
 * migration) gets the text a fresh name, prepared again on every connection.
 */
function createStatementNames() {
  const names = new Map<string, string>();
  let next = 1;
  const rename = (sql: string) => {
    const name = `statusdeck_${next++}`;
    names.set(sql, name);
    return name;
  };
  return {
    config(sql: string, params: readonly unknown[]): pg.QueryConfig {
      // Without parameters pg sends a simple query, which may hold several statements: left as it is.
      if (params.length === 0) return { text: sql, values: [] };
      const name = names.get(sql) ?? (names.size < MAX_NAMED_STATEMENTS ? rename(sql) : undefined);
      return { text: sql, values: [...params], ...(name ? { name } : {}) };
    },
    /** Whether `error` says the text's prepared statement went stale; if so, it is renamed. */
    stale(sql: string, error: unknown): boolean {
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      if (
        code !== '0A000' ||
        typeof message !== 'string' ||
        !message.includes('cached plan must not change')
      ) {
        return false;
      }
      if (names.has(sql)) rename(sql);
      return true;
    },
  };
}

/**
 * Whether a statement may send a NOTIFY: one that changes rows (the triggers notify; every function of the
 * schema is a trigger) or that notifies itself. Anything else is a read. Erring towards "may" costs only a
 * LISTEN on that connection; a word that merely looks like a verb (`FOR UPDATE`) counts.
 */
const MAY_NOTIFY = /\b(?:insert|update|delete|merge|truncate|copy|call|do|notify|pg_notify)\b/i;

/** The PostgreSQL database, and what its notifications cost (for tests and diagnostics). */
export type PgDb = Db & {
  /** Pool connections that LISTEN now: each is woken, and runs a transaction, by every NOTIFY of the database. */
  listeningConnections(): number;
};

/** A `pg` Pool adapter; short timeouts so an unreachable database answers 503 quickly instead of hanging. */
export function createPgDb(url: string, log: Logger): PgDb {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    query_timeout: 15_000,
  });
  // An idle client losing its connection emits here; without a listener the process would crash.
  pool.on('error', (error) => log.error({ err: error }, 'idle PostgreSQL client failed'));

  const notifications = createNotifications(url, pool, log);
  const statements = createStatementNames();

  /**
   * A pooled client ready for work. For work that may notify it LISTENs on the channels first (once per
   * connection), so a NOTIFY its own statements send reaches the handlers before their promise resolves.
   */
  const acquire = async (
    mayNotify: boolean,
  ): Promise<{ client: pg.PoolClient; release(broken: boolean): void }> => {
    const client = await pool.connect().catch(translateDriverError);
    // pg-pool drops its error listener while a client is checked out: a connection lost between two
    // statements would otherwise be an unhandled 'error' event. Such a client is discarded on release.
    let lost = false;
    const onError = () => {
      lost = true;
    };
    client.on('error', onError);
    const release = (broken: boolean) => {
      client.removeListener('error', onError);
      client.release(broken || lost);
    };
    try {
      if (mayNotify) await notifications.prepare(client);
    } catch (error) {
      release(true);
      return translateDriverError(error);
    }
    return { client, release };
  };

  const wrap = (client: pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await client.query(statements.config(sql, params));
        return result.rows as Row[];
      } catch (error) {
        // The transaction is aborted by the failed statement: the caller sees it; the next run is prepared anew.
        statements.stale(sql, error);
        return translateDriverError(error);
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } catch (error) {
        translateDriverError(error);
      }
    },
  });

  // One statement on a pooled client, as pool.query does; a client whose connection failed is discarded.
  const once = async <T>(mayNotify: boolean, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const { client, release } = await acquire(mayNotify);
    let failure: unknown = null;
    try {
      return await work(client);
    } catch (error) {
      failure = error;
      return translateDriverError(error);
    } finally {
      release(failure !== null && isConnectionError(failure));
    }
  };

  return {
    query: <Row>(sql: string, params: readonly unknown[] = []) =>
      once(MAY_NOTIFY.test(sql), async (client) => {
        try {
          return (await client.query(statements.config(sql, params))).rows as Row[];
        } catch (error) {
          if (!statements.stale(sql, error)) throw error;
          return (await client.query(statements.config(sql, params))).rows as Row[];
        }
      }),
    exec: (sql: string) =>
      once(true, async (client) => {
        await client.query(sql);
      }),
    async transaction(fn) {
      const { client, release } = await acquire(true);
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        return translateDriverError(error);
      } finally {
        release(broken);
      }
    },
    listen: notifications.listen,
    listeningConnections: notifications.listeningConnections,
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * LISTEN over pg, delivering each NOTIFY exactly once, after commit:
 * - a pool client LISTENs too, before its first work that may notify (a write, a script, a transaction),
 *   and delivers the notifications its own session sent: PostgreSQL sends those before the COMMIT's
 *   ReadyForQuery, so the handler has run when the writer's COMMIT resolves (a request that follows a write
 *   sees it, with no race against another connection). A client that has only read does not LISTEN:
 *   PostgreSQL wakes every listening backend of the database at each notifying commit, whatever the
 *   channel, and each runs a transaction to read the queue, so ten listening pool clients cost ten wake-ups
 *   per write (15-20 % of the status PATCH's throughput, measured);
 * - one dedicated client, reconnecting, delivers the rest (other replicas, other processes, and pool
 *   clients whose LISTEN is not set up yet). After a reconnect handlers get `null`: some may be missed.
 */
function createNotifications(url: string, pool: pg.Pool, log: Logger) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  /** Backend pid → channels that pool client LISTENs on (it delivers its own session's notifications). */
  const poolListening = new Map<number, Set<string>>();
  /** The dedicated client once it LISTENs, with the LISTEN of each channel it was asked for (settled or not). */
  let dedicated: { client: pg.Client; channels: Map<string, Promise<void>> } | null = null;
  /**
   * The dedicated client's connection in flight: one at a time. listen() calls made meanwhile wait for it
   * rather than open another one (which nothing would ever close, and which would deliver twice).
   */
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  /** Set when the listener was down or failed to connect: notifications may have been missed meanwhile. */
  let missed = false;

  const deliver = (channel: string, payload: string | null) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        log.error({ err: error }, `a ${channel} notification handler failed`);
      }
    }
  };

  const pidOf = (client: pg.ClientBase) => (client as unknown as { processID: number | null }).processID;

  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      const own = pidOf(client);
      if (own !== null && message.processId === own && poolListening.get(own)?.has(message.channel)) {
        deliver(message.channel, message.payload ?? '');
      }
    });
  });
  pool.on('remove', (client) => {
    const pid = pidOf(client);
    if (pid !== null) poolListening.delete(pid);
  });

  /** LISTENs on the channels this pooled client does not listen on yet (before it is used: never in a transaction). */
  const prepare = async (client: pg.PoolClient) => {
    const pid = pidOf(client);
    if (pid === null || handlers.size === 0) return;
    const listening = poolListening.get(pid);
    const missing = [...handlers.keys()].filter((channel) => !listening?.has(channel));
    if (missing.length === 0) return;
    await client.query(missing.map((channel) => `LISTEN ${quoteIdent(channel)}`).join('; '));
    const set = poolListening.get(pid) ?? new Set<string>();
    for (const channel of missing) set.add(channel);
    poolListening.set(pid, set);
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RELISTEN_MS);
    retry.unref();
  };

  const connectDedicated = async () => {
    if (closed || handlers.size === 0) return;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000, keepAlive: true });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      missed = true;
      if (dedicated?.client === client) dedicated = null;
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (poolListening.get(message.processId)?.has(message.channel)) return;
      deliver(message.channel, message.payload ?? '');
    });
    // The channels known now; one added while this LISTEN runs is LISTENed on by its listen() call.
    const channels = [...handlers.keys()];
    try {
      await client.connect();
      await client.query(channels.map((channel) => `LISTEN ${quoteIdent(channel)}`).join('; '));
    } catch {
      onLost();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    dedicated = { client, channels: new Map(channels.map((channel) => [channel, Promise.resolve()])) };
    // Whatever was sent while nobody listened is unknown: every handler starts over.
    if (missed) {
      missed = false;
      for (const channel of handlers.keys()) deliver(channel, null);
    }
  };

  const connect = (): Promise<void> => {
    connecting ??= connectDedicated().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    prepare,
    listeningConnections: () => poolListening.size,
    async listen(channel: string, handler: NotificationHandler) {
      const known = handlers.get(channel);
      if (known) known.add(handler);
      else handlers.set(channel, new Set([handler]));
      if (closed) return;
      // Connecting (for this call or an earlier one): that connection LISTENs on every channel known when
      // it got there; this one, if added after, is LISTENed on below.
      if (!dedicated && !retry) await connect();
      // Down and retrying: the reconnection LISTENs on every channel, and reports what was missed.
      if (!dedicated) return;
      const { client, channels } = dedicated;
      let listening = channels.get(channel);
      if (!listening) {
        // A failure here means the connection is lost: its reconnection LISTENs on this channel too.
        listening = client.query(`LISTEN ${quoteIdent(channel)}`).then(
          () => undefined,
          () => undefined,
        );
        channels.set(channel, listening);
      }
      await listening;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      // A connection in flight sees `closed` and ends its client itself.
      await connecting;
      const current = dedicated;
      dedicated = null;
      if (current) await current.client.end().catch(() => undefined);
    },
  };
}
