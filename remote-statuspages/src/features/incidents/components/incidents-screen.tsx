import { Button, EmptyState, paths, Skeleton } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePage } from '../../../api/get-page';
import { TabHeading, TabToolbar } from '../../../components/tab-toolbar';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePermissions } from '../../../hooks/use-permissions';
import { useOpenIncidents } from '../api/get-incidents';
import { useIncidentHistoryPages } from '../hooks/use-incident-history-pages';
import { IncidentHistory } from './incident-history';
import { IncidentList } from './incident-list';
import { IncidentsProblem } from './incidents-problem';
import { ReportActions } from './report-actions';

const SEARCH_DELAY_MS = 300;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;

const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /statuspages/:id/incidents: what is happening now, what is planned, then what happened. */
export function IncidentsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: pageId = '' } = useParams();
  const { data: page } = usePage(pageId);
  usePageDocumentTitle(t('pageIncidents.title'), page?.name);
  const editable = usePermissions().can('incidents.edit');
  const active = useOpenIncidents(pageId, 'incident');
  const maintenance = useOpenIncidents(pageId, 'maintenance');
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const history = useIncidentHistoryPages(pageId, q);
  const error = active.error ?? maintenance.error ?? (history.pages ? undefined : history.error);

  const retry = () => {
    void active.mutate();
    void maintenance.mutate();
    history.retry();
  };
  const activeRows = active.data?.incidents ?? [];
  const windows = maintenance.data?.incidents ?? [];
  const inProgress = windows.filter((incident) => incident.status !== 'scheduled');
  // Soonest first: the next window is the one to prepare for.
  const upcoming = windows
    .filter((incident) => incident.status === 'scheduled')
    .sort((a, b) => (a.scheduled_for ?? '').localeCompare(b.scheduled_for ?? ''));
  const past = history.pages?.flatMap((entry) => entry.incidents) ?? [];
  const loaded = active.data && maintenance.data && history.pages;

  let body = <Skeleton lines={6} label={t('pageIncidents.loading')} />;
  if (error) {
    body = <IncidentsProblem error={error} retry={retry} />;
  } else if (loaded && !q && activeRows.length + windows.length + past.length === 0) {
    body = (
      <EmptyState
        title={t('pageIncidents.emptyTitle')}
        description={t('pageIncidents.emptyDescription')}
        action={
          editable ? (
            <Button onClick={() => navigate(paths.addIncident(pageId))}>{t('pageIncidents.report')}</Button>
          ) : undefined
        }
        headingLevel={3}
      />
    );
  } else if (loaded) {
    body = (
      <>
        <Section aria-labelledby="incidents-active">
          <SectionTitle id="incidents-active">{t('pageIncidents.activeTitle')}</SectionTitle>
          {activeRows.length > 0 ? (
            <IncidentList
              pageId={pageId}
              incidents={activeRows}
              moment="started"
              label={t('pageIncidents.activeTitle')}
            />
          ) : (
            <Quiet>{t('pageIncidents.noActive')}</Quiet>
          )}
        </Section>
        {inProgress.length > 0 ? (
          <Section aria-labelledby="incidents-in-progress">
            <SectionTitle id="incidents-in-progress">
              {t('pageIncidents.maintenanceInProgressTitle')}
            </SectionTitle>
            <IncidentList
              pageId={pageId}
              incidents={inProgress}
              moment="ends"
              label={t('pageIncidents.maintenanceInProgressTitle')}
            />
          </Section>
        ) : null}
        <Section aria-labelledby="incidents-upcoming">
          <SectionTitle id="incidents-upcoming">{t('pageIncidents.upcomingTitle')}</SectionTitle>
          {upcoming.length > 0 ? (
            <IncidentList
              pageId={pageId}
              incidents={upcoming}
              moment="starts"
              label={t('pageIncidents.upcomingTitle')}
            />
          ) : (
            <Quiet>{t('pageIncidents.noUpcoming')}</Quiet>
          )}
        </Section>
        <IncidentHistory
          pageId={pageId}
          rows={past}
          hasMore={history.nextCursor !== null}
          loadingMore={history.loadingMore}
          onLoadMore={() => void history.loadMore()}
          query={query}
          onQueryChange={setQuery}
          searching={q !== ''}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="page-incidents-heading">
      <TabToolbar>
        <TabHeading id="page-incidents-heading">{t('pageIncidents.title')}</TabHeading>
        {editable ? <ReportActions pageId={pageId} /> : null}
      </TabToolbar>
      {body}
    </section>
  );
}
