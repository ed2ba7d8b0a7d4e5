import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { accessTokenFor, bearer, createUser } from '../../testing/factories';
import { addMonths } from '../plans/period';
import { SandboxBillingProvider } from './sandbox-provider';
import { billingHelpers } from './testing/billing';

const provider = new SandboxBillingProvider();
let app: FastifyInstance;
let plain: FastifyInstance;
const { post, invoices, stateOf, onPlan } = billingHelpers(() => app, provider);

beforeAll(async () => {
  app = await buildTestApp({ billingTestClock: true }, { billingProvider: provider });
  plain = await buildTestApp();
});

afterAll(async () => {
  await Promise.all([app.close(), plain.close()]);
});

describe('POST /v1/testing/billing/advance (BILLING_TEST_CLOCK)', () => {
  it('renews the caller’s organisation alone, through the worker, at its period’s end', async () => {
    const mine = await onPlan('pro');
    const theirs = await onPlan('pro');
    const response = await post(mine.headers, '/v1/testing/billing/advance');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      at: new Date(mine.end.getTime() + 1000).toISOString(),
      steps: [{ organizationId: mine.user.organization_id, outcome: 'renewed' }],
    });
    expect((await stateOf(mine.user)).plan_period_end).toEqual(addMonths(mine.end, 1));
    expect(await invoices(mine.headers)).toHaveLength(2);
    expect((await stateOf(theirs.user)).plan_period_end).toEqual(theirs.end);
    expect(await invoices(theirs.headers)).toHaveLength(1);
  });

  it('is the owner’s only', async () => {
    const { user } = await onPlan('pro');
    const admin = await createUser(app, { role: 'admin', organizationId: user.organization_id });
    const headers = bearer(await accessTokenFor(app, admin));
    expect((await post(headers, '/v1/testing/billing/advance')).statusCode).toBe(403);
  });

  it('does not exist unless the configuration enables it', async () => {
    const user = await createUser(plain);
    const response = await plain.inject({
      method: 'POST',
      url: '/v1/testing/billing/advance',
      headers: bearer(await accessTokenFor(plain, user)),
    });
    expect(response.statusCode).toBe(404);
  });
});
