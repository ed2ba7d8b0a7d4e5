import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createUser } from '../../testing/factories';
import type { UserRow } from '../users/repository';
import { SandboxBillingProvider } from './sandbox-provider';

type Headers = Record<string, string>;

let app: FastifyInstance;
const provider = new SandboxBillingProvider();

beforeAll(async () => {
  app = await buildTestApp({}, { billingProvider: provider });
});

afterAll(async () => {
  await app.close();
});

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

async function signedIn(): Promise<{ user: UserRow; headers: Record<string, string> }> {
  const user = await createUser(app);
  return { user, headers: bearer(await accessTokenFor(app, user)) };
}

const addCard = async (headers: Headers, number = '4242424242424242') => {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/payments/methods',
    headers,
    payload: { card_number: number, exp_month: 1, exp_year: NEXT_YEAR, cvc: '321', holder_name: 'Owner' },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
};
const subscribe = (headers: Headers, plan: string) =>
  app.inject({ method: 'POST', url: `/v1/payments/subscribe/${plan}`, headers });
const downgrade = (headers: Headers, plan: string) =>
  app.inject({ method: 'POST', url: `/v1/payments/downgrade/${plan}`, headers });
const invoices = async (headers: Headers) =>
  (await app.inject({ url: '/v1/payments/invoices', headers })).json().invoices;
/** The charges the provider made to the organisation's cards. */
const chargesOf = async (user: UserRow) => {
  const cards = await app.db.query<{ provider_ref: string }>(
    'SELECT provider_ref FROM payment_methods WHERE organization_id = $1',
    [user.organization_id],
  );
  return provider.charges.filter((charge) => cards.some((card) => card.provider_ref === charge.ref));
};

/**
 * Makes the next COMMIT that inserts an invoice for this organisation fail, once (a deferred constraint
 * trigger fires at COMMIT, after every statement of the transaction has succeeded). Returns its removal.
 */
async function failCommitOnce(user: UserRow): Promise<() => Promise<void>> {
  const name = `fail_commit_${randomUUID().replaceAll('-', '')}`;
  await app.db.exec(`
    CREATE SEQUENCE ${name};
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.organization_id = '${user.organization_id}' AND nextval('${name}') = 1 THEN
        RAISE EXCEPTION 'the commit failed';
      END IF;
      RETURN NULL;
    END $$;
    CREATE CONSTRAINT TRIGGER ${name} AFTER INSERT ON invoices DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION ${name}();`);
  return async () => {
    await app.db.exec(`DROP TRIGGER ${name} ON invoices; DROP FUNCTION ${name}(); DROP SEQUENCE ${name};`);
  };
}

const planOf = async (user: UserRow) =>
  (
    await app.db.query<{ plan: string; plan_period_start: Date | null }>(
      'SELECT plan, plan_period_start FROM organizations WHERE id = $1',
      [user.organization_id],
    )
  )[0];

