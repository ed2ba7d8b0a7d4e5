import { Card, Notice, PageHeader, paths, Skeleton } from '@statusdeck/shared';
import { useSubmitHandler } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useComponentGroups } from '../../../api/get-component-groups';
import { useComponents } from '../../../api/get-components';
import { usePage } from '../../../api/get-page';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { usePermissions } from '../../../hooks/use-permissions';
import { otherLanguages } from '../../../lib/languages';
import { useIncidentTemplates } from '../../incident-templates/api/templates';
import { useCreateIncident } from '../api/create-incident';
import type { Incident, IncidentKind } from '../api/types';
import { newReport, type ReportValues, reportInput } from '../incident-rules';
import { IncidentsProblem } from './incidents-problem';
import { ReportForm } from './report-form';

const Switch = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** /statuspages/:id/incidents/add (`?kind=maintenance` for a maintenance window). */
export function AddIncidentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: pageId = '' } = useParams();
  const [search] = useSearchParams();
  const kind: IncidentKind = search.get('kind') === 'maintenance' ? 'maintenance' : 'incident';
  const title =
    kind === 'maintenance' ? t('pageIncidents.add.maintenanceTitle') : t('pageIncidents.add.incidentTitle');
  const page = usePage(pageId);
  usePageDocumentTitle(title, page.data?.name);
  const components = useComponents(pageId);
  const groups = useComponentGroups(pageId);
  // Templates are a help: a failure to load them leaves the form without its picker, never blocks a report.
  const templates = useIncidentTemplates(pageId);
  const { can, isLoading: permissionsLoading } = usePermissions();
  const createIncident = useCreateIncident(pageId);
  const timeZone = page.data?.time_zone ?? 'UTC';
  const onSubmit = useSubmitHandler<ReportValues, Incident>({
    request: (values) => createIncident(reportInput(values, timeZone)),
    successMessage:
      kind === 'maintenance' ? t('pageIncidents.add.scheduled') : t('pageIncidents.add.reported'),
    failureDisplay: 'banner',
    onSuccess: (incident) => navigate(paths.incident(pageId, incident.id)),
  });
  const back = () => navigate(paths.statusPageIncidents(pageId));
  const error = page.error ?? components.error ?? groups.error;

  let body = <Skeleton lines={10} label={t('pageIncidents.add.loading')} />;
  if (error) {
    body = (
      <IncidentsProblem
        error={error}
        retry={() => {
          void page.mutate();
          void components.mutate();
          void groups.mutate();
        }}
      />
    );
  } else if (!permissionsLoading && !can('incidents.edit')) {
    body = (
      <Notice
        title={t('pageIncidents.notAllowedTitle')}
        description={t('pageIncidents.notAllowedDescription')}
      />
    );
  } else if (
    page.data &&
    components.data &&
    groups.data &&
    (templates.data || templates.error) &&
    !permissionsLoading
  ) {
    body = (
      <Card>
        <ReportForm
          key={kind}
          pageId={pageId}
          timeZone={timeZone}
          language={page.data.default_language}
          initialValues={newReport(kind, otherLanguages(page.data.default_language))}
          components={components.data}
          groups={groups.data}
          templates={templates.data ?? []}
          onSubmit={onSubmit}
          onCancel={back}
        />
      </Card>
    );
  }

  const other =
    kind === 'maintenance' ? paths.addIncident(pageId) : `${paths.addIncident(pageId)}?kind=maintenance`;
  return (
    <>
      <PageHeader
        title={title}
        back={{
          to: paths.statusPageIncidents(pageId),
          label: page.data
            ? t('pageIncidents.backToPage', { page: page.data.name })
            : t('pageIncidents.backToIncidents'),
        }}
      />
      {error ? null : (
        <Switch>
          <Link to={other}>
            {kind === 'maintenance'
              ? t('pageIncidents.add.switchToIncident')
              : t('pageIncidents.add.switchToMaintenance')}
          </Link>
        </Switch>
      )}
      {body}
    </>
  );
}
