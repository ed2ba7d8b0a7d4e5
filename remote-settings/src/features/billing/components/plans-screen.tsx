import {
  ApiError,
  Badge,
  Button,
  Card,
  Dialog,
  notify,
  paths,
  plainList,
  Skeleton,
  useDocumentTitle,
} from '@statusdeck/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { notifyFailure } from '../../../components/failure';
import { useFormat } from '../../../components/format';
import { metricLabel, planLabel } from '../../../components/labels';
import { LoadError } from '../../../components/load-error';
import { Reason, Section } from '../../../components/section';
import type { Exceeding, Plan } from '../../access/types';
import { useAccess } from '../../access/use-access';
import { useOrganization } from '../../organization/api';
import {
  exceedingOf,
  useDowngrade,
  useMakeDefault,
  usePaymentMethods,
  usePlans,
  useSubscribe,
  useSubscription,
} from '../api';
import { AddCardDialog } from './add-card-dialog';
import { cardLabel } from './payment-methods';
import { type PlanAction, PlanChangeDialog } from './plan-change-dialog';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  ${plainList}
`;

const PlanCard = styled(Card)<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  border-width: ${({ $current }) => ($current ? '2px' : '1px')};
  border-color: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
`;

const Title = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Limits = styled.ul`
  flex: 1;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ExceedList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const LIMIT_METRICS = [
  ['pages', 'pages'],
  ['components_per_page', 'components'],
  ['subscribers_per_page', 'subscribers'],
  ['members', 'members'],
  ['api_tokens', 'api_tokens'],
] as const;

type Action = PlanAction;

function ExceedsDialog({
  refused,
  onClose,
}: {
  refused: { plan: Plan; lines: Exceeding[] } | null;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Dialog
      open={refused !== null}
      onClose={onClose}
      role="alertdialog"
      title={t('settings.plans.exceeds.title', { plan: refused ? planLabel(t, refused.plan.name) : '' })}
      description={t('settings.plans.exceeds.description')}
      footer={<Button onClick={onClose}>{t('settings.plans.exceeds.close')}</Button>}
    >
      <ExceedList>
        {refused?.lines.map((line) => (
          <li key={line.metric}>
            {t('settings.plans.exceeds.line', {
              metric: metricLabel(t, line.metric),
              used: number.format(line.used),
              limit: number.format(line.limit),
            })}
          </li>
        ))}
      </ExceedList>
    </Dialog>
  );
}

/** /settings/subscription/plans: the three plans side by side; the owner upgrades or downgrades. */
export function PlansScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('settings.plans.documentTitle'));
  const format = useFormat();
  const number = new Intl.NumberFormat(i18n.language);
  const access = useAccess();
  const canBill = access.can('billing.manage');
  const plans = usePlans();
  const organization = useOrganization();
  const methods = usePaymentMethods(canBill);
  const subscription = useSubscription(canBill);
  const subscribe = useSubscribe();
  const makeDefault = useMakeDefault();
  const downgrade = useDowngrade();
  const reasonId = useId();
  const [confirming, setConfirming] = useState<Action | null>(null);
  // An upgrade that needs a new card: none yet, or the default one was declined.
  const [needsCard, setNeedsCard] = useState<{ plan: Plan; declined: string | null } | null>(null);
  const [refused, setRefused] = useState<{ plan: Plan; lines: Exceeding[] } | null>(null);

  const defaultCard = methods.data?.find((method) => method.is_default);
  const sorted = [...(plans.data ?? [])].sort((a, b) => a.price_cents - b.price_cents);
  const current = sorted.find((plan) => plan.name === organization.data?.plan);
  const price = (plan: Plan) =>
    plan.price_cents === 0
      ? t('settings.plans.freePrice')
      : t('settings.plans.price', { price: format.money(plan.price_cents, plan.currency) });

  /** `offerCard`: a missing or declined card opens the add-card dialog (not when that dialog is the caller). */
  const upgradeTo = async (plan: Plan, offerCard = true) => {
    try {
      await subscribe(plan.name);
    } catch (error) {
      if (offerCard && error instanceof ApiError && error.code === 'payment_method_required') {
        setConfirming(null);
        setNeedsCard({ plan, declined: null });
        return;
      }
      if (offerCard && error instanceof ApiError && error.code === 'card_declined' && defaultCard) {
        // Offer another card at once, instead of a toast and a dialog that can only try the same card.
        setConfirming(null);
        setNeedsCard({ plan, declined: cardLabel(t, defaultCard.brand, defaultCard.last4) });
        return;
      }
      notifyFailure(error, t);
      return;
    }
    notify({ title: t('settings.plans.upgraded', { plan: planLabel(t, plan.name) }) });
    setConfirming(null);
  };

  const downgradeTo = async (plan: Plan) => {
    let answer: Awaited<ReturnType<typeof downgrade>>;
    try {
      answer = await downgrade(plan.name);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'plan_usage_exceeds') {
        setConfirming(null);
        setRefused({ plan, lines: exceedingOf(error.body) });
        return;
      }
      notifyFailure(error, t);
      return;
    }
    const { period_end: end, plan: now } = answer.subscription;
    notify({
      title:
        now === plan.name || !end
          ? t('settings.plans.upgraded', { plan: planLabel(t, plan.name) })
          : t('settings.plans.downgraded', { plan: planLabel(t, plan.name), date: format.billingDate(end) }),
    });
    setConfirming(null);
  };

  const choose = (action: Action) => {
    // No default card yet: ask for one first, then subscribe with it.
    if (action.kind === 'upgrade' && methods.data && !defaultCard)
      setNeedsCard({ plan: action.plan, declined: null });
    else setConfirming(action);
  };

  let body = <Skeleton lines={6} label={t('settings.plans.loading')} />;
  const error = plans.error ?? organization.error;
  if (error) {
    body = (
      <LoadError
        title={t('settings.plans.loadError')}
        error={error}
        retry={() => {
          void plans.mutate();
          void organization.mutate();
        }}
      />
    );
  } else if (plans.data && organization.data && !access.isLoading) {
    body = (
      <Grid>
        {sorted.map((plan) => {
          const isCurrent = plan.name === current?.name;
          const kind = current && plan.price_cents > current.price_cents ? 'upgrade' : 'downgrade';
          const name = planLabel(t, plan.name);
          return (
            <li key={plan.name}>
              <PlanCard $current={isCurrent} data-testid={`plan-${plan.name}`}>
                <Title>
                  {name}
                  {isCurrent ? <Badge tone="info">{t('settings.plans.current')}</Badge> : null}
                </Title>
                <Price>{price(plan)}</Price>
                <Limits aria-label={t('settings.plans.limitsOf', { plan: name })}>
                  {LIMIT_METRICS.map(([limit, metric]) => (
                    <li key={limit}>
                      {t('settings.plans.limit', {
                        metric: metricLabel(t, metric),
                        value: number.format(plan.limits[limit]),
                      })}
                    </li>
                  ))}
                  <li>
                    {
                      // Private pages: the limit usage is measured against, as the server states it.
                      plan.usage_limits.private_pages > 0
                        ? t('settings.plans.limit', {
                            metric: metricLabel(t, 'private_pages'),
                            value: number.format(plan.usage_limits.private_pages),
                          })
                        : t('settings.plans.notIncluded', { metric: metricLabel(t, 'private_pages') })
                    }
                  </li>
                </Limits>
                {isCurrent ? null : subscription.data?.scheduled_plan === plan.name &&
                  subscription.data.period_end ? (
                  // Already chosen for the period's end: the subscription screen's "Keep …" undoes it.
                  <Badge tone="info">
                    {t('settings.plans.startsOn', { date: format.billingDate(subscription.data.period_end) })}
                  </Badge>
                ) : (
                  <Button
                    variant={kind === 'upgrade' ? 'primary' : 'secondary'}
                    disabled={!canBill || (canBill && !methods.data && !methods.error)}
                    aria-describedby={canBill ? undefined : reasonId}
                    onClick={() => choose({ kind, plan })}
                  >
                    {kind === 'upgrade'
                      ? t('settings.plans.upgrade', { plan: name })
                      : t('settings.plans.downgrade', { plan: name })}
                  </Button>
                )}
              </PlanCard>
            </li>
          );
        })}
      </Grid>
    );
  }

  return (
    <Section
      title={t('settings.plans.title')}
      description={t('settings.plans.description')}
      actions={<Link to={paths.settingsSubscription()}>{t('settings.plans.back')}</Link>}
    >
      {!access.isLoading && !canBill && !error ? (
        <Reason id={reasonId}>{t('settings.plans.ownerOnly')}</Reason>
      ) : null}
      {body}
      <PlanChangeDialog
        action={confirming}
        current={current?.name}
        defaultCard={defaultCard}
        onClose={() => setConfirming(null)}
        onConfirm={(next) => (next.kind === 'upgrade' ? upgradeTo(next.plan) : downgradeTo(next.plan))}
      />
      <AddCardDialog
        open={needsCard !== null}
        onClose={() => setNeedsCard(null)}
        title={t(needsCard?.declined ? 'settings.plans.cardDeclinedTitle' : 'settings.plans.cardNeededTitle')}
        description={t(
          needsCard?.declined
            ? 'settings.plans.cardDeclinedDescription'
            : 'settings.plans.cardNeededDescription',
          {
            card: needsCard?.declined ?? '',
            plan: needsCard ? planLabel(t, needsCard.plan.name) : '',
            price: needsCard ? format.money(needsCard.plan.price_cents, needsCard.plan.currency) : '',
          },
        )}
        submitLabel={t('settings.plans.addCardAndUpgrade')}
        onAdded={async (method) => {
          if (!needsCard) return;
          // The new card pays: a card added beside others is not the default by itself.
          if (!method.is_default) await makeDefault(method.id);
          await upgradeTo(needsCard.plan, false);
        }}
      />
      <ExceedsDialog refused={refused} onClose={() => setRefused(null)} />
    </Section>
  );
}
