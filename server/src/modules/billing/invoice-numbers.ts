import type { Queryable } from '../../db/db';

/**
 * An invoice's number: `SD-<customer code>-<sequence>`, e.g. SD-1001-000042. The customer code is the
 * organisation's, unique across organisations (so numbers are unique for the seller); the sequence counts the
 * organisation's invoices from 1 without gaps.
 */
export function invoiceNumber(customerCode: number, sequence: number): string {
  return `SD-${customerCode}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of the organisation's invoices, taken inside the transaction that inserts the invoice:
 * the counter row is locked until it commits, so concurrent issues queue behind it, and a rollback returns
 * the number with everything else (a global sequence would skip it).
 */
export async function takeInvoiceNumber(
  tx: Queryable,
  organizationId: string,
): Promise<{ sequence: number; number: string }> {
  await tx.query(
    'INSERT INTO invoice_counters (organization_id) VALUES ($1) ON CONFLICT (organization_id) DO NOTHING',
    [organizationId],
  );
  const locked = await tx.query<{ customer_code: number; last_sequence: number }>(
    'SELECT customer_code, last_sequence FROM invoice_counters WHERE organization_id = $1 FOR UPDATE',
    [organizationId],
  );
  const counter = locked[0];
  if (!counter) throw new Error('invoice counter row missing');
  const sequence = counter.last_sequence + 1;
  await tx.query('UPDATE invoice_counters SET last_sequence = $2 WHERE organization_id = $1', [
    organizationId,
    sequence,
  ]);
  return { sequence, number: invoiceNumber(counter.customer_code, sequence) };
}
