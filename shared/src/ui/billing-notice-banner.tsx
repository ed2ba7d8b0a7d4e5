import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Subscription } from '../api/contract.gen';
import { paths } from '../routes/paths';
import { formatBillingDate, localeOf } from '../time/clock.cjs';
import { Banner } from './banner';
import { planLabel } from './plan-label';

export type BillingNotice = NonNullable<Subscription['notice']>;

/**
 * What the owner is told about billing wherever they look first (the dashboard, above every settings
 * section): a renewal that is failing (when it is tried next, how to pay now) or the move to Free after the
 * last try failed (what it means, how to get the plan back). The server decides which (`notice`).
 */
export function BillingNoticeBanner({ notice }: { notice: BillingNotice }) {
  const { t, i18n } = useTranslation();
  const date = formatBillingDate(notice.at, i18n.language);
  if (notice.kind === 'renewal_failing') {
    // The mails' list of days, in the same locale as every date ("1, 3 and 5" in British English).
    const days = new Intl.ListFormat(localeOf(i18n.language), { type: 'conjunction' }).format(
      notice.retry_days.map(String),
    );
    return (
      <Banner variant="error">
        <strong>{t('settings.subscription.failedTitle', { plan: planLabel(t, notice.plan) })}</strong>{' '}
        {t('settings.subscription.failed', { date, days })}{' '}
        <Link to={paths.settingsSubscription()}>{t('settings.subscription.updateCard')}</Link>
      </Banner>
    );
  }
  return (
    <Banner variant="error">
      <strong>{t('settings.subscription.lapsedTitle', { date })}</strong> {t('settings.subscription.lapsed')}{' '}
      <Link to={paths.settingsPlans()}>{t('settings.subscription.seePlans')}</Link>
    </Banner>
  );
}
