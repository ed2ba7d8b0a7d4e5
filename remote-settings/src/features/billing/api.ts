import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR, { useSWRConfig } from 'swr';
import type {
  Exceeding,
  Invoice,
  MetricName,
  Organization,
  PaymentMethod,
  Plan,
  PlanName,
  Usage,
} from '../access/types';
import { organizationKey } from '../organization/api';

export const usageKey = '/v1/usage';
export const plansKey = '/v1/plans';
export const methodsKey = '/v1/payments/methods';
export const invoicesKey = '/v1/payments/invoices';

export function useUsage() {
  return useSWR(usageKey, () => apiFetch<Usage>(usageKey));
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
  return useSWR(enabled ? methodsKey : null, () =>
    apiFetch<{ methods: PaymentMethod[] }>(methodsKey).then((answer) => answer.methods),
  );
}

export function useInvoices(enabled: boolean) {
  return useSWR(enabled ? invoicesKey : null, () =>
    apiFetch<{ invoices: Invoice[] }>(invoicesKey).then((answer) => answer.invoices),
  );
}

export type CardInput = Api.RequestBodies['POST /v1/payments/methods'];

/**
 * After a billing change the organisation, usage (also read by the status pages remote's plan notices),
 * cards and invoices are out of date. They are emptied, not just revalidated: with revalidateIfStale off,
 * a screen not mounted now would otherwise show the stale copy when it opens (the pages list still said
 * "1 of 1 pages on the Free plan" after an upgrade). Mounted ones refetch at once.
 */
function useRevalidateBilling() {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all(
      [organizationKey, usageKey, methodsKey, invoicesKey].map((key) =>
        mutate(key, undefined, { revalidate: true }),
      ),
    );
}

/** 402 card_declined, 400 validation_failed (invalid_card_number, card_expired…). */
export function useAddCard() {
  const revalidate = useRevalidateBilling();
  return async (input: CardInput) => {
    const method = await apiFetch<PaymentMethod>(methodsKey, { method: 'POST', body: input });
    await revalidate();
    return method;
  };
}

export function useMakeDefault() {
  const revalidate = useRevalidateBilling();
  return async (id: string) => {
    await apiFetch<PaymentMethod>(`${methodsKey}/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { is_default: true },
    });
    await revalidate();
  };
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
    await revalidate();
    return answer;
  };
}

/** 409 plan_usage_exceeds with what does not fit the lower plan. */
export function useDowngrade() {
  const revalidate = useRevalidateBilling();
  return async (plan: PlanName) => {
    const answer = await apiFetch<{ organization: Organization }>(
      `/v1/payments/downgrade/${encodeURIComponent(plan)}`,
      { method: 'POST' },
    );
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
