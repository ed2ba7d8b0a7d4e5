import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { updateComponentCaches } from '../../../api/component-caches';
import { useComponentGroups } from '../../../api/get-component-groups';
import { notifyFailure } from '../../../hooks/notify-failure';
import { updateComponentGroup } from '../api/update-component-group';
import { reorderGroups } from './board-order';

/** Persists a group's new place among the groups (PATCH `{ position }`), shown at once. */
export function useMoveGroup(pageId: string) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const groups = useComponentGroups(pageId);
  return async (groupId: string, orderedIds: readonly string[]) => {
    const before = groups.data;
    const position = orderedIds.indexOf(groupId);
    if (!before || position < 0) return;
    const current = [...before].sort((a, b) => a.position - b.position);
    if (current[position]?.id === groupId) return;
    await groups.mutate(reorderGroups(before, orderedIds), { revalidate: false });
    try {
      await updateComponentGroup(pageId, groupId, { position });
    } catch (error) {
      await groups.mutate(before, { revalidate: false });
      notifyFailure(error, t, t('pageComponents.errors.moveFailed'));
    }
    await updateComponentCaches(mutate, pageId, 'refresh', { groups: true });
  };
}
