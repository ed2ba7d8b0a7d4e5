import type { Queryable } from '../../db/db';
import type { PlanName } from '../../lib/enums';
import type { InvoiceLine } from './invoice-lines';

export type ChargeAttemptStatus = 'pending' | 'charged' | 'declined' | 'completed';

export type ChargeAttemptRow = {
  id: string;
  organization_id: string;
  plan: PlanName;
  amount_cents: number;
  description: string;
  idempotency_key: string;
  provider: string;
  provider_ref: string;
  card_brand: string;
  card_last4: string;
  status: ChargeAttemptStatus;
  provider_charge_id: string | null;
  /** An upgrade (asked for by the owner) or a renewal (the billing worker's charge for the next period). */
  kind: 'upgrade' | 'renewal';
  /** The plan's period once completed, and the invoice's lines; null on attempts older than renewals. */
  period_start: Date | null;
  period_end: Date | null;
  lines: InvoiceLine[] | null;
};

const COLUMNS = `id, organization_id, plan, amount_cents, description, idempotency_key, provider, provider_ref,
  card_brand, card_last4, status, provider_charge_id, kind, period_start, period_end, lines`;

/** The organisation's attempt not yet completed nor declined, if any (at most one, by a unique index). */
export async function findOpenChargeAttempt(
  db: Queryable,
  organizationId: string,
): Promise<ChargeAttemptRow | null> {
  const rows = await db.query<ChargeAttemptRow>(
    `SELECT ${COLUMNS} FROM charge_attempts WHERE organization_id = $1 AND status IN ('pending', 'charged')`,
    [organizationId],
  );
  return rows[0] ?? null;
}

export async function insertChargeAttempt(
  tx: Queryable,
  attempt: Omit<ChargeAttemptRow, 'id' | 'status' | 'provider_charge_id'>,
): Promise<ChargeAttemptRow> {
  const rows = await tx.query<ChargeAttemptRow>(
    `INSERT INTO charge_attempts (organization_id, plan, amount_cents, description, idempotency_key, provider,
       provider_ref, card_brand, card_last4, status, kind, period_start, period_end, lines)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11, $12, $13) RETURNING ${COLUMNS}`,
    [
      attempt.organization_id,
      attempt.plan,
      attempt.amount_cents,
      attempt.description,
      attempt.idempotency_key,
      attempt.provider,
      attempt.provider_ref,
      attempt.card_brand,
      attempt.card_last4,
      attempt.kind,
      attempt.period_start,
      attempt.period_end,
      attempt.lines === null ? null : JSON.stringify(attempt.lines),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('charge attempt insert returned no row');
  return row;
}

/** The provider's answer to a pending attempt: charged (with its charge id) or declined. */
export async function recordChargeOutcome(
  db: Queryable,
  id: string,
  outcome: { status: 'charged'; chargeId: string } | { status: 'declined' },
): Promise<void> {
  await db.query(
    `UPDATE charge_attempts SET status = $2, provider_charge_id = $3, updated_at = now()
     WHERE id = $1 AND status = 'pending'`,
    [id, outcome.status, outcome.status === 'charged' ? outcome.chargeId : null],
  );
}

/** The attempt's status, its row locked until the transaction ends (so only one request completes it). */
export async function lockChargeAttempt(tx: Queryable, id: string): Promise<ChargeAttemptStatus | null> {
  const rows = await tx.query<{ status: ChargeAttemptStatus }>(
    'SELECT status FROM charge_attempts WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0]?.status ?? null;
}

export async function completeChargeAttempt(
  tx: Queryable,
  id: string,
  completion: { chargeId: string; invoiceId: string },
): Promise<void> {
  await tx.query(
    `UPDATE charge_attempts SET status = 'completed', provider_charge_id = $2, invoice_id = $3, updated_at = now()
     WHERE id = $1`,
    [id, completion.chargeId, completion.invoiceId],
  );
}

/** A payment the provider declined: an upgrade the owner asked for, or a renewal's try. */
export type DeclinedChargeRow = Pick<
  ChargeAttemptRow,
  'id' | 'kind' | 'plan' | 'amount_cents' | 'card_brand' | 'card_last4'
> & {
  created_at: Date;
};

/** The organisation's most recent declined payments, newest first. */
export async function listDeclinedCharges(
  db: Queryable,
  organizationId: string,
  limit: number,
): Promise<DeclinedChargeRow[]> {
  return db.query<DeclinedChargeRow>(
    `SELECT id, kind, plan, amount_cents, card_brand, card_last4, created_at FROM charge_attempts
     WHERE organization_id = $1 AND status = 'declined' ORDER BY created_at DESC, id DESC LIMIT $2`,
    [organizationId, limit],
  );
}
