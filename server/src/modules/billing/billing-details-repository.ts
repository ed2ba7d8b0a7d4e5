import type { Queryable } from '../../db/db';
import type { Language } from '../../lib/enums';

/** Who the invoices are made out to, and in which language they and their mails are written. */
export type BillingDetails = {
  name: string | null;
  address: string | null;
  vat_id: string | null;
  language: Language;
};

export async function findBillingDetails(
  db: Queryable,
  organizationId: string,
): Promise<BillingDetails | null> {
  const rows = await db.query<BillingDetails>(
    `SELECT billing_name AS name, billing_address AS address, billing_vat_id AS vat_id,
            billing_language AS language
     FROM organizations WHERE id = $1`,
    [organizationId],
  );
  return rows[0] ?? null;
}

export async function updateBillingDetails(
  tx: Queryable,
  organizationId: string,
  details: BillingDetails,
): Promise<BillingDetails | null> {
  const rows = await tx.query<BillingDetails>(
    `UPDATE organizations
     SET billing_name = $2, billing_address = $3, billing_vat_id = $4, billing_language = $5
     WHERE id = $1
     RETURNING billing_name AS name, billing_address AS address, billing_vat_id AS vat_id,
               billing_language AS language`,
    [organizationId, details.name, details.address, details.vat_id, details.language],
  );
  return rows[0] ?? null;
}
