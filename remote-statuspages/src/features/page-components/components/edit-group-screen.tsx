import { PageHeader, paths } from '@statusdeck/shared';
import { useSubmitHandler } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { ComponentGroup } from '../../../api/component-types';
import { useComponentGroups } from '../../../api/get-component-groups';
import { useComponents } from '../../../api/get-components';
import { usePage } from '../../../api/get-page';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { useComponentGroup } from '../api/get-component-group';
import { type ComponentGroupPatch, useUpdateComponentGroup } from '../api/update-component-group';
import { buildSections } from '../hooks/board-order';
import { DeleteGroupButton } from './delete-group-button';
import { EditorBody, MissingNotice } from './editor-body';
import { GroupForm, type GroupFormValues } from './group-form';

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

  const data = group.data;
  let form = null;
  if (data && groups.data && components.data) {
    const byId = new Map(components.data.map((component) => [component.id, component]));
    const boardOrder = buildSections(components.data, groups.data).flatMap((section) => section.componentIds);
    form = (
      <GroupForm
        group={data}
        groups={groups.data}
        components={boardOrder.flatMap((id) => byId.get(id) ?? [])}
        onSubmit={onSubmit}
        onCancel={back}
        extraActions={<DeleteGroupButton pageId={pageId} group={data} onDeleted={back} />}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={group.data?.name ?? t('pageComponents.editGroup.title')}
        description={t('pageComponents.editGroup.description')}
        back={{ to: paths.statusPage(pageId), label: t('pageComponents.backToComponents') }}
      />
      <EditorBody
        error={group.error ?? groups.error ?? components.error}
        retry={() => {
          void group.mutate();
          void groups.mutate();
          void components.mutate();
        }}
        notFound={<MissingNotice pageId={pageId} title={t('pageComponents.editGroup.notFound')} />}
        form={form}
      />
    </>
  );
}
