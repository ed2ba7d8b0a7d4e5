/**
 * What the embedded database's thread runs (see pglite-db.ts): plain CommonJS evaluated by the worker, so
 * that it runs the same from src/ under jest and tsx and from dist/.
 *
 * Statements with parameters run as named prepared statements, one per SQL text, in one protocol exchange
 * each. PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six exchanges with
 * the WebAssembly backend and has every statement parsed and planned again; planning asks the file system
 * for the size of every table and index the statement reads (an fstat each, on the on-disk database), which
 * was most of what a management request cost. Here a statement is parsed and described once; then each run
 * is Bind, Execute and Sync in one exchange, and PostgreSQL's plan cache keeps the plan (a generic one once
 * it is as good as the custom ones). Parameters and rows go through PGlite's own serializers and parsers,
 * chosen by the types the first Describe reported, so values come out exactly as `query` gives them.
 * Nothing about durability changes: every write still goes to the data folder as before.
 */
export const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');

// PGlite's file system chmods every file it creates to PostgreSQL's mode masked by its own umask (0022),
// whatever the process's: its catalogue came out 0666. Keep group and others out of all it creates.
const fs = require('node:fs');
const PRIVATE = ~0o077;
const chmodSync = fs.chmodSync;
fs.chmodSync = (file, mode) => chmodSync(file, typeof mode === 'number' ? mode & PRIVATE : mode);
const mkdirSync = fs.mkdirSync;
fs.mkdirSync = (dir, options) => {
  if (typeof options === 'number') return mkdirSync(dir, options & PRIVATE);
  const mode = options && typeof options.mode === 'number' ? options.mode & PRIVATE : 0o700;
  return mkdirSync(dir, { ...options, mode });
};
const { PGlite, protocol, parse } = require(workerData.pglite);
const { serialize } = protocol;

const fieldsOf = (error) => {
  const fields = { message: String(error && error.message ? error.message : error), name: error && error.name };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
  }
  return fields;
};

let db;
const transactions = new Map();
// Channel -> its LISTEN (a promise): one per channel.
const listening = new Map();
let nextTransaction = 1;

// SQL text -> { name, types (the parameters' type ids), rowDescription (null for a statement without rows) }.
const prepared = new Map();
const MAX_PREPARED = 1000;
let nextStatement = 1;
// Statements to close with the next exchange (evicted past MAX_PREPARED, or found stale).
let toClose = [];
// PGlite's internals this relies on; without them (another PGlite version) every statement takes query().
const canPrepare =
  typeof PGlite.prototype._runExclusiveQuery === 'function' &&
  typeof PGlite.prototype._runExclusiveTransaction === 'function' &&
  typeof PGlite.prototype.execProtocolStream === 'function' &&
  Boolean(serialize && parse && parse.parseResults);

