// See jest.config.cjs: API tests get 30 s per test and hook.
jest.setTimeout(30_000);

// Against a PostgreSQL server (DATABASE_URL, and REDIS_URL with it) test files run on several workers at once.
// Files on one database would see each other's rows: a test that drives the outbox would also send another
// file's mail. So each worker past the first has a database (and a Redis database) of its own, made on first
// use; the first keeps the one named, so a single file's run uses exactly that.
const worker = Number(process.env.JEST_WORKER_ID ?? 1);
if (process.env.DATABASE_URL && worker > 1) {
  const base = new URL(process.env.DATABASE_URL);
  const own = new URL(base);
  own.pathname = `${base.pathname}_w${worker}`;
  process.env.DATABASE_URL = own.toString();
  if (process.env.REDIS_URL) {
    const redis = new URL(process.env.REDIS_URL);
    redis.pathname = `/${worker}`;
    process.env.REDIS_URL = redis.toString();
  }
  beforeAll(async () => {
    const { Client } = require('pg');
    const client = new Client({ connectionString: base.toString() });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${decodeURIComponent(own.pathname.slice(1))}"`);
    } catch (error) {
      if (error.code !== '42P04') throw error; // it exists already
    } finally {
      await client.end();
    }
  });
}
