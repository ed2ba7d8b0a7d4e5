import type { VerbArgs } from '../../lib/actor';
import { fail, invalidRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { type Tx, withTransaction } from '../../lib/transaction';
import { lockOrganizationPlan } from '../plans/repository';
import { cardDigits, cardProblems, expiryProblems } from './card';
import type { BillingProvider } from './provider';
import {
  countPaymentMethods,
  deletePaymentMethod,
  findNewestPaymentMethodId,
  findPaymentMethod,
  insertPaymentMethod,
  listPaymentMethodsOf,
  makeDefaultPaymentMethod,
  type PaymentMethodRow,
  type PaymentMethodWithRef,
  updatePaymentMethodDetails,
} from './repository';

/** Enough for any team; keeps a scripted client from filling the table. */
export const MAX_PAYMENT_METHODS = 10;

type Billing<Input> = VerbArgs<Input> & { provider: BillingProvider };

export async function listPaymentMethods({ ctx, actor }: VerbArgs): Promise<{ methods: PaymentMethodRow[] }> {
  return { methods: await listPaymentMethodsOf(ctx.db, actor.organizationId) };
}

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
 * The organisation's first method becomes its default.
 */
export async function addPaymentMethod({
  ctx,
  actor,
  input,
  provider,
}: Billing<AddPaymentMethodInput>): Promise<PaymentMethodRow> {
  const digits = cardDigits(input.card_number);
  const problems = cardProblems({ digits, expMonth: input.exp_month, expYear: input.exp_year });
  if (problems.length > 0) throw invalidRequest(problems);
  const holderName = input.holder_name.trim();
  return withTransaction(ctx, async (tx) => {
    await lockOrganizationPlan(tx, actor.organizationId);
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
    return insertPaymentMethod(tx, {
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
  });
}

async function requireMethod(tx: Tx, organizationId: string, id: string): Promise<PaymentMethodWithRef> {
  const method = isUuid(id) ? await findPaymentMethod(tx, organizationId, id) : null;
  if (!method) throw notFound('Payment method not found');
  return method;
}

const withoutRef = ({ provider_ref: _ref, ...method }: PaymentMethodWithRef): PaymentMethodRow => method;

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
}: Billing<UpdatePaymentMethodInput>): Promise<PaymentMethodRow> {
  return withTransaction(ctx, async (tx) => {
    await lockOrganizationPlan(tx, actor.organizationId);
    const method = await requireMethod(tx, actor.organizationId, input.id);
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
    return withoutRef(await requireMethod(tx, actor.organizationId, method.id));
  });
}

/**
 * Removes a method. The default one cannot go while a paid plan bills it (409 default_method_required:
 * make another the default first); on the free plan the newest remaining method becomes the default.
 */
export async function removePaymentMethod({
  ctx,
  actor,
  input,
  provider,
}: Billing<{ id: string }>): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const plan = await lockOrganizationPlan(tx, actor.organizationId);
    const method = await requireMethod(tx, actor.organizationId, input.id);
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
