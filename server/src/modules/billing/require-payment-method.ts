import type { VerbArgs } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Tx } from '../../lib/transaction';
import type { BillingProvider } from './provider';
import { findPaymentMethod, type PaymentMethodRow, type PaymentMethodWithRef } from './repository';

/** A payment-method verb's arguments: the provider that vaults the cards comes with them. */
export type BillingVerbArgs<Input> = VerbArgs<Input> & { provider: BillingProvider };

/** The organisation's method by id; another organisation's or a malformed id is 404. */
export async function requirePaymentMethod(
  tx: Tx,
  organizationId: string,
  id: string,
): Promise<PaymentMethodWithRef> {
  const method = isUuid(id) ? await findPaymentMethod(tx, organizationId, id) : null;
  if (!method) throw notFound('Payment method not found');
  return method;
}

/** The method as the API shows it: the provider's reference stays on the server. */
export const withoutRef = ({ provider_ref: _ref, ...method }: PaymentMethodWithRef): PaymentMethodRow =>
  method;
