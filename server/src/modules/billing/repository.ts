import type { Queryable } from '../../db/db';
import type { CardBrand } from './card';

export type PaymentMethodRow = {
  id: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: boolean;
  created_at: Date;
};
export type PaymentMethodWithRef = PaymentMethodRow & { provider_ref: string };

const METHOD_COLUMNS = 'id, brand, last4, exp_month, exp_year, holder_name, is_default, created_at';

export async function listPaymentMethodsOf(
  db: Queryable,
  organizationId: string,
): Promise<PaymentMethodRow[]> {
  return db.query<PaymentMethodRow>(
    `SELECT ${METHOD_COLUMNS} FROM payment_methods WHERE organization_id = $1 ORDER BY created_at, id`,
    [organizationId],
  );
}

export async function findPaymentMethod(
  db: Queryable,
  organizationId: string,
  id: string,
): Promise<PaymentMethodWithRef | null> {
  const rows = await db.query<PaymentMethodWithRef>(
    `SELECT ${METHOD_COLUMNS}, provider_ref FROM payment_methods WHERE id = $1 AND organization_id = $2`,
    [id, organizationId],
  );
  return rows[0] ?? null;
}

export async function findDefaultPaymentMethod(
  db: Queryable,
  organizationId: string,
): Promise<PaymentMethodWithRef | null> {
  const rows = await db.query<PaymentMethodWithRef>(
    `SELECT ${METHOD_COLUMNS}, provider_ref FROM payment_methods WHERE organization_id = $1 AND is_default`,
    [organizationId],
  );
  return rows[0] ?? null;
}

export async function countPaymentMethods(db: Queryable, organizationId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM payment_methods WHERE organization_id = $1',
    [organizationId],
  );
  return rows[0]?.count ?? 0;
}

export async function insertPaymentMethod(
  tx: Queryable,
  method: {
    organizationId: string;
    provider: string;
    ref: string;
    brand: CardBrand;
    last4: string;
    expMonth: number;
    expYear: number;
    holderName: string;
    isDefault: boolean;
  },
): Promise<PaymentMethodRow> {
  const rows = await tx.query<PaymentMethodRow>(
    `INSERT INTO payment_methods
       (organization_id, provider, provider_ref, brand, last4, exp_month, exp_year, holder_name, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${METHOD_COLUMNS}`,
    [
      method.organizationId,
      method.provider,
      method.ref,
      method.brand,
      method.last4,
      method.expMonth,
      method.expYear,
      method.holderName,
      method.isDefault,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('payment method insert returned no row');
  return row;
}

export async function updatePaymentMethodDetails(
  tx: Queryable,
  id: string,
  details: { expMonth: number; expYear: number; holderName: string },
): Promise<void> {
  await tx.query(
    `UPDATE payment_methods SET exp_month = $2, exp_year = $3, holder_name = $4, updated_at = now()
     WHERE id = $1`,
    [id, details.expMonth, details.expYear, details.holderName],
  );
}

/** Makes `id` the one default (the partial unique index allows one per organisation: unset first). */
export async function makeDefaultPaymentMethod(
  tx: Queryable,
  organizationId: string,
  id: string,
): Promise<void> {
  await tx.query(
    `UPDATE payment_methods SET is_default = false, updated_at = now()
     WHERE organization_id = $1 AND is_default AND id <> $2`,
    [organizationId, id],
  );
  await tx.query('UPDATE payment_methods SET is_default = true, updated_at = now() WHERE id = $1', [id]);
}

export async function deletePaymentMethod(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM payment_methods WHERE id = $1', [id]);
}

/** The most recently added method, to become the default when the default one is removed. */
export async function findNewestPaymentMethodId(
  tx: Queryable,
  organizationId: string,
): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM payment_methods WHERE organization_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [organizationId],
  );
  return rows[0]?.id ?? null;
}

// The invoices' SQL lives in invoice-repository.ts; callers that write invoices import it from here too.
export { type InvoiceRow, insertInvoice, listInvoicesOf } from './invoice-repository';
