import { Button, EmptyState, paths, Skeleton } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { usePage } from '../../../api/get-page';
import { TabHeading, TabToolbar } from '../../../components/tab-toolbar';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePermissions } from '../../../hooks/use-permissions';
import { useOpenIncidents } from '../api/get-incidents';
import type { Incident } from '../api/types';
import { useIncidentHistoryPages } from '../hooks/use-incident-history-pages';
import { IncidentHistory } from './incident-history';
import { IncidentList, type RowMoment } from './incident-list';
import { IncidentSection, Quiet } from './incident-section';
import { IncidentsProblem } from './incidents-problem';
import { ReportActions } from './report-actions';

const SEARCH_DELAY_MS = 300;

type ListSectionProps = {
  id: string;
  title: string;
  pageId: string;
  incidents: readonly Incident[];
  moment: RowMoment;
  /** Said when there are none; a section without it is only shown with rows. */
  empty?: string;
};

function ListSection({ id, title, pageId, incidents, moment, empty }: ListSectionProps) {
  return (
    <IncidentSection id={id} title={title}>
      {incidents.length > 0 ? (
        <IncidentList pageId={pageId} incidents={incidents} moment={moment} label={title} />
      ) : (
        <Quiet>{empty}</Quiet>
      )}
    </IncidentSection>
  );
}

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
    const sections: Omit<ListSectionProps, 'pageId'>[] = [
      {
        id: 'incidents-active',
        title: t('pageIncidents.activeTitle'),
        incidents: activeRows,
        moment: 'started',
        empty: t('pageIncidents.noActive'),
      },
      {
        id: 'incidents-in-progress',
        title: t('pageIncidents.maintenanceInProgressTitle'),
        incidents: inProgress,
        moment: 'ends',
      },
      {
        id: 'incidents-upcoming',
        title: t('pageIncidents.upcomingTitle'),
        incidents: upcoming,
        moment: 'starts',
        empty: t('pageIncidents.noUpcoming'),
      },
    ];
    body = (
      <>
        {sections
          .filter((section) => section.empty !== undefined || section.incidents.length > 0)
          .map((section) => (
            <ListSection key={section.id} pageId={pageId} {...section} />
          ))}
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
