import { ApiError, Card, Notice, PageHeader, paths, Skeleton } from '@statusdeck/shared';
import { useSubmitHandler } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { PageComponent } from '../../../api/component-types';
import { useComponentGroups } from '../../../api/get-component-groups';
import { usePage } from '../../../api/get-page';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { usePermissions } from '../../../hooks/use-permissions';
import { useComponent } from '../api/get-component';
import { useUpdateComponent } from '../api/update-component';
import { ComponentForm } from './component-form';
import { type ComponentValues, changesOf, valuesOf } from './component-rules';
import { DeleteComponentButton } from './delete-component-button';
import { LoadProblem } from './load-problem';

/** /statuspages/:pageId/components/:componentId/edit: every field of one component, and its deletion. */
export function EditComponentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pageId = '', componentId = '' } = useParams();
  const component = useComponent(pageId, componentId);
  const groups = useComponentGroups(pageId);
  const page = usePage(pageId);
  usePageDocumentTitle(
    component.data
      ? t('pageComponents.edit.documentTitle', { name: component.data.name })
      : t('pageComponents.edit.title'),
    page.data?.name,
  );
  const { can, isLoading: permissionsLoading } = usePermissions();
  const updateComponent = useUpdateComponent(pageId);
  const back = () => navigate(paths.statusPage(pageId));
  const initial = component.data ? valuesOf(component.data) : undefined;
  const onSubmit = useSubmitHandler<ComponentValues, PageComponent | undefined>({
    request: async (values) => {
      const changes = initial ? changesOf(initial, values) : {};
      return Object.keys(changes).length > 0 ? updateComponent(componentId, changes) : undefined;
    },
    successMessage: t('pageComponents.edit.saved'),
    onSuccess: back,
  });

  const error = component.error ?? groups.error;
  let body = <Skeleton lines={8} label={t('pageComponents.form.loading')} />;
  if (error) {
    const retry = () => {
      void component.mutate();
      void groups.mutate();
    };
    const notFound = error instanceof ApiError && error.status === 404;
    body = (
      <LoadProblem
        pageId={pageId}
        notFound={notFound}
        notFoundTitle={t('pageComponents.edit.notFound')}
        error={error}
        retry={retry}
      />
    );
  } else if (!permissionsLoading && !can('components.edit')) {
    body = (
      <Notice
        title={t('pageComponents.notAllowedTitle')}
        description={t('pageComponents.notAllowedDescription')}
      />
    );
  } else if (component.data && initial && groups.data && !permissionsLoading) {
    const data = component.data;
    body = (
      <Card>
        <ComponentForm
          initialValues={initial}
          groups={groups.data}
          onSubmit={onSubmit}
          onCancel={back}
          submitLabel={t('pageComponents.edit.save')}
          formLabel={t('pageComponents.edit.title')}
          extraActions={
            data.deleted_at === null ? (
              <DeleteComponentButton pageId={pageId} component={data} onDeleted={back} />
            ) : undefined
          }
        />
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        title={component.data?.name ?? t('pageComponents.edit.title')}
        back={{ to: paths.statusPage(pageId), label: t('pageComponents.backToComponents') }}
      />
      {body}
    </>
  );
}