describe('POST /v1/payments/subscribe/{plan}', () => {
  it('answers 402 payment_method_required without a default method and changes nothing', async () => {
    const { user, headers } = await signedIn();
    const response = await subscribe(headers, 'pro');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'payment_method_required' });
    expect(await planOf(user)).toMatchObject({ plan: 'free', plan_period_start: null });
    expect(await invoices(headers)).toEqual([]);
  });

  it('charges the default card, records the invoice and the plan with its period', async () => {
    const { user, headers } = await signedIn();
    await addCard(headers);
    const response = await subscribe(headers, 'pro');
    expect(response.statusCode).toBe(200);
    const { organization, invoice } = response.json();
    expect(organization).toMatchObject({ id: user.organization_id, plan: 'pro' });
    expect(invoice).toEqual({
      id: expect.any(String),
      number: expect.stringMatching(/^SD-\d+-000001$/),
      plan: 'pro',
      amount_cents: 2900,
      currency: 'usd',
      status: 'paid',
      period_start: expect.any(String),
      period_end: expect.any(String),
      created_at: expect.any(String),
      card_brand: 'visa',
      card_last4: '4242',
    });
    const start = new Date(invoice.period_start);
    const end = new Date(invoice.period_end);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    expect(await invoices(headers)).toEqual([invoice]);

    const usage = (await app.inject({ url: '/v1/usage', headers })).json();
    expect(usage).toMatchObject({
      plan: { name: 'pro' },
      period_start: invoice.period_start,
      period_end: invoice.period_end,
    });
    expect(usage.metrics).toContainEqual({ metric: 'pages', used: 0, limit: 5 });

    // Upgrading to business at once charges the difference for the whole period left; the same plan twice
    // is refused.
    expect((await subscribe(headers, 'pro')).json()).toMatchObject({ code: 'already_on_plan' });
    const business = await subscribe(headers, 'business');
    expect(business.json().invoice).toMatchObject({ plan: 'business', amount_cents: 7000 });
    expect((await invoices(headers)).map((row: { plan: string }) => row.plan)).toEqual(['business', 'pro']);
    const lower = await subscribe(headers, 'pro');
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toMatchObject({ code: 'use_downgrade' });
  });

  it('answers 402 card_declined when the charge fails, and changes nothing', async () => {
    const { user, headers } = await signedIn();
    await addCard(headers, '4000000000000341');
    const response = await subscribe(headers, 'pro');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'card_declined' });
    expect(await planOf(user)).toMatchObject({ plan: 'free' });
    expect(await invoices(headers)).toEqual([]);
  });

  it('answers 402 card_declined when the default card has expired since it was added, and changes nothing', async () => {
    const { user, headers } = await signedIn();
    const card = await addCard(headers);
    await app.db.query('UPDATE payment_methods SET exp_month = 1, exp_year = 2021 WHERE id = $1', [card.id]);
    const response = await subscribe(headers, 'pro');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'card_declined',
      message: expect.stringContaining('expired'),
    });
    expect(await planOf(user)).toMatchObject({ plan: 'free', plan_period_start: null });
    expect(await invoices(headers)).toEqual([]);
  });

  it('answers 400 for an unknown plan, and 403 to anyone but the owner', async () => {
    const { user, headers } = await signedIn();
    await addCard(headers);
    expect((await subscribe(headers, 'enterprise')).statusCode).toBe(400);
    const admin = await createUser(app, { role: 'admin', organizationId: user.organization_id });
    const adminHeaders = bearer(await accessTokenFor(app, admin));
    expect((await subscribe(adminHeaders, 'pro')).statusCode).toBe(403);
    expect((await downgrade(adminHeaders, 'free')).statusCode).toBe(403);
    expect((await app.inject({ url: '/v1/payments/invoices', headers: adminHeaders })).statusCode).toBe(403);
    expect(await planOf(user)).toMatchObject({ plan: 'free' });
  });

  it('lets only one of two concurrent upgrades charge', async () => {
    const { user, headers } = await signedIn();
    await addCard(headers);
    const answers = await Promise.all([subscribe(headers, 'pro'), subscribe(headers, 'pro')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await invoices(headers)).toHaveLength(1);
    expect(await chargesOf(user)).toHaveLength(1);
  });

  it('charges once when the commit fails after the charge: the retry writes the invoice and the plan', async () => {
    const { user, headers } = await signedIn();
    await addCard(headers);
    const restore = await failCommitOnce(user);
    try {
      const failed = await subscribe(headers, 'pro');
      expect(failed.statusCode).toBe(500);
      expect(await chargesOf(user)).toHaveLength(1);
      expect(await planOf(user)).toMatchObject({ plan: 'free' });
      expect(await invoices(headers)).toEqual([]);

      const retried = await subscribe(headers, 'pro');
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ organization: { plan: 'pro' }, invoice: { plan: 'pro' } });
    } finally {
      await restore();
    }
    const [charge] = await chargesOf(user);
    expect(await chargesOf(user)).toHaveLength(1);
    expect(await invoices(headers)).toHaveLength(1);
    const [row] = await app.db.query<{ provider_charge_id: string }>(
      'SELECT provider_charge_id FROM invoices WHERE organization_id = $1',
      [user.organization_id],
    );
    expect(row?.provider_charge_id).toBe(charge?.chargeId);
    expect(await planOf(user)).toMatchObject({ plan: 'pro' });
  });

  it('charges once when the provider’s answer is lost: the retry asks again with the same key', async () => {
    const { user, headers } = await signedIn();
    await addCard(headers);
    provider.loseNextAnswer();
    expect((await subscribe(headers, 'pro')).statusCode).toBe(500);
    expect(await chargesOf(user)).toHaveLength(1);
    expect(await invoices(headers)).toEqual([]);

    expect((await subscribe(headers, 'pro')).statusCode).toBe(200);
    expect(await chargesOf(user)).toHaveLength(1);
    expect(await invoices(headers)).toHaveLength(1);
    expect(await planOf(user)).toMatchObject({ plan: 'pro' });
  });

  it('settles an open upgrade to another plan before the one asked for, each charged once', async () => {
    const { user, headers } = await signedIn();
    await addCard(headers);
    provider.loseNextAnswer();
    expect((await subscribe(headers, 'pro')).statusCode).toBe(500);

    const business = await subscribe(headers, 'business');
    expect(business.statusCode).toBe(200);
    expect((await chargesOf(user)).map((charge) => charge.amountCents)).toEqual([2900, 7000]);
    expect((await invoices(headers)).map((row: { plan: string }) => row.plan)).toEqual(['business', 'pro']);
    expect(await planOf(user)).toMatchObject({ plan: 'business' });
  });
});
