import { invalidRequest } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { lockOrganizationPlan } from '../plans/repository';
import { expiryProblems } from './card';
import { makeDefaultPaymentMethod, type PaymentMethodRow, updatePaymentMethodDetails } from './repository';
import { type BillingVerbArgs, requirePaymentMethod, withoutRef } from './require-payment-method';

export type UpdatePaymentMethodInput = {
  id: string;
  is_default?: true;
  exp_month?: number;
  exp_year?: number;
  holder_name?: string;
};

/** Makes a method the default, or corrects its expiry (not into the past) or holder name. */
export async function updatePaymentMethod({
  ctx,
  actor,
  input,
  provider,
}: BillingVerbArgs<UpdatePaymentMethodInput>): Promise<PaymentMethodRow> {
  return withTransaction(ctx, async (tx) => {
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
    return withoutRef(await requirePaymentMethod(tx, actor.organizationId, method.id));
  });
}
