import type { Queryable } from '../../db/db';
import type { Language, PlanName } from '../../lib/enums';
import type { Tx } from '../../lib/transaction';
import { findOrganizationName } from '../organizations/repository';
import { findBillingDetails } from './billing-details-repository';
import type { InvoiceLine } from './invoice-lines';
import { mailInvoiceIssued } from './invoice-mail';
import { takeInvoiceNumber } from './invoice-numbers';

export type InvoiceRow = {
  id: string;
  number: string;
  plan: PlanName;
  amount_cents: number;
  currency: 'usd';
  status: 'paid';
  period_start: Date;
  period_end: Date;
  created_at: Date;
  card_brand: string;
  card_last4: string;
};

/** The whole invoice as issued: what it charges for, and who it is from and to, as they were then. */
export type InvoiceDocument = InvoiceRow & {
  lines: InvoiceLine[];
  language: Language;
  /** The billing name, or the organisation's name when it had none. */
  customer: { name: string; address: string | null; vat_id: string | null };
  seller: { name: string; address: string };
};

const INVOICE_COLUMNS =
  'id, number, plan, amount_cents, currency, status, period_start, period_end, created_at, card_brand, card_last4';

const DOCUMENT_COLUMNS = `i.id, i.number, i.plan, i.amount_cents, i.currency, i.status, i.period_start,
  i.period_end, i.created_at, i.card_brand, i.card_last4, i.lines, i.language,
  json_build_object('name', i.customer_name, 'address', i.customer_address,
    'vat_id', i.customer_vat_id) AS customer,
  json_build_object('name', i.seller_name, 'address', i.seller_address) AS seller`;

/**
 * Issues an invoice in the caller's transaction: takes the organisation's next number, copies its billing
 * details and the configured seller onto it, and queues the mail to its owners, so every way of charging
 * gets all of it and none of it survives a rollback.
 */
export async function insertInvoice(
  tx: Tx,
  invoice: {
    organizationId: string;
    plan: PlanName;
    amountCents: number;
    periodStart: Date;
    periodEnd: Date;
    provider: string;
    chargeId: string;
    cardBrand: string;
    cardLast4: string;
    /** What it charges for; the lines add up to amountCents. */
    lines: InvoiceLine[];
  },
): Promise<InvoiceRow> {
  const total = invoice.lines.reduce((sum, line) => sum + line.amount_cents, 0);
  if (total !== invoice.amountCents)
    throw new Error(`invoice lines add up to ${total}, not ${invoice.amountCents}`);
  const details = await findBillingDetails(tx, invoice.organizationId);
  const organizationName = await findOrganizationName(tx, invoice.organizationId);
  if (!details || organizationName === null) throw new Error('invoice for an unknown organisation');
  const { sequence, number } = await takeInvoiceNumber(tx, invoice.organizationId);
  const seller = tx.ctx.config.invoiceSeller;
  const rows = await tx.query<InvoiceRow>(
    `INSERT INTO invoices (organization_id, plan, amount_cents, currency, status, period_start, period_end,
       provider, provider_charge_id, card_brand, card_last4, lines, sequence, number, language,
       customer_name, customer_address, customer_vat_id, seller_name, seller_address)
     VALUES ($1, $2, $3, 'usd', 'paid', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     RETURNING ${INVOICE_COLUMNS}`,
    [
      invoice.organizationId,
      invoice.plan,
      invoice.amountCents,
      invoice.periodStart,
      invoice.periodEnd,
      invoice.provider,
      invoice.chargeId,
      invoice.cardBrand,
      invoice.cardLast4,
      JSON.stringify(invoice.lines),
      sequence,
      number,
      details.language,
      details.name ?? organizationName,
      details.address,
      details.vat_id,
      seller.name,
      seller.address,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('invoice insert returned no row');
  await mailInvoiceIssued(tx, invoice.organizationId, row, details.language);
  return row;
}

export async function listInvoicesOf(db: Queryable, organizationId: string): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE organization_id = $1 ORDER BY created_at DESC, id DESC`,
    [organizationId],
  );
}

/** One of the organisation's invoices; another organisation's id (or an unknown one) finds nothing. */
export async function findInvoiceOfOrganization(
  db: Queryable,
  organizationId: string,
  id: string,
): Promise<InvoiceDocument | null> {
  const rows = await db.query<InvoiceDocument>(
    `SELECT ${DOCUMENT_COLUMNS} FROM invoices i
     WHERE i.id = $1 AND i.organization_id = $2`,
    [id, organizationId],
  );
  return rows[0] ?? null;
}
