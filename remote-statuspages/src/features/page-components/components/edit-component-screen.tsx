import { PageHeader, paths } from '@statusdeck/shared';
import { useSubmitHandler } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { PageComponent } from '../../../api/component-types';
import { useComponentGroups } from '../../../api/get-component-groups';
import { usePage } from '../../../api/get-page';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { useComponent } from '../api/get-component';
import { useUpdateComponent } from '../api/update-component';
import { ComponentForm } from './component-form';
import { type ComponentValues, changesOf, valuesOf } from './component-rules';
import { DeleteComponentButton } from './delete-component-button';
import { EditorBody, MissingNotice } from './editor-body';

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

  const data = component.data;
  const form =
    data && initial && groups.data ? (
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
    ) : null;

  return (
    <>
      <PageHeader
        title={component.data?.name ?? t('pageComponents.edit.title')}
        back={{ to: paths.statusPage(pageId), label: t('pageComponents.backToComponents') }}
      />
      <EditorBody
        error={component.error ?? groups.error}
        retry={() => {
          void component.mutate();
          void groups.mutate();
        }}
        notFound={<MissingNotice pageId={pageId} title={t('pageComponents.edit.notFound')} />}
        form={form}
      />
    </>
  );
}
