import { type Api, apiFetch, readPaths } from '@statusdeck/shared';
import useSWR, { useSWRConfig } from 'swr';
import type {
  DeclinedCharge,
  Exceeding,
  Invoice,
  MetricName,
  Organization,
  PaymentMethod,
  Plan,
  PlanName,
  PlanQuote,
  Subscription,
  Usage,
} from '../access/types';
import { organizationKey } from '../organization/api';

export const usageKey = readPaths.usage;
export const plansKey = '/v1/plans';
export const methodsKey = '/v1/payments/methods';
export const invoicesKey = '/v1/payments/invoices';
export const declinedChargesKey = '/v1/payments/declined-charges';
export const subscriptionKey = '/v1/payments/subscription';
const quoteKey = (plan: PlanName) => `/v1/payments/quote/${encodeURIComponent(plan)}`;

/** How each billing key is read: by its screen's hook, and afresh after a billing change. */
const read = {
  [usageKey]: () => apiFetch<Usage>(usageKey),
  [methodsKey]: () => apiFetch<{ methods: PaymentMethod[] }>(methodsKey).then((answer) => answer.methods),
  [invoicesKey]: () => apiFetch<{ invoices: Invoice[] }>(invoicesKey).then((answer) => answer.invoices),
  [declinedChargesKey]: () =>
    apiFetch<{ charges: DeclinedCharge[] }>(declinedChargesKey).then((answer) => answer.charges),
  [subscriptionKey]: () => apiFetch<Subscription>(subscriptionKey),
};

export function useUsage() {
  return useSWR(usageKey, read[usageKey]);
}

/** One metric of the plan: how much is used and allowed; undefined until usage is known. */
export function useAllowance(metric: MetricName) {
  const { data } = useUsage();
  const entry = data?.metrics.find((item) => item.metric === metric);
  if (!entry) return undefined;
  return { ...entry, reached: entry.used >= entry.limit, plan: data?.plan.name };
}

export function usePlans() {
  return useSWR(plansKey, () => apiFetch<Plan[]>(plansKey));
}

/** Owners only (billing.manage): others never ask. */
export function usePaymentMethods(enabled: boolean) {
  return useSWR(enabled ? methodsKey : null, read[methodsKey]);
}

export function useInvoices(enabled: boolean) {
  return useSWR(enabled ? invoicesKey : null, read[invoicesKey]);
}

/** Payments the provider declined, newest first. Owners only. */
export function useDeclinedCharges(enabled: boolean) {
  return useSWR(enabled ? declinedChargesKey : null, read[declinedChargesKey]);
}

/** The plan's next charge, a cancellation or scheduled downgrade, failed renewals. Owners only. */
export function useSubscription(enabled: boolean) {
  return useSWR(enabled ? subscriptionKey : null, read[subscriptionKey]);
}

