import { ApiError, Card, Notice, PageHeader, paths, Skeleton } from '@statusdeck/shared';
import { useSubmitHandler } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { ComponentGroup } from '../../../api/component-types';
import { useComponentGroups } from '../../../api/get-component-groups';
import { useComponents } from '../../../api/get-components';
import { usePage } from '../../../api/get-page';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { usePermissions } from '../../../hooks/use-permissions';
import { useComponentGroup } from '../api/get-component-group';
import { type ComponentGroupPatch, useUpdateComponentGroup } from '../api/update-component-group';
import { buildSections } from '../hooks/board-order';
import { DeleteGroupButton } from './delete-group-button';
import { GroupForm, type GroupFormValues } from './group-form';
import { LoadProblem } from './load-problem';

function changesOf(group: ComponentGroup, values: GroupFormValues): ComponentGroupPatch {
  const patch: ComponentGroupPatch = {};
  if (values.name.trim() !== group.name) patch.name = values.name.trim();
  if (values.description !== group.description) patch.description = values.description;
  if (values.collapsed !== group.collapsed) patch.collapsed = values.collapsed;
  if (values.components.join() !== group.components.join()) patch.components = values.components;
  return patch;
}

/** /statuspages/:pageId/components/:componentId/edit-group (the id is the group's): a group and its members. */
export function EditGroupScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pageId = '', componentId: groupId = '' } = useParams();
  const group = useComponentGroup(pageId, groupId);
  const groups = useComponentGroups(pageId);
  const components = useComponents(pageId);
  const page = usePage(pageId);
  usePageDocumentTitle(
    group.data
      ? t('pageComponents.editGroup.documentTitle', { name: group.data.name })
      : t('pageComponents.editGroup.title'),
    page.data?.name,
  );
  const { can, isLoading: permissionsLoading } = usePermissions();
  const updateGroup = useUpdateComponentGroup(pageId);
  const back = () => navigate(paths.statusPage(pageId));
  const onSubmit = useSubmitHandler<GroupFormValues, ComponentGroup | undefined>({
    request: async (values) => {
      const patch = group.data ? changesOf(group.data, values) : {};
      return Object.keys(patch).length > 0 ? updateGroup(groupId, patch) : undefined;
    },
    successMessage: t('pageComponents.editGroup.saved'),
    onSuccess: back,
  });

  const error = group.error ?? groups.error ?? components.error;
  let body = <Skeleton lines={8} label={t('pageComponents.form.loading')} />;
  if (error) {
    const retry = () => {
      void group.mutate();
      void groups.mutate();
      void components.mutate();
    };
    const notFound = error instanceof ApiError && error.status === 404;
    body = (
      <LoadProblem
        pageId={pageId}
        notFound={notFound}
        notFoundTitle={t('pageComponents.editGroup.notFound')}
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
  } else if (group.data && groups.data && components.data && !permissionsLoading) {
    const data = group.data;
    const byId = new Map(components.data.map((component) => [component.id, component]));
    const boardOrder = buildSections(components.data, groups.data).flatMap((section) => section.componentIds);
    body = (
      <Card>
        <GroupForm
          group={data}
          groups={groups.data}
          components={boardOrder.flatMap((id) => byId.get(id) ?? [])}
          onSubmit={onSubmit}
          onCancel={back}
          extraActions={<DeleteGroupButton pageId={pageId} group={data} onDeleted={back} />}
        />
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        title={group.data?.name ?? t('pageComponents.editGroup.title')}
        description={t('pageComponents.editGroup.description')}
        back={{ to: paths.statusPage(pageId), label: t('pageComponents.backToComponents') }}
      />
      {body}
    </>
  );
}
