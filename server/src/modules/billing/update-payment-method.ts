import { invalidRequest } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { lockOrganizationPlan } from '../plans/repository';
import { expiryProblems } from './card';
import { retryRenewalNow } from './renew';
import { makeDefaultPaymentMethod, type PaymentMethodRow, updatePaymentMethodDetails } from './repository';
import { type BillingVerbArgs, requirePaymentMethod, withoutRef } from './require-payment-method';
import { findBillingState } from './subscription-repository';

export type UpdatePaymentMethodInput = {
  id: string;
  is_default?: true;
  exp_month?: number;
  exp_year?: number;
  holder_name?: string;
};

/**
 * Makes a method the default, or corrects its expiry (not into the past) or holder name. Either, while a
 * renewal is failing, tries it again at once.
 */
export async function updatePaymentMethod({
  ctx,
  actor,
  input,
  provider,
}: BillingVerbArgs<UpdatePaymentMethodInput>): Promise<PaymentMethodRow> {
  const updated = await withTransaction(ctx, async (tx) => {
    await lockOrganizationPlan(tx, actor.organizationId);
    const method = await requirePaymentMethod(tx, actor.organizationId, input.id);
    const details = {
      expMonth: input.exp_month ?? method.exp_month,
      expYear: input.exp_year ?? method.exp_year,
      holderName: input.holder_name?.trim() ?? method.holder_name,
    };
    const changesCard =
      input.exp_month !== undefined || input.exp_year !== undefined || input.holder_name !== undefined;
    if (changesCard) {
      const problems = expiryProblems(details.expMonth, details.expYear);
      if (problems.length > 0) throw invalidRequest(problems);
      await provider.updateCard(method.provider_ref, details);
      await updatePaymentMethodDetails(tx, method.id, details);
    }
    if (input.is_default) await makeDefaultPaymentMethod(tx, actor.organizationId, method.id);
    const state = await findBillingState(tx, actor.organizationId);
    const failing = (state?.renewal_failures ?? 0) > 0 && (changesCard || input.is_default === true);
    return { method: withoutRef(await requirePaymentMethod(tx, actor.organizationId, method.id)), failing };
  });
  if (updated.failing && updated.method.is_default)
    await retryRenewalNow(ctx, provider, actor.organizationId);
  return updated.method;
}
