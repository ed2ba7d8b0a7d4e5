import { formatDate } from '@statusdeck/shared/time';
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../lib/service-context';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createUser } from '../../testing/factories';
import { addMonths } from '../plans/period';
import { BILLING_LEASE_MS, createBillingWorker } from './billing-worker';
import { SandboxBillingProvider } from './sandbox-provider';
import { billingHelpers, DAY, later, MINUTE } from './testing/billing';

let app: FastifyInstance;
let ctx: ServiceContext;
const provider = new SandboxBillingProvider();
const { addCard, get, invoices, chargesOf, stateOf, onPlan, mailsTo, failCommitOnce } = billingHelpers(
  () => app,
  provider,
);

beforeAll(async () => {
  app = await buildTestApp({}, { billingProvider: provider });
  ctx = { db: app.db, config: app.config, log: app.log, mailEnqueued: () => undefined };
});

afterAll(async () => {
  await app.close();
});

const outcomeOf = (steps: { organizationId: string; outcome: string }[], organizationId: string) =>
  steps.filter((step) => step.organizationId === organizationId).map((step) => step.outcome);

describe('the billing worker', () => {
  it('renews a paid plan once at its period’s end with a key of the organisation and the period', async () => {
    const { user, headers, end } = await onPlan('pro');
    expect(outcomeOf(await app.billing.tick(later(end, -MINUTE)), user.organization_id)).toEqual([]);

    const steps = await app.billing.tick(later(end, MINUTE));
    expect(outcomeOf(steps, user.organization_id)).toEqual(['renewed']);
    const charges = await chargesOf(user);
    expect(charges.map((charge) => charge.amountCents)).toEqual([2900, 2900]);
    expect(charges[1]?.idempotencyKey).toBe(`renewal:${user.organization_id}:${end.toISOString()}`);
    expect(await stateOf(user)).toMatchObject({
      plan: 'pro',
      plan_period_start: end,
      plan_period_end: addMonths(end, 1),
      billing_due_at: addMonths(end, 1),
      renewal_failures: 0,
    });
    const [renewal] = await invoices(headers);
    expect(renewal).toMatchObject({
      plan: 'pro',
      amount_cents: 2900,
      period_start: end.toISOString(),
      period_end: addMonths(end, 1).toISOString(),
    });
    const [row] = await app.db.query<{ lines: unknown }>('SELECT lines FROM invoices WHERE id = $1', [
      renewal.id,
    ]);
    expect(row?.lines).toEqual([
      {
        kind: 'plan',
        plan: 'pro',
        from_plan: null,
        period_start: end.toISOString(),
        period_end: addMonths(end, 1).toISOString(),
        amount_cents: 2900,
      },
    ]);
    // Ticking again in the same period charges nothing.
    expect(outcomeOf(await app.billing.tick(later(end, 2 * BILLING_LEASE_MS)), user.organization_id)).toEqual(
      [],
    );
    expect(await chargesOf(user)).toHaveLength(2);
  });

  it('charges once when two workers (and the app’s) tick at the same moment', async () => {
    const { user, headers, end } = await onPlan('pro');
    const workers = [
      createBillingWorker({ ctx, provider }),
      createBillingWorker({ ctx, provider }),
      app.billing,
    ];
    const steps = await Promise.all(workers.map((worker) => worker.tick(later(end, MINUTE))));
    expect(outcomeOf(steps.flat(), user.organization_id)).toEqual(['renewed']);
    expect(await chargesOf(user)).toHaveLength(2);
    expect(await invoices(headers)).toHaveLength(2);
    expect((await stateOf(user)).plan_period_end).toEqual(addMonths(end, 1));
  });

  it('finishes a renewal whose commit failed after the charge without charging again', async () => {
    const { user, headers, end } = await onPlan('pro');
    const restore = await failCommitOnce(user);
    try {
      expect(outcomeOf(await app.billing.tick(later(end, MINUTE)), user.organization_id)).toEqual(['error']);
    } finally {
      await restore();
    }
    expect(await chargesOf(user)).toHaveLength(2);
    expect(await invoices(headers)).toHaveLength(1);
    expect((await stateOf(user)).plan_period_end).toEqual(end);

    // Within the lease nobody takes it; after it, the next tick completes the charged attempt.
    expect(outcomeOf(await app.billing.tick(later(end, 2 * MINUTE)), user.organization_id)).toEqual([]);
    const next = later(end, MINUTE + BILLING_LEASE_MS + 1000);
    expect(outcomeOf(await app.billing.tick(next), user.organization_id)).toEqual(['renewed']);
    expect(await chargesOf(user)).toHaveLength(2);
    expect(await invoices(headers)).toHaveLength(2);
    expect((await stateOf(user)).plan_period_end).toEqual(addMonths(end, 1));
  });

  it('asks again with the same key when the provider’s answer was lost', async () => {
    const { user, headers, end } = await onPlan('pro');
    provider.loseNextAnswer();
    expect(outcomeOf(await app.billing.tick(later(end, MINUTE)), user.organization_id)).toEqual(['error']);
    const next = later(end, MINUTE + BILLING_LEASE_MS + 1000);
    expect(outcomeOf(await app.billing.tick(next), user.organization_id)).toEqual(['renewed']);
    expect(await chargesOf(user)).toHaveLength(2);
    expect(await invoices(headers)).toHaveLength(2);
  });

  it('retries a declined renewal after 1, 3 and 5 days, mailing the owner, then moves to Free keeping everything', async () => {
    const { user, headers, end } = await onPlan('pro');
    const badCard = await addCard(headers, '4000000000000341');
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/v1/payments/methods/${badCard.id}`,
          headers,
          payload: { is_default: true },
        })
      ).statusCode,
    ).toBe(200);
    for (const name of ['One', 'Two', 'Three']) {
      expect(
        (await app.inject({ method: 'POST', url: '/v1/pages', headers, payload: { name } })).statusCode,
      ).toBe(201);
    }
    for (const [at, failures, next] of [
      [0, 1, 1],
      [1, 2, 3],
      [3, 3, 5],
    ] as const) {
      const steps = await app.billing.tick(later(end, at * DAY + MINUTE));
      expect(outcomeOf(steps, user.organization_id)).toEqual(['failed']);
      expect(await stateOf(user)).toMatchObject({
        plan: 'pro',
        renewal_failures: failures,
        billing_due_at: later(end, next * DAY),
      });
      const view = (await get(headers, '/v1/payments/subscription')).json();
      expect(view).toMatchObject({
        plan: 'pro',
        renewal_failures: failures,
        next_charge: { at: later(end, next * DAY).toISOString(), amount_cents: 2900 },
        card: { last4: '0341' },
      });
    }
    expect(await mailsTo(user)).toEqual(Array(3).fill('Payment for your Statusdeck Pro plan failed'));
    // Each names its next try as a date in words; the schedule comes from RENEWAL_RETRY_DAYS, and the
    // last says it is the last.
    const bodies = (
      await app.db.query<{ text_body: string }>(
        `SELECT text_body FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Payment for%'
         ORDER BY created_at, id`,
        [user.email],
      )
    ).map((row) => row.text_body);
    expect(bodies[0]).toContain(
      'We could not charge US$29.00 to Visa •••• 0341 for the next month of the Pro plan',
    );
    expect(bodies[0]).toContain(`We will try again on ${formatDate(later(end, DAY), 'en', 'UTC')} (`);
    expect(bodies[0]).toContain('tried again 1, 3 and 5 days after the period ends');
    expect(bodies[2]).toContain(': this is the last try;');

    const steps = await app.billing.tick(later(end, 5 * DAY + MINUTE));
    expect(outcomeOf(steps, user.organization_id)).toEqual(['lapsed']);
    expect(await stateOf(user)).toMatchObject({
      plan: 'free',
      plan_period_end: null,
      billing_due_at: null,
      renewal_failures: 0,
      lapsed_at: later(end, 5 * DAY + MINUTE),
    });
    expect((await mailsTo(user)).at(-1)).toMatch(/is now on the Statusdeck Free plan/);
    expect(await chargesOf(user)).toHaveLength(1);
    expect(await invoices(headers)).toHaveLength(1);
    // Nothing was removed; what exceeds Free stays, and no more can be created.
    const pages = await app.db.query('SELECT id FROM pages WHERE organization_id = $1', [
      user.organization_id,
    ]);
    expect(pages).toHaveLength(3);
    const more = await app.inject({ method: 'POST', url: '/v1/pages', headers, payload: { name: 'Four' } });
    expect(more.statusCode).toBe(402);
    expect(more.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
    expect((await get(headers, '/v1/payments/subscription')).json()).toMatchObject({
      plan: 'free',
      next_charge: null,
      lapsed_at: expect.any(String),
    });
  });

  it('tries a failing renewal at once when a card is added, and the period starts where it ended', async () => {
    const { user, headers } = await onPlan('pro');
    const badCard = await addCard(headers, '4000000000000341');
    await app.inject({
      method: 'PATCH',
      url: `/v1/payments/methods/${badCard.id}`,
      headers,
      payload: { is_default: true },
    });
    // The period ended an hour ago (the retry on adding a card runs at the real time).
    const end = new Date(Math.floor((Date.now() - 60 * MINUTE) / 1000) * 1000);
    await app.db.query(
      `UPDATE organizations SET plan_period_start = $2::timestamptz - interval '1 month', plan_period_end = $2,
         billing_due_at = $2 WHERE id = $1`,
      [user.organization_id, end],
    );
    expect(outcomeOf(await app.billing.tick(new Date()), user.organization_id)).toEqual(['failed']);

    const card = await addCard(headers);
    expect(card.is_default).toBe(true);
    expect(await stateOf(user)).toMatchObject({
      plan: 'pro',
      renewal_failures: 0,
      plan_period_start: end,
      plan_period_end: addMonths(end, 1),
    });
    expect((await chargesOf(user)).map((charge) => charge.amountCents)).toEqual([2900, 2900]);
    expect(await invoices(headers)).toHaveLength(2);
  });

  it('writes to the owners in the organisation’s billing language', async () => {
    const { user, headers, end } = await onPlan('pro');
    await app.db.query(`UPDATE organizations SET billing_language = 'ru' WHERE id = $1`, [
      user.organization_id,
    ]);
    const badCard = await addCard(headers, '4000000000000341');
    await app.inject({
      method: 'PATCH',
      url: `/v1/payments/methods/${badCard.id}`,
      headers,
      payload: { is_default: true },
    });
    expect(outcomeOf(await app.billing.tick(later(end, MINUTE)), user.organization_id)).toEqual(['failed']);
    expect(await mailsTo(user)).toEqual(['Не удалось оплатить тариф Statusdeck Pro']);
  });

  it('tries a failing renewal at once when another card is made the default', async () => {
    const { user, headers } = await onPlan('pro');
    const good = (
      await app.db.query<{ id: string }>('SELECT id FROM payment_methods WHERE organization_id = $1', [
        user.organization_id,
      ])
    )[0];
    const badCard = await addCard(headers, '4000000000000341');
    const makeDefault = (id: string) =>
      app.inject({
        method: 'PATCH',
        url: `/v1/payments/methods/${id}`,
        headers,
        payload: { is_default: true },
      });
    await makeDefault(badCard.id);
    const end = new Date(Math.floor((Date.now() - 60 * MINUTE) / 1000) * 1000);
    await app.db.query(
      `UPDATE organizations SET plan_period_start = $2::timestamptz - interval '1 month', plan_period_end = $2,
         billing_due_at = $2 WHERE id = $1`,
      [user.organization_id, end],
    );
    expect(outcomeOf(await app.billing.tick(new Date()), user.organization_id)).toEqual(['failed']);
    expect((await makeDefault(good?.id ?? '')).statusCode).toBe(200);
    expect(await stateOf(user)).toMatchObject({ renewal_failures: 0, plan_period_start: end });
    expect(await invoices(headers)).toHaveLength(2);
  });
});

describe('GET /v1/payments/declined-charges', () => {
  it("lists the owner's declined renewal tries and upgrades, newest first, and nobody else's", async () => {
    const { user, headers, end } = await onPlan('pro');
    const other = await onPlan('pro');
    const empty = await get(other.headers, '/v1/payments/declined-charges');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ charges: [] });

    const badCard = await addCard(headers, '4000000000000341');
    await app.inject({
      method: 'PATCH',
      url: `/v1/payments/methods/${badCard.id}`,
      headers,
      payload: { is_default: true },
    });
    expect(outcomeOf(await app.billing.tick(later(end, MINUTE)), user.organization_id)).toEqual(['failed']);
    const upgrade = await app.inject({ method: 'POST', url: '/v1/payments/subscribe/business', headers });
    expect(upgrade.statusCode).toBe(402);

    const { charges } = (await get(headers, '/v1/payments/declined-charges')).json();
    expect(charges).toEqual([
      expect.objectContaining({ kind: 'upgrade', plan: 'business', card_last4: '0341' }),
      expect.objectContaining({ kind: 'renewal', plan: 'pro', amount_cents: 2900, card_last4: '0341' }),
    ]);
    expect((await get(other.headers, '/v1/payments/declined-charges')).json()).toEqual({ charges: [] });

    const admin = await createUser(app, { role: 'admin', organizationId: user.organization_id });
    const asAdmin = await get(bearer(await accessTokenFor(app, admin)), '/v1/payments/declined-charges');
    expect(asAdmin.statusCode).toBe(403);
  });
});
