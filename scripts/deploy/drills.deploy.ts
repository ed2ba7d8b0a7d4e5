// Fault drills on the layout of deploy/README.md, each through HAProxy and each printing its figures:
// PostgreSQL restarted during a write storm, Redis stopped, SMTP away during an incident. The SMTP outage
// lasts DEPLOY_SMTP_AWAY_SECONDS (default 120: an outage long enough for several retries to fail).
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import pg from 'pg';
import {
  type Answer,
  call,
  expectStatus,
  type Json,
  mailCounts,
  PASSWORD,
  publishedPage,
  unique,
  wrongLogins,
} from './client';
import type { Layout } from './layout';
import { sleep, waitFor } from './processes';
import { deploySuite, LOGIN_PAIR_MAX } from './suite';

const PG_DOWN_MS = 5000;
const SMTP_AWAY_SECONDS = Number(process.env.DEPLOY_SMTP_AWAY_SECONDS ?? 120);

describe('fault drills through HAProxy', () => {
  let layout: Layout;
  let lb: string;
  let token: string;
  let owner: string;
  let page: Json;
  let base: string;
  const subscribers: string[] = [];

  const drill = deploySuite(async (started) => {
    layout = started;
    lb = layout.balancer.url;
    owner = `${unique('owner')}@example.test`;
    ({ token, page, pagePath: base } = await publishedPage(lb, layout.smtp.mails, owner, 'Drills'));
    for (let i = 0; i < 10; i += 1) {
      const email = `${unique(`subscriber${i}`)}@example.test`;
      const body = { email, skip_confirmation: true };
      expectStatus(await call(lb, 'POST', `${base}/subscribers`, { token, body }), 201, 'subscriber');
      subscribers.push(email);
    }
  });

  drill('PostgreSQL restarted during a write storm', async (print) => {
    // Readers of the public JSON and summary.json, and four writers creating component groups.
    let running = true;
    const reads = { total: 0, failed: [] as number[] };
    const writes = {
      attempted: 0,
      acknowledged: [] as string[],
      refused: [] as string[],
      other: [] as Answer[],
    };
    let withoutRetryAfter = 0;
    const reader = async () => {
      while (running) {
        for (const path of [`/v1/public/pages/${page.slug}`, `/status/${page.slug}/api/v2/summary.json`]) {
          const answer = await call(lb, 'GET', path);
          reads.total += 1;
          if (answer.status !== 200) reads.failed.push(answer.status);
        }
      }
    };
    const writer = async () => {
      while (running) {
        const name = unique('storm');
        writes.attempted += 1;
        const answer = await call(lb, 'POST', `${base}/component-groups`, { token, body: { name } });
        if (answer.status === 201) writes.acknowledged.push(name);
        else if (answer.status === 503) {
          writes.refused.push(name);
          if (!answer.retryAfter) withoutRetryAfter += 1;
          await sleep(100);
        } else writes.other.push(answer);
      }
    };
    // A snapshot exists before the outage (a page never built would answer 503).
    expectStatus(await call(lb, 'GET', `/v1/public/pages/${page.slug}`), 200, 'public page');
    const load = [reader(), reader(), writer(), writer(), writer(), writer()];
    await waitFor('some writes before the outage', async () =>
      writes.acknowledged.length >= 20 ? true : undefined,
    );

    const before = writes.acknowledged.length;
    const stoppedAt = Date.now();
    await layout.postgres.stop();
    await sleep(PG_DOWN_MS);
    const refusedWhileDown = writes.refused.length;
    await layout.postgres.start();
    const startedAt = Date.now();
    const acknowledgedAtStart = writes.acknowledged.length;
    await waitFor(
      'writes to succeed again',
      async () => (writes.acknowledged.length > acknowledgedAtStart + 10 ? true : undefined),
      60_000,
    );
    const recoveredMs = Date.now() - startedAt;
    running = false;
    await Promise.all(load);

    // Each replica's LISTEN connection came back by itself: a write now reaches both public snapshots.
    const name = unique('after-restart');
    expectStatus(await call(lb, 'POST', `${base}/components`, { token, body: { name } }), 201, 'component');
    const seenAfter: string[] = [];
    for (const replica of layout.replicas) {
      const from = Date.now();
      await waitFor(
        `${replica.name}'s public page to show a write made after the restart`,
        async () => {
          const json = await (await fetch(`${replica.url}/v1/public/pages/${page.slug}`)).text();
          return json.includes(name) ? true : undefined;
        },
        2000,
      );
      seenAfter.push(`${replica.name} ${Date.now() - from} ms`);
    }

    print(
      `writes: ${writes.attempted} attempted, ${writes.acknowledged.length} acknowledged ` +
        `(${before} before the outage), ${writes.refused.length} refused with 503 ` +
        `(${refusedWhileDown} while down), ${writes.other.length} other answers`,
    );
    print(
      `PostgreSQL down ${((startedAt - stoppedAt) / 1000).toFixed(1)} s (stop, ${PG_DOWN_MS} ms, start); ` +
        `writes acknowledged again ${recoveredMs} ms after it was back, without restarting anything`,
    );
    print(`public reads through the balancer: ${reads.total}, of which not 200: ${reads.failed.length}`);
    print(`a write after the restart shown on the public page of ${seenAfter.join(', ')}`);

    assert.deepEqual(
      writes.other.map((answer) => [answer.status, answer.body]),
      [],
      'every write answered 201 or 503',
    );
    assert.equal(withoutRetryAfter, 0, 'every 503 carries Retry-After');
    assert.ok(refusedWhileDown > 0, 'writes were refused while the database was down');
    assert.deepEqual(reads.failed, [], 'the public pages were served throughout');
    // None half-done: every acknowledged write is there, and no refused one.
    const groups = expectStatus(await call(lb, 'GET', `${base}/component-groups`, { token }), 200, 'groups');
    const names = new Set(groups.map((group: Json) => group.name));
    assert.deepEqual(
      writes.acknowledged.filter((name) => !names.has(name)),
      [],
      'acknowledged writes kept',
    );
    assert.deepEqual(
      writes.refused.filter((name) => names.has(name)),
      [],
      'refused writes left nothing',
    );
  });

  drill('Redis stopped: limits hold per replica, sign-in and public reads stay open', async (print) => {
    const wrongLoginStatuses = async (email: string, count: number) =>
      (await wrongLogins(lb, email, count)).map((answer) => answer.status);
    await layout.redis.stop();
    try {
      // Guessing: each replica counts on its own, so the pair is refused after at most twice its budget.
      // Which replica answers which attempt is the balancer's choice (not always strictly in turn), so
      // what is checked is the count: more than one replica's budget went through, never more than both.
      const guessed = await wrongLoginStatuses(`${unique('victim')}@example.test`, 2 * LOGIN_PAIR_MAX + 2);
      const accepted = guessed.filter((status) => status === 401).length;
      print(`Redis down, wrong passwords for one address: ${guessed.join(', ')}`);
      assert.deepEqual(
        guessed.filter((status) => status !== 401 && status !== 429),
        [],
        'wrong passwords answered 401 or 429',
      );
      assert.ok(accepted > LOGIN_PAIR_MAX && accepted <= 2 * LOGIN_PAIR_MAX, 'refused per replica');
      assert.ok(guessed.indexOf(429) + 1 > LOGIN_PAIR_MAX, 'no replica refused within its budget');

      // Sign-in is not closed: the right password works on both replicas.
      const replicas = new Set<string>();
      for (let i = 0; i < 4; i += 1) {
        const login = await call(lb, 'POST', '/v1/login', { body: { email: owner, password: PASSWORD } });
        expectStatus(login, 200, 'sign-in without Redis');
        if (login.replica) replicas.add(login.replica);
      }
      // Public reads have no limit: they are answered as ever.
      const statuses = new Set<number>();
      for (let i = 0; i < 50; i += 1)
        statuses.add((await call(lb, 'GET', `/v1/public/pages/${page.slug}`)).status);
      print(
        `Redis down: sign-in 200 on ${[...replicas].join(' and ')}; 50 public reads answered ${[...statuses]}`,
      );
      assert.equal(replicas.size, 2);
      assert.deepEqual([...statuses], [200]);
    } finally {
      await layout.redis.start();
    }
    // Back: counters are shared again once the replicas have reconnected. Each try takes a fresh address:
    // shared, it is refused right after its budget; counted per replica, not yet.
    const backAt = Date.now();
    const expected = [...Array(LOGIN_PAIR_MAX).fill(401), 429];
    const shared = await waitFor('the replicas to use Redis again', async () => {
      const statuses = await wrongLoginStatuses(`${unique('again')}@example.test`, LOGIN_PAIR_MAX + 1);
      return statuses.join() === expected.join() ? statuses : undefined;
    });
    print(
      `Redis back: shared counting again within ${Date.now() - backAt} ms ` +
        `(wrong passwords for a new address: ${shared.join(', ')})`,
    );
  });

  drill(`SMTP away for ${SMTP_AWAY_SECONDS} s during an incident`, async (print) => {
    await layout.smtp.stop();
    const awayAt = Date.now();
    const markers: string[] = [];
    const component = expectStatus(
      await call(lb, 'POST', `${base}/components`, { token, body: { name: 'Mail drill' } }),
      201,
      'component',
    );
    markers.push(unique('smtp-down'));
    const incident = expectStatus(
      await call(lb, 'POST', `${base}/incidents`, {
        token,
        body: {
          name: 'Mail outage drill',
          body: markers[0],
          components: [{ id: component.id, status: 'partial_outage' }],
          deliver_notifications: true,
        },
      }),
      201,
      'incident',
    );
    for (const status of ['identified', 'resolved']) {
      const marker = unique(status);
      markers.push(marker);
      const body = { status, body: marker, deliver_notifications: true };
      expectStatus(await call(lb, 'PATCH', `${base}/incidents/${incident.id}`, { token, body }), 200, status);
    }
    const database = new pg.Client({ connectionString: layout.postgres.url });
    await database.connect();
    try {
      const pending = async () =>
        (await database.query("SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent'")).rows[0].n;
      const queued = await pending();
      await sleep(Math.max(0, SMTP_AWAY_SECONDS * 1000 - (Date.now() - awayAt)));
      const failedAttempts = (
        await database.query(
          "SELECT coalesce(sum(attempts), 0)::int AS n FROM mail_outbox WHERE status = 'pending'",
        )
      ).rows[0].n;
      await layout.smtp.start();
      const backAt = Date.now();
      await waitFor(
        'every mail to be delivered',
        async () => ((await pending()) === 0 ? true : undefined),
        300_000,
      );
      const deliveredMs = Date.now() - backAt;
      const counts = mailCounts(layout.smtp.mails, subscribers, markers);
      const delivered = counts.flat().reduce((sum, n) => sum + n, 0);
      print(
        `SMTP away ${((backAt - awayAt) / 1000).toFixed(0)} s: ${queued} mails queued, ${failedAttempts} failed ` +
          `attempts meanwhile; all delivered ${(deliveredMs / 1000).toFixed(1)} s after it was back ` +
          `(retry backoff); ${delivered} incident mails for ${subscribers.length} subscribers × ` +
          `${markers.length} updates`,
      );
      assert.deepEqual(
        counts,
        subscribers.map(() => markers.map(() => 1)),
        'every mail delivered once',
      );
    } finally {
      await database.end();
    }
  });
});
