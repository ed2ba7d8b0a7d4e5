import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../lib/secure-token';
import { buildTestApp } from '../../testing/build-test-app';
import { captureStream } from '../../testing/capture-stream';
import { bearer, createSession, createUser } from '../../testing/factories';

/*
 * Refresh-token rotation when answers get lost: a renewal whose answer never reached the browser must
 * not end the session however late the retry comes, while a token presented after the chain moved on
 * still revokes the family. On PostgreSQL concurrent requests really overlap; PGlite serialises them.
 */

const REUSE_LOG = 'refresh token reuse detected; family revoked';

let app: FastifyInstance;
const log = captureStream();

beforeAll(async () => {
  app = await buildTestApp({ logLevel: 'info' }, { logStream: log.stream });
});

afterAll(async () => {
  await app.close();
});

type Pair = { access_token: string; refresh_token: string };

const refresh = (token: string) => app.inject({ method: 'POST', url: '/v1/refresh', headers: bearer(token) });

async function renew(token: string): Promise<Pair> {
  const response = await refresh(token);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function expectRefused(token: string) {
  const response = await refresh(token);
  expect(response.statusCode).toBe(401);
  expect(response.json().code).toBe('invalid_refresh_token');
}

async function expectAccessWorks(pair: Pair, works = true) {
  const me = await app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(pair.access_token) });
  expect(me.statusCode).toBe(works ? 200 : 401);
}

/** Moves every timestamp of the token's family a day back: the next request comes "much later". */
async function aDayLater(token: string) {
  await app.db.query(
    `UPDATE refresh_tokens SET created_at = created_at - interval '1 day',
            rotated_at = rotated_at - interval '1 day'
     WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashToken(token)],
  );
}

function reuseLogs(): number {
  return log.lines().filter((line) => line.msg === REUSE_LOG).length;
}

async function newSession(): Promise<Pair> {
  return createSession(app, await createUser(app));
}

describe('a renewal whose answer never reached the browser', () => {
  it('does not end the session when the browser renews with the old token much later', async () => {
    const login = await newSession();
    await renew(login.refresh_token); // the answer is lost: the browser keeps the login pair
    await aDayLater(login.refresh_token);

    const retried = await renew(login.refresh_token);
    const next = await renew(retried.refresh_token);
    await expectAccessWorks(next);
    await renew(next.refresh_token);
  });

  it('keeps working through a chain of lost answers, and the first successor used ends the others', async () => {
    const login = await newSession();
    const lost: Pair[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      lost.push(await renew(login.refresh_token));
      await aDayLater(login.refresh_token);
    }
    const [first, second, kept] = lost as [Pair, Pair, Pair];
    const next = await renew(kept.refresh_token);
    await expectAccessWorks(next);

    // Whoever holds the old token or an unused sibling now holds a copy the browser moved on from.
    const before = reuseLogs();
    await expectRefused(second.refresh_token);
    expect(reuseLogs()).toBe(before + 1);
    for (const token of [next.refresh_token, login.refresh_token, first.refresh_token])
      await expectRefused(token);
    await expectAccessWorks(next, false);
  });
});

describe('a rotated token presented after its successor has been used', () => {
  it('revokes the whole family and logs the reuse', async () => {
    const login = await newSession();
    const successor = await renew(login.refresh_token);
    const newest = await renew(successor.refresh_token);
    const before = reuseLogs();

    await expectRefused(login.refresh_token);
    expect(reuseLogs()).toBe(before + 1);
    await expectRefused(newest.refresh_token);
    await expectAccessWorks(newest, false);
  });

  it('is refused while the browser is retrying a lost answer further down the chain (a thief holding an older token)', async () => {
    const login = await newSession();
    const successor = await renew(login.refresh_token);
    await renew(successor.refresh_token); // the browser moved on; this answer is lost
    // The browser presents `successor` again (its answer was lost) and gets on; the old login token is dead.
    const retried = await renew(successor.refresh_token);
    await expectRefused(login.refresh_token);
    await expectRefused(retried.refresh_token);
  });
});

describe('two renewals with one token at the same moment', () => {
  it.each([0, 1])('give both callers a working pair (the browser keeps pair %i)', async (kept) => {
    const login = await newSession();
    const pairs = await Promise.all([renew(login.refresh_token), renew(login.refresh_token)]);
    for (const pair of pairs) await expectAccessWorks(pair);

    const next = await renew((pairs[kept] as Pair).refresh_token);
    await expectAccessWorks(next);
    await renew(next.refresh_token);
  });
});
