import {
  type Api,
  BillingNoticeBanner,
  Button,
  EmptyState,
  Notice,
  paths,
  useReleaseConsoleShell,
} from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePermissions } from '../../../hooks/use-permissions';
import { type DashboardState, useDashboard } from '../hooks/use-dashboard';
import { CountCard } from './count-card';
import { DashboardSkeleton } from './dashboard-skeleton';
import { IncidentsLead } from './incidents-lead';
import { PageCard } from './page-card';
import { ReportIncidentButton } from './report-incident-button';
import { SettingsHint } from './settings-hint';
import { SetupChecklist, setupPending } from './setup-checklist';
import { WelcomeCard } from './welcome-card';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 64rem;
  min-width: 0;
`;

const Counts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

function CountCards({ dashboard, incidentsLink }: { dashboard: Api.Dashboard; incidentsLink: string }) {
  const { t } = useTranslation();
  return (
    <Counts>
      <CountCard
        testId="dashboard-status-pages"
        label={t('dashboard.statusPagesCount')}
        value={dashboard.counts.pages}
        loadingLabel={t('dashboard.loading')}
        to={paths.statusPages()}
      />
      <CountCard
        testId="dashboard-active-incidents"
        label={t('dashboard.activeIncidentsCount')}
        value={dashboard.counts.active_incidents}
        loadingLabel={t('dashboard.loading')}
        to={dashboard.counts.pages > 0 ? incidentsLink : undefined}
      />
    </Counts>
  );
}

function StatusPages({ pages }: { pages: readonly Api.DashboardPage[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const canReport = can('incidents.edit');
  if (pages.length === 0) {
    return (
      <EmptyState
        title={t('dashboard.emptyTitle')}
        description={t('dashboard.emptyDescription')}
        action={
          can('pages.create') ? (
            <Button onClick={() => navigate(paths.addStatusPage())}>{t('dashboard.emptyAction')}</Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <Section aria-labelledby="dashboard-pages-title">
      <SectionHeader>
        <SectionTitle id="dashboard-pages-title">{t('dashboard.pagesTitle')}</SectionTitle>
        {canReport ? <ReportIncidentButton pages={pages} /> : null}
      </SectionHeader>
      {pages.map((page) => (
        <PageCard key={page.id} page={page} canReport={canReport} />
      ))}
    </Section>
  );
}

function DashboardPending({ dashboard }: { dashboard: Exclude<DashboardState, { state: 'ready' }> }) {
  const { t } = useTranslation();
  if (dashboard.state === 'loading') return <DashboardSkeleton />;
  return (
    <div role="alert">
      <Notice
        title={t('dashboard.loadErrorTitle')}
        description={t('dashboard.loadErrorDescription')}
        action={<Button onClick={dashboard.retry}>{t('dashboard.retry')}</Button>}
      />
    </div>
  );
}

function ReadyDashboard({ dashboard, incidentsLink }: { dashboard: Api.Dashboard; incidentsLink: string }) {
  const { can } = usePermissions();
  return (
    <>
      <CountCards dashboard={dashboard} incidentsLink={incidentsLink} />
      {setupPending(dashboard.pages) ? <SetupChecklist pages={dashboard.pages} can={can} /> : null}
      <StatusPages pages={dashboard.pages} />
    </>
  );
}

/**
 * The console's home screen, from one request: open incidents lead while there are any, then (for an
 * owner) a failing payment or the move to Free, the greeting, the counts, the setup checklist of a new organisation and every page with its status.
 */
export function DashboardView() {
  const dashboard = useDashboard();
  const ready = dashboard.state === 'ready' ? dashboard.dashboard : undefined;
  // The server's copy of this screen (if the page came with one) stays until this one has its content.
  useReleaseConsoleShell(dashboard.state !== 'loading');
  // The welcome card keeps its place in every state, so it is not drawn again when the data arrives.
  return (
    <Stack>
      {ready ? <IncidentsLead pages={ready.pages} /> : null}
      {ready?.billing ? <BillingNoticeBanner notice={ready.billing} /> : null}
      <WelcomeCard
        greeting={ready?.greeting}
        memberRole={ready?.role}
        hasPages={(ready?.pages.length ?? 0) > 0}
      />
      {dashboard.state === 'ready' ? (
        <ReadyDashboard dashboard={dashboard.dashboard} incidentsLink={dashboard.incidentsLink} />
      ) : (
        <DashboardPending dashboard={dashboard} />
      )}
      <SettingsHint />
    </Stack>
  );
}
