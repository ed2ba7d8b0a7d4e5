import { fail } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { lockOrganizationPlan } from '../plans/repository';
import { deletePaymentMethod, findNewestPaymentMethodId, makeDefaultPaymentMethod } from './repository';
import { type BillingVerbArgs, requirePaymentMethod } from './require-payment-method';

/**
 * Removes a method. The default one cannot go while a paid plan bills it (409 default_method_required:
 * make another the default first); on the free plan the newest remaining method becomes the default.
 */
export async function removePaymentMethod({
  ctx,
  actor,
  input,
  provider,
}: BillingVerbArgs<{ id: string }>): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const plan = await lockOrganizationPlan(tx, actor.organizationId);
    const method = await requirePaymentMethod(tx, actor.organizationId, input.id);
    if (method.is_default && plan !== 'free') {
      throw fail('default_method_required');
    }
    await deletePaymentMethod(tx, method.id);
    if (method.is_default) {
      const next = await findNewestPaymentMethodId(tx, actor.organizationId);
      if (next) await makeDefaultPaymentMethod(tx, actor.organizationId, next);
    }
    tx.afterCommit(() => provider.removeCard(method.provider_ref));
  });
}
