import { Button, Notice, paths, Spinner } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDashboardCounts } from '../hooks/use-dashboard-counts';
import { CountCard } from './count-card';
import { SettingsHint } from './settings-hint';
import { WelcomeCard } from './welcome-card';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 64rem;
`;

const Counts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

function DashboardCounts() {
  const { t } = useTranslation();
  const counts = useDashboardCounts();

  if (counts.state === 'loading') return <Spinner label={t('dashboard.loading')} />;
  if (counts.state === 'error') {
    return (
      <div role="alert">
        <Notice
          title={t('dashboard.loadErrorTitle')}
          description={t('dashboard.loadErrorDescription')}
          action={<Button onClick={counts.retry}>{t('dashboard.retry')}</Button>}
        />
      </div>
    );
  }
  return (
    <>
      <Counts>
        <CountCard
          testId="dashboard-status-pages"
          label={t('dashboard.statusPagesCount')}
          value={counts.pages}
          loadingLabel={t('dashboard.loading')}
          to={paths.statusPages()}
        />
        <CountCard
          testId="dashboard-active-incidents"
          label={t('dashboard.activeIncidentsCount')}
          value={counts.activeIncidents}
          loadingLabel={t('dashboard.loading')}
        />
      </Counts>
      {counts.pages === 0 && (
        <Notice
          title={t('dashboard.emptyTitle')}
          description={t('dashboard.emptyDescription')}
          action={<Link to={paths.statusPages()}>{t('dashboard.emptyAction')}</Link>}
        />
      )}
    </>
  );
}

export function DashboardView() {
  return (
    <Stack>
      <WelcomeCard />
      <DashboardCounts />
      <SettingsHint />
    </Stack>
  );
}
