import { fail, invalidRequest } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { lockOrganizationPlan } from '../plans/repository';
import { cardDigits, cardProblems } from './card';
import { retryRenewalNow } from './renew';
import {
  countPaymentMethods,
  insertPaymentMethod,
  makeDefaultPaymentMethod,
  type PaymentMethodRow,
} from './repository';
import type { BillingVerbArgs } from './require-payment-method';
import { findBillingState } from './subscription-repository';

/** Enough for any team; keeps a scripted client from filling the table. */
export const MAX_PAYMENT_METHODS = 10;

export type AddPaymentMethodInput = {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  holder_name: string;
};

/**
 * Checks the card (Luhn, expiry), has the provider vault it and keeps only what identifies it: brand, last
 * four digits, expiry and holder. The number and CVC go no further than this function and the provider.
 * The organisation's first method becomes its default, and so does a card added while a renewal is failing:
 * the renewal is then tried again at once with it.
 */
export async function addPaymentMethod({
  ctx,
  actor,
  input,
  provider,
}: BillingVerbArgs<AddPaymentMethodInput>): Promise<PaymentMethodRow> {
  const digits = cardDigits(input.card_number);
  const problems = cardProblems({ digits, expMonth: input.exp_month, expYear: input.exp_year });
  if (problems.length > 0) throw invalidRequest(problems);
  const holderName = input.holder_name.trim();
  const { method, failing } = await withTransaction(ctx, async (tx) => {
    await lockOrganizationPlan(tx, actor.organizationId);
    const state = await findBillingState(tx, actor.organizationId);
    const failing = (state?.renewal_failures ?? 0) > 0;
    const existing = await countPaymentMethods(tx, actor.organizationId);
    if (existing >= MAX_PAYMENT_METHODS) {
      throw fail('too_many_payment_methods', `At most ${MAX_PAYMENT_METHODS} payment methods`);
    }
    const card = await provider.addCard({
      digits,
      expMonth: input.exp_month,
      expYear: input.exp_year,
      cvc: input.cvc,
      holderName,
    });
    const inserted = await insertPaymentMethod(tx, {
      organizationId: actor.organizationId,
      provider: provider.name,
      ref: card.ref,
      brand: card.brand,
      last4: card.last4,
      expMonth: input.exp_month,
      expYear: input.exp_year,
      holderName,
      isDefault: existing === 0,
    });
    if (!failing || inserted.is_default) return { method: inserted, failing };
    await makeDefaultPaymentMethod(tx, actor.organizationId, inserted.id);
    return { method: { ...inserted, is_default: true }, failing };
  });
  if (failing) await retryRenewalNow(ctx, provider, actor.organizationId);
  return method;
}
