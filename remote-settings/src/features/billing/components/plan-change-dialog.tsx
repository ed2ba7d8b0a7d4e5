import { ConfirmDialog, Dialog, Skeleton } from '@statusdeck/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../components/format';
import { metricLabel, planLabel } from '../../../components/labels';
import { LoadError } from '../../../components/load-error';
import type { PaymentMethod, Plan, PlanName, PlanQuote } from '../../access/types';
import { useQuote } from '../api';
import { cardLabel } from './payment-methods';

export type PlanAction = { kind: 'upgrade' | 'downgrade'; plan: Plan };

const Words = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Beyond = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
`;

type Props = {
  action: PlanAction | null;
  current: PlanName | undefined;
  defaultCard: PaymentMethod | undefined;
  onClose(): void;
  onConfirm(action: PlanAction): Promise<void>;
};

/** What the dialog says, from the server's quote: the amount charged now and when the change takes effect. */
function QuoteWords({
  quote,
  action,
  current,
  defaultCard,
  t,
  format,
}: {
  quote: PlanQuote;
  action: PlanAction;
  current: PlanName | undefined;
  defaultCard: PaymentMethod | undefined;
  t: TFunction;
  format: ReturnType<typeof useFormat>;
}) {
  const number = new Intl.NumberFormat();
  const plan = planLabel(t, action.plan.name);
  const price = format.money(action.plan.price_cents, action.plan.currency);
  const amount = format.money(quote.amount_now_cents);
  const date = format.billingDate(quote.next_charge?.at ?? quote.effective_at);
  const currentName = current ? planLabel(t, current) : '';
  let text: string;
  if (quote.change === 'upgrade') {
    text = defaultCard
      ? t('settings.plans.confirmUpgradeDescription', {
          card: cardLabel(t, defaultCard.brand, defaultCard.last4),
          amount,
          plan,
          date,
          price,
        })
      : t('settings.plans.confirmUpgradeDefaultCard', { amount, plan, date, price });
  } else {
    const key =
      quote.change === 'cancel'
        ? 'settings.plans.confirmCancelDescription'
        : 'settings.plans.confirmDowngradeDescription';
    text = t(key, { current: currentName, date: format.billingDate(quote.effective_at), plan, price });
  }
  const prorated = quote.change === 'upgrade' && quote.amount_now_cents !== action.plan.price_cents;
  return (
    <Words>
      <p>{text}</p>
      {prorated ? <p>{t('settings.plans.prorationNote', { amount })}</p> : null}
      {quote.change !== 'upgrade' && quote.exceeding.length > 0 ? (
        <>
          <p>{t('settings.plans.beyondLimits', { plan })}</p>
          <Beyond>
            {quote.exceeding.map((line) => (
              <li key={line.metric}>
                {t('settings.plans.exceeds.line', {
                  metric: metricLabel(t, line.metric),
                  used: number.format(line.used),
                  limit: number.format(line.limit),
                })}
              </li>
            ))}
          </Beyond>
        </>
      ) : null}
    </Words>
  );
}

/**
 * "Upgrade to Pro?" with what is charged now (the server's quote: the difference for the days left, or the
 * full price from Free) and from when the plan's price recurs; "Downgrade to Free?" with the day it takes
 * effect. While the quote loads or fails, nothing can be confirmed.
 */
export function PlanChangeDialog({ action, current, defaultCard, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const quote = useQuote(action ? action.plan.name : null);
  const plan = action ? planLabel(t, action.plan.name) : '';
  const upgrade = action?.kind === 'upgrade';
  const title = upgrade
    ? t('settings.plans.confirmUpgradeTitle', { plan })
    : t('settings.plans.confirmDowngradeTitle', { plan });
  if (action && !quote.data) {
    return (
      <Dialog open onClose={onClose} title={title}>
        {quote.error ? (
          <LoadError
            title={t('settings.plans.quoteError')}
            error={quote.error}
            retry={() => void quote.mutate()}
          />
        ) : (
          <Skeleton lines={2} label={t('settings.plans.quoteLoading')} />
        )}
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open={action !== null}
      onClose={onClose}
      onConfirm={() => (action ? onConfirm(action) : undefined)}
      title={title}
      description={
        action && quote.data ? (
          <QuoteWords
            quote={quote.data}
            action={action}
            current={current}
            defaultCard={defaultCard}
            t={t}
            format={format}
          />
        ) : undefined
      }
      confirmLabel={upgrade ? t('settings.plans.upgrade', { plan }) : t('settings.plans.downgrade', { plan })}
      destructive={!upgrade}
    />
  );
}
