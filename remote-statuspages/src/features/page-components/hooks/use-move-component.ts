import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { updateComponentCaches } from '../../../api/component-caches';
import { useComponentGroups } from '../../../api/get-component-groups';
import { useComponents } from '../../../api/get-components';
import { notifyFailure } from '../../../hooks/notify-failure';
import { type ComponentPatch, updateComponent } from '../api/update-component';
import { applyMembers, applyPlaces, type BoardSection, buildSections, placeOf } from './board-order';

/**
 * Persists one component's new place, shown at once: `{ position }` within its group, or
 * `{ group_id, position }` into another. On failure the old order comes back with one toast.
 */
export function useMoveComponent(pageId: string) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const components = useComponents(pageId);
  const groups = useComponentGroups(pageId);
  return async (componentId: string, next: readonly BoardSection[]) => {
    const beforeComponents = components.data;
    const beforeGroups = groups.data;
    if (!beforeComponents || !beforeGroups) return;
    const from = placeOf(buildSections(beforeComponents, beforeGroups), componentId);
    const to = placeOf(next, componentId);
    if (!from || !to || (from.groupId === to.groupId && from.position === to.position)) return;
    const patch: ComponentPatch =
      from.groupId === to.groupId
        ? { position: to.position }
        : { group_id: to.groupId, position: to.position };

    await components.mutate(applyPlaces(beforeComponents, next), { revalidate: false });
    await groups.mutate(applyMembers(beforeGroups, next), { revalidate: false });
    try {
      await updateComponent(pageId, componentId, patch);
    } catch (error) {
      await components.mutate(beforeComponents, { revalidate: false });
      await groups.mutate(beforeGroups, { revalidate: false });
      notifyFailure(error, t, t('pageComponents.errors.moveFailed'));
    }
    await updateComponentCaches(mutate, pageId, 'refresh', { lists: true, groups: true });
  };
}
