import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createUser } from '../../testing/factories';
import { SandboxBillingProvider } from './sandbox-provider';
import { billingHelpers, DAY, later, MINUTE } from './testing/billing';

let app: FastifyInstance;
const provider = new SandboxBillingProvider();
const { signedIn, post, get, invoices, chargesOf, stateOf, onPlan, mailsTo } = billingHelpers(
  () => app,
  provider,
);

beforeAll(async () => {
  app = await buildTestApp({}, { billingProvider: provider });
});

afterAll(async () => {
  await app.close();
});

const steps = async (at: Date, organizationId: string) =>
  (await app.billing.tick(at))
    .filter((step) => step.organizationId === organizationId)
    .map((step) => step.outcome);

describe('cancel and resume', () => {
  it('keeps the plan until the period ends, then moves to Free without a charge; resume undoes it', async () => {
    const { user, headers, end } = await onPlan('pro');
    const cancelled = await post(headers, '/v1/payments/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      plan: 'pro',
      scheduled_plan: 'free',
      ends_at: end.toISOString(),
      next_charge: null,
    });
    const resumed = await post(headers, '/v1/payments/resume');
    expect(resumed.json()).toMatchObject({
      plan: 'pro',
      scheduled_plan: null,
      ends_at: null,
      next_charge: { at: end.toISOString(), amount_cents: 2900, plan: 'pro' },
      card: { brand: 'visa', last4: '4242' },
    });
    expect((await post(headers, '/v1/payments/resume')).json()).toMatchObject({ code: 'nothing_scheduled' });

    expect((await post(headers, '/v1/payments/cancel')).statusCode).toBe(200);
    expect(await steps(later(end, -MINUTE), user.organization_id)).toEqual([]);
    expect(await steps(later(end, MINUTE), user.organization_id)).toEqual(['ended']);
    expect(await stateOf(user)).toMatchObject({ plan: 'free', plan_period_end: null, lapsed_at: null });
    expect(await chargesOf(user)).toHaveLength(1);
    expect(await invoices(headers)).toHaveLength(1);
    expect((await post(headers, '/v1/payments/cancel')).json()).toMatchObject({ code: 'already_on_plan' });
    expect((await post(headers, '/v1/payments/resume')).statusCode).toBe(409);
  });

  it('is the owner’s alone and never touches another organisation', async () => {
    const mine = await onPlan('pro');
    const theirs = await onPlan('pro');
    const admin = await createUser(app, { role: 'admin', organizationId: mine.user.organization_id });
    const adminHeaders = bearer(await accessTokenFor(app, admin));
    for (const url of ['/v1/payments/cancel', '/v1/payments/resume']) {
      expect((await post(adminHeaders, url)).statusCode).toBe(403);
    }
    for (const url of ['/v1/payments/subscription', '/v1/payments/quote/business']) {
      expect((await get(adminHeaders, url)).statusCode).toBe(403);
    }
    expect((await post(mine.headers, '/v1/payments/cancel')).statusCode).toBe(200);
    expect((await stateOf(theirs.user)).scheduled_plan).toBeNull();
    expect((await get(theirs.headers, '/v1/payments/subscription')).json()).toMatchObject({ ends_at: null });
    expect((await post(theirs.headers, '/v1/payments/resume')).statusCode).toBe(409);
    expect((await stateOf(mine.user)).scheduled_plan).toBe('free');
  });
});

describe('downgrade at the period’s end', () => {
  it('is scheduled, shown, cancellable, and renews at the lower price', async () => {
    const { user, headers, end } = await onPlan('business');
    const quote = await get(headers, '/v1/payments/quote/pro');
    expect(quote.json()).toMatchObject({
      change: 'downgrade',
      amount_now_cents: 0,
      effective_at: end.toISOString(),
      next_charge: { at: end.toISOString(), amount_cents: 2900 },
    });
    const down = await post(headers, '/v1/payments/downgrade/pro');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({
      organization: { plan: 'business' },
      subscription: {
        plan: 'business',
        scheduled_plan: 'pro',
        next_charge: { amount_cents: 2900, plan: 'pro' },
      },
    });
    expect((await post(headers, '/v1/payments/resume')).json()).toMatchObject({ scheduled_plan: null });
    expect((await post(headers, '/v1/payments/downgrade/pro')).statusCode).toBe(200);

    expect(await steps(later(end, MINUTE), user.organization_id)).toEqual(['renewed']);
    expect(await stateOf(user)).toMatchObject({ plan: 'pro', scheduled_plan: null });
    expect((await chargesOf(user)).map((charge) => charge.amountCents)).toEqual([9900, 2900]);
    expect((await invoices(headers))[0]).toMatchObject({ plan: 'pro', amount_cents: 2900 });
  });

  it('to Free is a cancellation, whatever the usage; to a paid plan usage must fit', async () => {
    const { user, headers } = await onPlan('business');
    for (let index = 0; index < 6; index += 1) {
      const page = await app.inject({
        method: 'POST',
        url: '/v1/pages',
        headers,
        payload: { name: `P${index}` },
      });
      expect(page.statusCode).toBe(201);
    }
    const refused = await post(headers, '/v1/payments/downgrade/pro');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'plan_usage_exceeds',
      exceeding: [{ metric: 'pages', used: 6, limit: 5 }],
    });
    expect((await stateOf(user)).scheduled_plan).toBeNull();
    expect((await get(headers, '/v1/payments/quote/free')).json()).toMatchObject({
      change: 'cancel',
      next_charge: null,
      exceeding: [{ metric: 'pages', used: 6, limit: 1 }],
    });
    const free = await post(headers, '/v1/payments/downgrade/free');
    expect(free.json()).toMatchObject({ subscription: { plan: 'business', scheduled_plan: 'free' } });
    expect((await post(headers, '/v1/payments/downgrade/business')).json()).toMatchObject({
      code: 'already_on_plan',
    });
    expect((await post(headers, '/v1/payments/downgrade/gold')).statusCode).toBe(400);
  });
});

