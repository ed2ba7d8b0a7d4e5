import type { TFunction } from 'i18next';
import type { useFormat } from '../../../components/format';
import { planLabel } from '../../../components/labels';
import type { RenewalRetry } from '../api';

/**
 * The sentence a card change ends with while a renewal was failing: the new default card was charged at
 * once, and it paid (the plan renewed until when) or was declined (the next try, or Free after the last).
 */
export function renewalRetryText(
  retry: RenewalRetry,
  t: TFunction,
  format: ReturnType<typeof useFormat>,
): { text: string; declined: boolean } | null {
  if (!retry) return null;
  const { subscription } = retry;
  if (retry.paid) {
    const until = subscription.period_end ? format.billingDate(subscription.period_end) : null;
    const plan = planLabel(t, subscription.plan);
    return {
      text: until
        ? t('settings.methods.retry.paid', { plan, date: until })
        : t('settings.methods.retry.paidNoDate', { plan }),
      declined: false,
    };
  }
  return {
    text: subscription.next_charge
      ? t('settings.methods.retry.declined', { date: format.billingDate(subscription.next_charge.at) })
      : t('settings.methods.retry.declinedLast'),
    declined: true,
  };
}
