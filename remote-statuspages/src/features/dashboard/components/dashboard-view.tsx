import { Button, EmptyState, Notice, paths, Spinner } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePermissions } from '../../../hooks/use-permissions';
import { type DashboardCounts as CountsState, useDashboardCounts } from '../hooks/use-dashboard-counts';
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

function DashboardCounts({ counts }: { counts: CountsState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = usePermissions();

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
          to={counts.pages > 0 ? counts.incidentsLink : undefined}
        />
      </Counts>
      {counts.pages === 0 && (
        <EmptyState
          title={t('dashboard.emptyTitle')}
          description={t('dashboard.emptyDescription')}
          action={
            can('pages.create') ? (
              <Button onClick={() => navigate(paths.addStatusPage())}>{t('dashboard.emptyAction')}</Button>
            ) : undefined
          }
        />
      )}
    </>
  );
}

export function DashboardView() {
  const counts = useDashboardCounts();
  return (
    <Stack>
      <WelcomeCard pages={counts.state === 'ready' ? counts.pages : undefined} />
      <DashboardCounts counts={counts} />
      <SettingsHint />
    </Stack>
  );
}
