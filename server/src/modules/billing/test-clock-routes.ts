import { notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/secured-scope';
import type { RoutePlugin } from '../type-provider';
import { findBillingState } from './subscription-repository';

const advanceSchema = {
  hide: true,
  summary: 'Test clock (BILLING_TEST_CLOCK only): run the billing tick for this organisation at its due time',
  response: {
    200: {
      type: 'object',
      required: ['at', 'steps'],
      properties: {
        at: { type: ['string', 'null'], format: 'date-time' },
        steps: {
          type: 'array',
          items: {
            type: 'object',
            required: ['organizationId', 'outcome'],
            properties: { organizationId: { type: 'string' }, outcome: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

/**
 * Only where BILLING_TEST_CLOCK=true (the end-to-end tests): moves the caller's organisation, and it alone,
 * through the billing worker's tick at the moment it is next due (its period's end or a retry), as if the
 * clock had got there. Owner only, like the rest of billing.
 */
export const billingTestClockRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '/v1/testing/billing/advance',
    { schema: advanceSchema, config: { permission: 'billing.manage', personOnly: true } },
    async (request) => {
      const { organizationId } = actorOf(request);
      const state = await findBillingState(ctx.db, organizationId);
      if (!state) throw notFound('Organization not found');
      if (!state.billing_due_at) return { at: null, steps: [] };
      const at = new Date(state.billing_due_at.getTime() + 1000);
      return { at: at.toISOString(), steps: await app.billing.tick(at, organizationId) };
    },
  );
};
