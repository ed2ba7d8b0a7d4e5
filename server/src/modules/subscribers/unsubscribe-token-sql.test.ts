import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { createPgliteDb } from '../../db/pglite-db';
import { unsubscribeToken } from '../public-site/subscriptions/subscription-links';
import { unsubscribeHmacPads, unsubscribeTokenSql } from './unsubscribe-token-sql';

let db: Db;

beforeAll(async () => {
  db = await createPgliteDb(null);
});

afterAll(async () => {
  await db.close();
});

describe('the unsubscribe token computed by the database', () => {
  // Short, block-sized and longer-than-a-block keys take different paths through HMAC's key preparation.
  it.each([
    ['a short secret', 'short secret'],
    ['a 64-byte secret', 'k'.repeat(64)],
    ['a long secret with non-ASCII characters', `ключ-${'x'.repeat(120)}`],
  ])('equals the one Node computes, for %s', async (_label, jwtSecret) => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const pads = unsubscribeHmacPads({ jwtSecret });
    const rows = await db.query<{ id: string; token: string }>(
      `SELECT id::text AS id, ${unsubscribeTokenSql('id', '$2', '$3')} AS token FROM unnest($1::uuid[]) AS id`,
      [ids, pads.inner, pads.outer],
    );
    expect(rows).toEqual(ids.map((id) => ({ id, token: unsubscribeToken({ jwtSecret }, id) })));
  });
});
