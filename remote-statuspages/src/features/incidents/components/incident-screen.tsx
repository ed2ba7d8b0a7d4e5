import { Card, PageHeader, paths, Skeleton } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useComponentGroups } from '../../../api/get-component-groups';
import { useComponents } from '../../../api/get-components';
import { usePage } from '../../../api/get-page';
import { isNotFound } from '../../../api/page-errors';
import { PageTimeZoneProvider } from '../../../components/clock';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { usePermissions } from '../../../hooks/use-permissions';
import { resolves } from '../../../lib/incident-status-labels';
import { useIncident } from '../api/get-incident';
import { AffectedComponents } from './affected-components';
import { DeleteIncidentButton } from './delete-incident-button';
import { EditDetailsButton } from './edit-details-dialog';
import { IncidentSummary } from './incident-summary';
import { IncidentsProblem } from './incidents-problem';
import { ResolveButton } from './resolve-button';
import { Timeline } from './timeline';
import { UpdateComposer } from './update-composer';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 56rem;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** /statuspages/:pageId/incidents/:id: the incident, its timeline, and the next update. */
export function IncidentScreen() {
  const { t } = useTranslation();
  const { pageId = '', id = '' } = useParams();
  const incident = useIncident(pageId, id);
  const page = usePage(pageId);
  const components = useComponents(pageId);
  const groups = useComponentGroups(pageId);
  const editable = usePermissions().can('incidents.edit');
  usePageDocumentTitle(incident.data?.name ?? t('pageIncidents.detail.documentTitle'), page.data?.name);
  const back = {
    to: paths.statusPageIncidents(pageId),
    label: page.data
      ? t('pageIncidents.backToPage', { page: page.data.name })
      : t('pageIncidents.backToIncidents'),
  };
  const error = incident.error ?? page.error;

  if (error) {
    return (
      <>
        {isNotFound(error) ? null : (
          <PageHeader title={t('pageIncidents.detail.documentTitle')} back={back} />
        )}
        <IncidentsProblem
          error={error}
          notFoundTitle={t('pageIncidents.detail.notFoundTitle')}
          backTo={back}
          retry={() => {
            void incident.mutate();
            void page.mutate();
          }}
        />
      </>
    );
  }
  if (!incident.data || !page.data) return <Skeleton lines={8} label={t('pageIncidents.detail.loading')} />;

  const current = incident.data;
  const timeZone = page.data.time_zone;
  return (
    <PageTimeZoneProvider zone={timeZone}>
      <PageHeader
        title={current.name}
        back={back}
        description={<IncidentSummary incident={current} />}
        actions={
          editable ? (
            <>
              <EditDetailsButton pageId={pageId} incident={current} language={page.data.default_language} />
              {resolves(current.status) ? null : (
                <ResolveButton pageId={pageId} incident={current} language={page.data.default_language} />
              )}
              <DeleteIncidentButton pageId={pageId} incident={current} />
            </>
          ) : undefined
        }
      />
      <Layout>
        <AffectedComponents affected={current.components} />
        {editable && components.data && groups.data ? (
          <Card>
            <Heading>{t('pageIncidents.detail.composer')}</Heading>
            <UpdateComposer
              pageId={pageId}
              incident={current}
              language={page.data.default_language}
              components={components.data}
              groups={groups.data}
            />
          </Card>
        ) : null}
        <section aria-labelledby="incident-timeline">
          <Heading id="incident-timeline">{t('pageIncidents.detail.timeline')}</Heading>
          <Timeline
            pageId={pageId}
            incident={current}
            timeZone={timeZone}
            editable={editable}
            language={page.data.default_language}
          />
        </section>
      </Layout>
    </PageTimeZoneProvider>
  );
}
