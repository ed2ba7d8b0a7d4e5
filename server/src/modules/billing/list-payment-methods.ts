import type { VerbArgs } from '../../lib/actor';
import { listPaymentMethodsOf, type PaymentMethodRow } from './repository';

export async function listPaymentMethods({ ctx, actor }: VerbArgs): Promise<{ methods: PaymentMethodRow[] }> {
  return { methods: await listPaymentMethodsOf(ctx.db, actor.organizationId) };
}
