// Two replicas behind HAProxy (deploy/README.md), driven through the balancer: sign-up → page → 10 confirmed
// subscribers → incident with three updates → resolve, while replica 1 gets SIGTERM mid-way and is started
// again, and a writer keeps creating component groups the whole time. Then: every acknowledged write is
// there, every subscriber got exactly one mail per update, both replicas show each update within 2 s, sign-in
// failure limits are shared, and a maintenance is advanced exactly once. `npm run test:deploy` (after
// `npm run build`) runs this and the drills.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import pg from 'pg';
import {
  type Answer,
  call,
  expectStatus,
  type Json,
  mailCounts,
  publishedPage,
  unique,
  wrongLogins,
} from './client';
import { DRAIN_SECONDS, type Layout } from './layout';
import { waitFor } from './processes';
import type { Replica } from './services';
import { deploySuite, LOGIN_PAIR_MAX, type Print } from './suite';

/** The freshness bound: every replica shows an acknowledged update within this. */
const FRESH_MS = 2000;

describe('two replicas behind HAProxy', () => {
  let layout: Layout;
  let lb: string;
  /** The background writer runs while this is true; a failed scenario leaves it to the suite's end to stop. */
  let writing = false;

  const test = deploySuite(
    (started) => {
      layout = started;
      lb = layout.balancer.url;
    },
    () => {
      writing = false;
    },
  );

  test(
    'keeps every acknowledged write, mails once per update and shows each update on both replicas',
    scenario,
  );

  async function scenario(print: Print): Promise<void> {
    const [replica1] = layout.replicas;
    const owner = `${unique('owner')}@example.test`;
    const { token, page, pagePath: base } = await publishedPage(lb, layout.smtp.mails, owner, 'Deploy');
    const component = expectStatus(
      await call(lb, 'POST', `${base}/components`, { token, body: { name: 'API' } }),
      201,
      'component',
    );

    // A maintenance due in a few seconds: both replicas' workers poll for it.
    const now = Date.now();
    const maintenance = expectStatus(
      await call(lb, 'POST', `${base}/incidents`, {
        token,
        body: {
          name: 'Database upgrade',
          scheduled_for: new Date(now + 4000).toISOString(),
          scheduled_until: new Date(now + 8000).toISOString(),
          auto_transition: true,
          deliver_notifications: false,
        },
      }),
      201,
      'maintenance',
    );

    const subscribers: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const email = `${unique(`subscriber${i}`)}@example.test`;
      expectStatus(
        await call(lb, 'POST', `${base}/subscribers`, { token, body: { email, skip_confirmation: true } }),
        201,
        'subscriber',
      );
      subscribers.push(email);
    }

    // The writer: one component group at a time, from before the SIGTERM until the replica is back.
    const writes = {
      attempted: 0,
      acknowledged: [] as string[],
      refused: [] as Answer[],
      byReplica: {} as Json,
    };
    writing = true;
    const writer = (async () => {
      while (writing) {
        const name = unique('group');
        writes.attempted += 1;
        const answer = await call(lb, 'POST', `${base}/component-groups`, { token, body: { name } }).catch(
          (error: unknown): Answer => ({ status: 0, body: String(error), replica: null, retryAfter: null }),
        );
        if (answer.status === 201) writes.acknowledged.push(name);
        else writes.refused.push(answer);
        if (answer.replica) writes.byReplica[answer.replica] = (writes.byReplica[answer.replica] ?? 0) + 1;
      }
    })();

    const incidentName = unique('Outage');
    const markers: string[] = [];
    const freshness: string[] = [];
    const checkFresh = async (marker: string, inSummary: boolean) => {
      for (const replica of layout.replicas.filter((r) => r.running)) {
        const ms = await visibleWithin(replica, page.slug, marker, inSummary);
        freshness.push(`${replica.name} ${ms} ms`);
      }
    };

    // Update 1: the report itself.
    markers.push(unique('investigating'));
    const incident = expectStatus(
      await call(lb, 'POST', `${base}/incidents`, {
        token,
        body: {
          name: incidentName,
          impact: 'major',
          body: markers[0],
          components: [{ id: component.id, status: 'major_outage' }],
          deliver_notifications: true,
        },
      }),
      201,
      'incident',
    );
    await checkFresh(markers[0] as string, true);

    const update = async (status: string, label: string) => {
      const marker = unique(label);
      markers.push(marker);
      const answer = await call(lb, 'PATCH', `${base}/incidents/${incident.id}`, {
        token,
        body: { status, body: marker, deliver_notifications: true },
      });
      expectStatus(answer, 200, `update ${status}`);
      return marker;
    };

    // SIGTERM to replica 1 while updates 2 and 3 are posted through the balancer.
    const terminateStarted = Date.now();
    const terminated = replica1.terminate();
    await checkFresh(await update('identified', 'identified'), true);
    await checkFresh(await update('monitoring', 'monitoring'), true);
    const exitCode = await terminated;
    const drainedMs = Date.now() - terminateStarted;
    assert.equal(exitCode, 0, 'replica 1 shut down cleanly');
    await checkFresh(await update('monitoring', 'still-monitoring'), true);

    // Started again: it must show everything written while it was away, then take its share of requests.
    await replica1.start();
    await layout.waitForBalancer();
    const latest = markers[markers.length - 1] as string;
    freshness.push(
      `${replica1.name} after restart ${await visibleWithin(replica1, page.slug, latest, true)} ms`,
    );
    const summary = await call(replica1.url, 'GET', `/status/${page.slug}/api/v2/summary.json`);
    const shown = summary.body.incidents.find((i: Json) => i.id === incident.id);
    assert.deepEqual(shown.incident_updates.map((u: Json) => u.body).reverse(), markers);
    writing = false;
    await writer;

    // Resolve: the public page shows the last update; summary.json no longer lists the incident.
    const resolved = await update('resolved', 'resolved');
    await checkFresh(resolved, false);
    for (const replica of layout.replicas) {
      const summary = await call(replica.url, 'GET', `/status/${page.slug}/api/v2/summary.json`);
      assert.equal(summary.status, 200);
      assert.ok(!summary.body.incidents.some((i: Json) => i.id === incident.id), `${replica.name} summary`);
    }

    print(
      `writes during the SIGTERM: ${writes.attempted} attempted, ${writes.acknowledged.length} acknowledged, ` +
        `${writes.refused.length} refused; by replica ${JSON.stringify(writes.byReplica)}; ` +
        `replica 1 drained and stopped in ${drainedMs} ms (drain ${DRAIN_SECONDS} s)`,
    );
    print(`update visible on the replicas after: ${freshness.join(', ')}`);
    assert.deepEqual(
      writes.refused.map((answer) => answer.status),
      [],
      'no write refused while a replica drained',
    );
    assert.ok(writes.byReplica.replica1 > 0 && writes.byReplica.replica2 > 0, 'both replicas took writes');

    // Every acknowledged write is there.
    const groups = expectStatus(await call(lb, 'GET', `${base}/component-groups`, { token }), 200, 'groups');
    const names = new Set(groups.map((group: Json) => group.name));
    assert.deepEqual(
      writes.acknowledged.filter((name) => !names.has(name)),
      [],
      'every acknowledged group exists',
    );
    const timeline = expectStatus(
      await call(lb, 'GET', `${base}/incidents/${incident.id}`, { token }),
      200,
      'get',
    );
    assert.deepEqual(
      timeline.incident_updates.map((u: Json) => u.body).reverse(),
      markers,
      'every acknowledged update, in order, once',
    );

    // Every subscriber got exactly one mail per update: once the outbox is empty, nothing more can come.
    const database = new pg.Client({ connectionString: layout.postgres.url });
    await database.connect();
    try {
      await waitFor(
        'the outbox to be delivered',
        async () => {
          const [row] = (
            await database.query("SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent'")
          ).rows;
          return row.n === 0 ? true : undefined;
        },
        120_000,
      );
    } finally {
      await database.end();
    }
    const counts = mailCounts(layout.smtp.mails, subscribers, markers);
    const delivered = counts.flat().reduce((sum, n) => sum + n, 0);
    print(
      `incident mails: ${delivered} delivered for ${subscribers.length} subscribers × ${markers.length} updates`,
    );
    assert.deepEqual(
      counts,
      subscribers.map(() => markers.map(() => 1)),
      'one mail per subscriber per update',
    );

    // Sign-in failure limits are shared: the pair's budget is spent across both replicas.
    const seen = new Set<string>();
    const statuses: number[] = [];
    for (const answer of await wrongLogins(lb, owner, LOGIN_PAIR_MAX + 1)) {
      statuses.push(answer.status);
      if (answer.replica) seen.add(answer.replica);
    }
    print(`wrong passwords through the balancer: ${statuses.join(', ')} from ${[...seen].join(' and ')}`);
    assert.deepEqual(statuses, [...Array(LOGIN_PAIR_MAX).fill(401), 429]);
    assert.equal(seen.size, 2, 'the attempts went to both replicas');

    // The maintenance was started and completed exactly once, by whichever replica got there first.
    const done = await waitFor(
      'the maintenance to complete',
      async () => {
        const answer = await call(lb, 'GET', `${base}/incidents/${maintenance.id}`, { token });
        return answer.body.status === 'completed' ? answer.body : undefined;
      },
      60_000,
    );
    const steps = done.incident_updates.map((u: Json) => u.status).reverse();
    print(`maintenance timeline: ${steps.join(' → ')}`);
    assert.deepEqual(steps, ['scheduled', 'in_progress', 'completed']);
  }
});

/** Milliseconds until the replica's public page (and summary.json) show `marker`; fails past FRESH_MS. */
async function visibleWithin(
  replica: Replica,
  slug: string,
  marker: string,
  inSummary: boolean,
): Promise<number> {
  const started = Date.now();
  await waitFor(
    `${replica.name} to show ${marker}`,
    async () => {
      const html = await (await fetch(`${replica.url}/public-page?page=${slug}`)).text();
      if (!html.includes(marker)) return undefined;
      if (!inSummary) return true;
      const summary = await (await fetch(`${replica.url}/status/${slug}/api/v2/summary.json`)).text();
      return summary.includes(marker) ? true : undefined;
    },
    FRESH_MS,
  );
  return Date.now() - started;
}
