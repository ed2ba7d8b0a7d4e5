import { Card, Skeleton } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';

/** The shape of the page cards on their way; screen readers hear "Loading the dashboard…" once. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Card data-testid="dashboard-skeleton">
      <Skeleton lines={4} label={t('dashboard.loadingDashboard')} />
    </Card>
  );
}
