import { Badge, Button, Card, EmptyState, paths, Skeleton, useDocumentTitle } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFormat } from '../../../components/format';
import { planLabel } from '../../../components/labels';
import { LoadError } from '../../../components/load-error';
import { Reason, Section } from '../../../components/section';
import { useAccess } from '../../access/use-access';
import { useOrganization } from '../../organization/api';
import { useInvoices, usePaymentMethods, usePlans, useUsage } from '../api';
import { AddCardDialog } from './add-card-dialog';
import { BillingDetailsSection } from './billing-details-section';
import { DeclinedCharges } from './declined-charges';
import { InvoicesTable } from './invoices-table';
import { PaymentMethodsTable } from './payment-methods';
import { RenewalDetails } from './renewal-details';
import { UsageBars } from './usage-bars';

const PlanCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const PlanName = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function PlanSection({ canBill }: { canBill: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const organization = useOrganization();
  const usage = useUsage();
  const plans = usePlans();
  const error = organization.error ?? usage.error;
  const planName = organization.data?.plan ?? usage.data?.plan.name;
  const plan = plans.data?.find((entry) => entry.name === planName) ?? usage.data?.plan;
  let body = <Skeleton lines={4} label={t('settings.subscription.loading')} />;
  if (error) {
    body = (
      <LoadError
        title={t('settings.subscription.loadError')}
        error={error}
        retry={() => {
          void organization.mutate();
          void usage.mutate();
          void plans.mutate();
        }}
      />
    );
  } else if (usage.data && plan) {
    body = (
      <>
        <PlanCard>
          <div>
            <PlanName>
              {t('settings.subscription.planName', { plan: planLabel(t, plan.name) })}
              <Badge tone="info">{t('settings.plans.current')}</Badge>
            </PlanName>
            <Price>
              {plan.price_cents === 0
                ? t('settings.plans.freePrice')
                : t('settings.plans.price', { price: format.money(plan.price_cents, plan.currency) })}
            </Price>
          </div>
          <Link to={paths.settingsPlans()}>{t('settings.subscription.comparePlans')}</Link>
        </PlanCard>
        {canBill ? <RenewalDetails /> : null}
        <Subheading>{t('settings.usage.title')}</Subheading>
        <UsageBars metrics={usage.data.metrics} plan={plan.name} />
      </>
    );
  }
  return (
    <Section title={t('settings.subscription.title')} description={t('settings.subscription.description')}>
      {body}
    </Section>
  );
}

function MethodsSection({ paidPlan }: { paidPlan: boolean }) {
  const { t } = useTranslation();
  const methods = usePaymentMethods(true);
  const [adding, setAdding] = useState(false);
  const addButton = <Button onClick={() => setAdding(true)}>{t('settings.methods.add')}</Button>;
  let body = <Skeleton lines={3} label={t('settings.methods.loading')} />;
  if (methods.error) {
    body = (
      <LoadError
        title={t('settings.methods.loadError')}
        error={methods.error}
        retry={() => void methods.mutate()}
      />
    );
  } else if (methods.data && methods.data.length === 0) {
    body = (
      <EmptyState
        title={t('settings.methods.emptyTitle')}
        description={t('settings.methods.emptyDescription')}
        headingLevel={3}
        action={addButton}
      />
    );
  } else if (methods.data) {
    body = (
      <>
        <PaymentMethodsTable methods={methods.data} />
        {paidPlan ? <Reason>{t('settings.methods.defaultNote')}</Reason> : null}
      </>
    );
  }
  return (
    <Section
      title={t('settings.methods.title')}
      description={t('settings.methods.description')}
      actions={methods.data && methods.data.length > 0 ? addButton : undefined}
    >
      {body}
      <AddCardDialog open={adding} onClose={() => setAdding(false)} />
    </Section>
  );
}

function InvoicesSection() {
  const { t } = useTranslation();
  const invoices = useInvoices(true);
  let body = <Skeleton lines={3} label={t('settings.invoices.loading')} />;
  if (invoices.error) {
    body = (
      <LoadError
        title={t('settings.invoices.loadError')}
        error={invoices.error}
        retry={() => void invoices.mutate()}
      />
    );
  } else if (invoices.data && invoices.data.length === 0) {
    body = (
      <EmptyState
        title={t('settings.invoices.emptyTitle')}
        description={t('settings.invoices.emptyDescription')}
        headingLevel={3}
        action={<Link to={paths.settingsPlans()}>{t('settings.upgradeLink')}</Link>}
      />
    );
  } else if (invoices.data) {
    body = <InvoicesTable invoices={invoices.data} />;
  }
  return (
    <Section title={t('settings.invoices.title')}>
      {body}
      <DeclinedCharges />
    </Section>
  );
}

/** /settings/subscription: the plan and its price, usage against its limits, cards, billing details and invoices. */
export function SubscriptionScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.subscription.documentTitle'));
  const access = useAccess();
  const organization = useOrganization();
  const canBill = access.can('billing.manage');
  return (
    <>
      <PlanSection canBill={!access.isLoading && canBill} />
      {access.isLoading ? null : canBill ? (
        <>
          <MethodsSection paidPlan={organization.data ? organization.data.plan !== 'free' : false} />
          <BillingDetailsSection />
          <InvoicesSection />
        </>
      ) : (
        <Section title={t('settings.methods.title')}>
          <Reason>{t('settings.subscription.ownerOnly')}</Reason>
        </Section>
      )}
    </>
  );
}
