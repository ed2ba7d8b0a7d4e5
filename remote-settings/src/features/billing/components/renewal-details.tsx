import { Button, ConfirmDialog, notify, Skeleton } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { notifyFailure } from '../../../components/failure';
import { useFormat } from '../../../components/format';
import { planLabel } from '../../../components/labels';
import { LoadError } from '../../../components/load-error';
import type { Subscription } from '../../access/types';
import { useSubscription, useSubscriptionChange } from '../api';
import { cardLabel } from './payment-methods';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Line = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The sentence about what happens next: the next charge, the end after a cancellation, a downgrade. */
function nextLine(
  subscription: Subscription,
  t: ReturnType<typeof useTranslation>['t'],
  format: ReturnType<typeof useFormat>,
) {
  const { next_charge: next, card } = subscription;
  if (subscription.ends_at)
    return t('settings.subscription.endsOn', { date: format.billingDate(subscription.ends_at) });
  if (!next) return null;
  const amount = format.money(next.amount_cents);
  const date = format.billingDate(next.at);
  if (subscription.scheduled_plan && subscription.period_end) {
    return t('settings.subscription.scheduled', {
      plan: planLabel(t, subscription.scheduled_plan),
      date: format.billingDate(subscription.period_end),
      amount,
    });
  }
  return card
    ? t('settings.subscription.nextCharge', { amount, date, card: cardLabel(t, card.brand, card.last4) })
    : t('settings.subscription.nextChargeNoCard', { amount, date });
}

/**
 * Under the plan, for the owner: the next charge and the card it uses, or "Ends on …" with Resume after a
 * cancellation, a scheduled downgrade with a way to keep the plan, and Cancel.
 */
export function RenewalDetails() {
  const { t } = useTranslation();
  const format = useFormat();
  const subscription = useSubscription(true);
  const change = useSubscriptionChange();
  const [cancelling, setCancelling] = useState(false);
  if (subscription.error) {
    return (
      <LoadError
        title={t('settings.subscription.billingLoadError')}
        error={subscription.error}
        retry={() => void subscription.mutate()}
      />
    );
  }
  const data = subscription.data;
  if (!data) return <Skeleton lines={1} label={t('settings.subscription.billingLoading')} />;
  if (data.plan === 'free' || !data.period_end) return null;
  const plan = planLabel(t, data.plan);
  const periodEnd = format.billingDate(data.period_end);
  const resume = async () => {
    try {
      await change('resume');
    } catch (error) {
      notifyFailure(error, t);
      return;
    }
    notify({ title: t('settings.subscription.resumed', { plan }) });
  };
  const cancel = async () => {
    try {
      await change('cancel');
    } catch (error) {
      notifyFailure(error, t);
      return;
    }
    notify({ title: t('settings.subscription.cancelled', { plan, date: periodEnd }) });
    setCancelling(false);
  };
  let action = (
    <Button variant="secondary" onClick={() => setCancelling(true)}>
      {t('settings.subscription.cancel')}
    </Button>
  );
  if (data.ends_at) action = <Button onClick={resume}>{t('settings.subscription.resume')}</Button>;
  else if (data.scheduled_plan) {
    action = <Button onClick={resume}>{t('settings.subscription.keepPlan', { plan })}</Button>;
  }
  return (
    <Row data-testid="renewal">
      <Line>{nextLine(data, t, format)}</Line>
      {action}
      <ConfirmDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        onConfirm={cancel}
        title={t('settings.subscription.cancelTitle', { plan })}
        description={t('settings.subscription.cancelDescription', { plan, date: periodEnd })}
        confirmLabel={t('settings.subscription.cancelConfirm')}
        cancelLabel={t('settings.subscription.cancelKeep')}
        destructive
      />
    </Row>
  );
}