describe('an upgrade during a period', () => {
  it('charges the quoted difference for the days left and keeps the period’s end', async () => {
    const { user, headers } = await onPlan('pro');
    // A little over ten days into a 30-day period: 20 days are left, today counted.
    const start = new Date(Date.now() - 10 * DAY - MINUTE);
    const end = later(start, 30 * DAY);
    await app.db.query(
      'UPDATE organizations SET plan_period_start = $2, plan_period_end = $3, billing_due_at = $3 WHERE id = $1',
      [user.organization_id, start, end],
    );
    const quote = (await get(headers, '/v1/payments/quote/business')).json();
    const expected = Math.round((7000 * 20) / 30);
    expect(quote).toMatchObject({
      change: 'upgrade',
      amount_now_cents: expected,
      next_charge: { at: end.toISOString(), amount_cents: 9900 },
    });
    const upgraded = await post(headers, '/v1/payments/subscribe/business');
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json().invoice).toMatchObject({ plan: 'business', amount_cents: expected });
    expect(await stateOf(user)).toMatchObject({
      plan: 'business',
      plan_period_start: start,
      plan_period_end: end,
    });
    const [row] = await app.db.query<{ lines: Array<Record<string, unknown>> }>(
      'SELECT lines FROM invoices WHERE id = $1',
      [upgraded.json().invoice.id],
    );
    expect(row?.lines).toEqual([
      expect.objectContaining({
        kind: 'proration',
        plan: 'business',
        from_plan: 'pro',
        amount_cents: expected,
      }),
    ]);
    expect((await get(headers, '/v1/payments/quote/business')).json()).toMatchObject({
      code: 'already_on_plan',
    });
  });

  it('from Free charges the full price for a period starting now', async () => {
    const { headers } = await signedIn();
    const quote = (await get(headers, '/v1/payments/quote/pro')).json();
    expect(quote).toMatchObject({
      change: 'upgrade',
      amount_now_cents: 2900,
      next_charge: { amount_cents: 2900 },
    });
    expect((await get(headers, '/v1/payments/subscription')).json()).toMatchObject({
      plan: 'free',
      next_charge: null,
      card: null,
      renewal_failures: 0,
      retry_days: [1, 3, 5],
    });
  });
});

describe('usage warnings', () => {
  it('mails the owners once at 80% and once at 100% of a limit, per period', async () => {
    const { user, headers } = await onPlan('pro');
    const page = (name: string) =>
      app.inject({ method: 'POST', url: '/v1/pages', headers, payload: { name } });
    for (const name of ['A', 'B', 'C']) await page(name);
    await app.billing.tick();
    expect(await mailsTo(user)).toEqual([]);
    await page('D');
    await app.billing.tick();
    expect(await mailsTo(user)).toEqual(['You have used 4 of 5 status pages on the Statusdeck Pro plan']);
    await page('E');
    await app.billing.tick();
    await app.db.query('DELETE FROM pages WHERE organization_id = $1 AND name = $2', [
      user.organization_id,
      'E',
    ]);
    await page('E');
    await app.billing.tick();
    expect(await mailsTo(user)).toEqual([
      'You have used 4 of 5 status pages on the Statusdeck Pro plan',
      'You have reached the status pages limit of the Statusdeck Pro plan',
    ]);
    // A plan change starts the warnings over.
    expect((await post(headers, '/v1/payments/subscribe/business')).statusCode).toBe(200);
    const left = await app.db.query('SELECT 1 FROM usage_warnings WHERE organization_id = $1', [
      user.organization_id,
    ]);
    expect(left).toEqual([]);
  });
});