/** What moving to `plan` charges now and when it takes effect; asked afresh each time a dialog opens. */
export function useQuote(plan: PlanName | null) {
  return useSWR(plan ? quoteKey(plan) : null, () => apiFetch<PlanQuote>(quoteKey(plan as PlanName)), {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
}

export type CardInput = Api.RequestBodies['POST /v1/payments/methods'];

/**
 * After a billing change the organisation, usage (also read by the status pages remote's plan notices),
 * cards, invoices and the subscription are out of date. Each is read afresh into the cache, mounted or not:
 * with revalidateIfStale off, a screen not mounted now would otherwise show the stale copy when it opens (the
 * pages list still said "1 of 1 pages on the Free plan" after an upgrade). Emptying them instead left a
 * mounted screen waiting for good when its own request was in flight (SWR discards an answer to a request
 * older than the mutation, and dedupes the revalidation into it): the plans' buttons stayed disabled until a
 * reload. A failed read keeps the copy it had. The organisation, read by the host's account menu too, is
 * replaced by the one the change answered with (a plan change) or revalidated in place.
 */
function useRevalidateBilling() {
  const { mutate } = useSWRConfig();
  return (organization?: Organization) =>
    Promise.all([
      organization ? mutate(organizationKey, organization, { revalidate: false }) : mutate(organizationKey),
      ...Object.entries(read).map(([key, fetch]: [string, () => Promise<unknown>]) =>
        mutate(key, fetch(), { revalidate: false, throwOnError: false }),
      ),
    ]);
}

/**
 * What a card change did to a failing renewal: the server charges the new default card at once while a
 * renewal is failing. Paid: the subscription read afresh has no failure left. Declined: a new declined
 * payment is listed. Null when no renewal was failing, or nothing says what happened (the try was not made,
 * or could not be read): then nothing is claimed.
 */
export type RenewalRetry = { paid: boolean; subscription: Subscription } | null;

/** The billing state a card change is judged by: the subscription and the newest declined payment. */
export type BillingSnapshot = { subscription?: Subscription; newestDeclined?: string | null };

export function renewalRetry(before: BillingSnapshot, after: BillingSnapshot): RenewalRetry {
  const { subscription } = after;
  if (!before.subscription || !subscription || subscription === before.subscription) return null;
  if (before.subscription.renewal_failures === 0) return null;
  if (subscription.renewal_failures === 0 && subscription.plan !== 'free')
    return { paid: true, subscription };
  const declinedAgain =
    before.newestDeclined !== undefined &&
    after.newestDeclined !== undefined &&
    after.newestDeclined !== null &&
    after.newestDeclined !== before.newestDeclined;
  return declinedAgain ? { paid: false, subscription } : null;
}

/** Runs a card change, then reads billing afresh; answers the change's result and the renewal it retried. */
function useCardChange() {
  const { cache } = useSWRConfig();
  const revalidate = useRevalidateBilling();
  const snapshot = (): BillingSnapshot => {
    const declined = cache.get(declinedChargesKey)?.data as DeclinedCharge[] | undefined;
    return {
      subscription: cache.get(subscriptionKey)?.data as Subscription | undefined,
      newestDeclined: declined ? (declined[0]?.id ?? null) : undefined,
    };
  };
  return async <T>(change: () => Promise<T>): Promise<{ result: T; retry: RenewalRetry }> => {
    let before = snapshot();
    if (
      before.subscription &&
      before.subscription.renewal_failures > 0 &&
      before.newestDeclined === undefined
    ) {
      // Which declines were there before: a new one is how a declined retry shows.
      const declined = await read[declinedChargesKey]().catch(() => undefined);
      before = { ...before, newestDeclined: declined ? (declined[0]?.id ?? null) : undefined };
    }
    const result = await change();
    await revalidate();
    return { result, retry: renewalRetry(before, snapshot()) };
  };
}

/** 402 card_declined, 400 validation_failed (invalid_card_number, card_expired…). */
export function useAddCard() {
  const cardChange = useCardChange();
  return (input: CardInput) =>
    cardChange(() => apiFetch<PaymentMethod>(methodsKey, { method: 'POST', body: input }));
}

export function useMakeDefault() {
  const cardChange = useCardChange();
  return (id: string) =>
    cardChange(() =>
      apiFetch<PaymentMethod>(`${methodsKey}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { is_default: true },
      }),
    );
}

/** 409 default_method_required while a paid plan needs this card. */
export function useRemoveCard() {
  const revalidate = useRevalidateBilling();
  return async (id: string) => {
    await apiFetch<void>(`${methodsKey}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    await revalidate();
  };
}

/** Upgrade: 402 payment_method_required without a default card. */
export function useSubscribe() {
  const revalidate = useRevalidateBilling();
  return async (plan: PlanName) => {
    const answer = await apiFetch<{ organization: Organization; invoice: Invoice }>(
      `/v1/payments/subscribe/${encodeURIComponent(plan)}`,
      { method: 'POST' },
    );
    await revalidate(answer.organization);
    return answer;
  };
}

/** At the period's end; 409 plan_usage_exceeds with what does not fit a lower paid plan. */
export function useDowngrade() {
  const revalidate = useRevalidateBilling();
  return async (plan: PlanName) => {
    const answer = await apiFetch<{ organization: Organization; subscription: Subscription }>(
      `/v1/payments/downgrade/${encodeURIComponent(plan)}`,
      { method: 'POST' },
    );
    await revalidate(answer.organization);
    return answer;
  };
}

/** Cancel at the period's end, or resume (undo a cancellation or a scheduled downgrade). */
export function useSubscriptionChange() {
  const revalidate = useRevalidateBilling();
  return async (change: 'cancel' | 'resume') => {
    const answer = await apiFetch<Subscription>(`/v1/payments/${change}`, { method: 'POST' });
    await revalidate();
    return answer;
  };
}

/** The lines of a refused downgrade, from the error body (`exceeding`, or `details.exceeding`). */
export function exceedingOf(body: unknown): Exceeding[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as { exceeding?: unknown; details?: unknown };
  const list =
    record.exceeding ??
    (typeof record.details === 'object' && record.details !== null && !Array.isArray(record.details)
      ? (record.details as { exceeding?: unknown }).exceeding
      : undefined);
  return Array.isArray(list) ? (list as Exceeding[]) : [];
}
