import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../lib/service-context';
import { type Tx, withTransaction } from '../../../lib/transaction';
import { planLine } from '../invoice-lines';
import { type InvoiceRow, insertInvoice } from '../invoice-repository';

/** The service context the app's verbs get, for tests that call them or the repository directly. */
export const contextOf = (app: FastifyInstance): ServiceContext => ({
  db: app.db,
  config: app.config,
  log: app.log,
  mailEnqueued: () => app.outbox.wake(),
});

/** Issues a paid Pro invoice for a month through insertInvoice, as a charge would; `then` runs after it in the same transaction. */
export async function issueInvoice(
  app: FastifyInstance,
  organizationId: string,
  then?: (tx: Tx) => Promise<void>,
): Promise<InvoiceRow> {
  const periodStart = new Date('2026-03-01T00:00:00Z');
  const periodEnd = new Date('2026-04-01T00:00:00Z');
  return withTransaction(contextOf(app), async (tx) => {
    const invoice = await insertInvoice(tx, {
      organizationId,
      plan: 'pro',
      amountCents: 2900,
      periodStart,
      periodEnd,
      provider: 'test',
      chargeId: `test_charge_${Math.random().toString(36).slice(2)}`,
      cardBrand: 'visa',
      cardLast4: '4242',
      lines: [planLine('pro', periodStart, periodEnd, 2900)],
    });
    await then?.(tx);
    return invoice;
  });
}