const joined = (parts) => {
  const all = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

const exchange = (parts) => db.execProtocolStream(joined(parts), { syncToFs: false });

const closing = () => {
  const parts = toClose.map((name) => serialize.close({ type: 'S', name }));
  toClose = [];
  return parts;
};

async function prepare(sql) {
  const known = prepared.get(sql);
  if (known) return known;
  if (prepared.size >= MAX_PREPARED) {
    const [oldest, entry] = prepared.entries().next().value;
    prepared.delete(oldest);
    toClose.push(entry.name);
  }
  const name = 'statusdeck_' + nextStatement++;
  const messages = await exchange([
    ...closing(),
    serialize.parse({ name, text: sql }),
    serialize.describe({ type: 'S', name }),
    serialize.sync(),
  ]);
  const parameters = messages.find((message) => message.name === 'parameterDescription');
  const entry = {
    name,
    types: parameters ? parameters.dataTypeIDs : [],
    rowDescription: messages.find((message) => message.name === 'rowDescription') || null,
  };
  prepared.set(sql, entry);
  return entry;
}

async function runPrepared(sql, params) {
  const entry = await prepare(sql);
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[entry.types[index]];
    return serializer ? serializer(value) : value.toString();
  });
  const messages = await exchange([
    ...closing(),
    serialize.bind({ statement: entry.name, values }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const described = entry.rowDescription ? [entry.rowDescription, ...messages] : messages;
  return parse.parseResults(described, db.parsers)[0].rows;
}

// A table changed under a prepared statement so that its rows would change shape: prepare it again.
const isStale = (error) => error && error.code === '0A000' && /cached plan must not change result type/.test(error.message);

async function preparedQuery(sql, params, inTransaction) {
  const run = () => db._runExclusiveQuery(() => runPrepared(sql, params));
  try {
    if (inTransaction) return await run();
    const rows = await db._runExclusiveTransaction(run);
    await db.syncToFs();
    return rows;
  } catch (error) {
    const entry = prepared.get(sql);
    if (entry && isStale(error)) {
      prepared.delete(sql);
      toClose.push(entry.name);
      // Inside a transaction the failed statement has aborted it: the caller sees the error, as it would.
      if (!inTransaction) return preparedQuery(sql, params, false);
    }
    throw error;
  }
}

// A script may change tables (migrations): every statement is prepared again after one.
const forgetPrepared = () => {
  for (const entry of prepared.values()) toClose.push(entry.name);
  prepared.clear();
};

const handle = {
  async query({ sql, params, transaction }) {
    if (transaction === null) {
      return canPrepare ? preparedQuery(sql, params, false) : (await db.query(sql, params)).rows;
    }
    const entry = transactions.get(transaction);
    if (!entry) throw new Error('Transaction is closed');
    return canPrepare ? preparedQuery(sql, params, true) : (await entry.tx.query(sql, params)).rows;
  },
  async exec({ sql, transaction }) {
    const client = transaction === null ? db : transactions.get(transaction).tx;
    try {
      await client.exec(sql);
    } finally {
      forgetPrepared();
    }
  },
  // BEGIN answers once PGlite has started the transaction; COMMIT or ROLLBACK ends it, and answers once
  // PGlite has (its transaction() runs the COMMIT, or the ROLLBACK when the callback throws).
  begin() {
    const id = nextTransaction++;
    return new Promise((started, failedToStart) => {
      const entry = {};
      entry.done = db
        .transaction((tx) => {
          entry.tx = tx;
          transactions.set(id, entry);
          started(id);
          return new Promise((commit, rollback) => {
            entry.commit = commit;
            entry.rollback = rollback;
          });
        })
        .finally(() => transactions.delete(id));
      entry.done.catch((error) => {
        if (!entry.tx) failedToStart(error);
      });
    });
  },
  async commit({ transaction }) {
    const entry = transactions.get(transaction);
    entry.commit();
    await entry.done;
  },
  async rollback({ transaction }) {
    const entry = transactions.get(transaction);
    if (!entry) return;
    const rolledBack = new Error('rolled back');
    entry.rollback(rolledBack);
    await entry.done.catch((error) => {
      if (error !== rolledBack) throw error;
    });
  },
  // Once per channel: the other side hands each notification to every handler of its channel.
  async listen({ channel }) {
    let started = listening.get(channel);
    if (!started) {
      started = db.listen(channel, (payload) => notifications.push({ channel, payload }));
      listening.set(channel, started);
      started.catch(() => listening.delete(channel));
    }
    await started;
  },
  async dump() {
    const file = await db.dumpDataDir('none');
    return new Uint8Array(await file.arrayBuffer());
  },
  async close() {
    if (!db.closed) await db.close();
  },
};

// NOTIFYs this session's statements raised (PGlite delivers them while it reads a COMMIT's or a statement's
// answer), sent with the next answer posted, which is never later than the answer of the statement that
// raised them: one message per statement instead of one more per notification, each a wake-up of the
// other thread.
let notifications = [];
const takeNotifications = () => {
  if (notifications.length === 0) return undefined;
  const taken = notifications;
  notifications = [];
  return taken;
};

parentPort.on('message', async (request) => {
  try {
    const value = await handle[request.op](request);
    parentPort.postMessage({ kind: 'result', id: request.id, value, notifications: takeNotifications() });
  } catch (error) {
    parentPort.postMessage({
      kind: 'result',
      id: request.id,
      error: fieldsOf(error),
      notifications: takeNotifications(),
    });
  }
});

(async () => {
  try {
    db = workerData.dataDir
      ? new PGlite(workerData.dataDir)
      : new PGlite(workerData.seed ? { loadDataDir: new Blob([workerData.seed]) } : {});
    await db.waitReady;
    parentPort.postMessage({ kind: 'ready' });
  } catch (error) {
    parentPort.postMessage({ kind: 'failed', error: fieldsOf(error) });
  }
})();
`;
