import type { VerbArgs } from '../../lib/actor';
import type { Language } from '../../lib/enums';
import { notFound } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { type BillingDetails, findBillingDetails, updateBillingDetails } from './billing-details-repository';

export async function getBillingDetails({ ctx, actor }: VerbArgs): Promise<BillingDetails> {
  const details = await findBillingDetails(ctx.db, actor.organizationId);
  if (!details) throw notFound('Organization not found');
  return details;
}

/** Blank text means "not set": stored as null, so an invoice never shows an empty line. */
const orNull = (text: string | null): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * Replaces the billing details. Only invoices issued from now on carry them: each invoice keeps a copy of
 * the details it was issued with.
 */
export async function setBillingDetails({
  ctx,
  actor,
  input,
}: VerbArgs<{
  name: string | null;
  address: string | null;
  vat_id: string | null;
  language: Language;
}>): Promise<BillingDetails> {
  // Each line trimmed, blank lines dropped: the address prints as it reads.
  const address =
    orNull(input.address)
      ?.split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n') ?? null;
  return withTransaction(ctx, async (tx) => {
    const details = await updateBillingDetails(tx, actor.organizationId, {
      name: orNull(input.name),
      address,
      vat_id: orNull(input.vat_id)?.toUpperCase() ?? null,
      language: input.language,
    });
    if (!details) throw notFound('Organization not found');
    return details;
  });
}
