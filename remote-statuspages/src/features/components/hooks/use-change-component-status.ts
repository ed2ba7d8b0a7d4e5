import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { updateComponentCaches } from '../api/component-caches';
import { useComponents } from '../api/get-components';
import type { ComponentStatus } from '../api/types';
import { updateComponent } from '../api/update-component';
import { notifyFailure } from './notify-failure';

/**
 * Sets a component's status at once on screen (the everyday action during an incident); when the
 * server refuses, the previous status comes back and one toast says so.
 */
export function useChangeComponentStatus(pageId: string) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const components = useComponents(pageId);
  return async (componentId: string, status: ComponentStatus) => {
    const before = components.data;
    if (!before) return;
    const component = before.find((candidate) => candidate.id === componentId);
    if (!component || component.status === status) return;
    const after = before.map((candidate) =>
      candidate.id === componentId ? { ...candidate, status } : candidate,
    );
    await components.mutate(after, { revalidate: false });
    try {
      await updateComponent(pageId, componentId, { status });
    } catch (error) {
      await components.mutate(before, { revalidate: false });
      notifyFailure(error, t, t('pageComponents.errors.statusNotSaved', { name: component.name }));
      return;
    }
    await updateComponentCaches(mutate, pageId, 'refresh', { lists: true });
  };
}
