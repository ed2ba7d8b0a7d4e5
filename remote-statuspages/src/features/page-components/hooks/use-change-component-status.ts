import { notify } from '@statusdeck/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { updateComponentCaches } from '../../../api/component-caches';
import type { ComponentStatus } from '../../../api/component-types';
import { useComponents } from '../../../api/get-components';
import { notifyFailure } from '../../../hooks/notify-failure';
import { STATUS_LABEL_KEYS } from '../../../lib/status-labels';
import { updateComponent } from '../api/update-component';

/**
 * Sets a component's status at once on screen (the everyday action during an incident); when the
 * server refuses, that component's previous status comes back and one toast says so. Several
 * quick changes in a row do not undo each other: each rolls back only its own component, and the
 * list is reloaded once the last of them has been answered.
 */
export function useChangeComponentStatus(pageId: string) {
  const { t, i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const components = useComponents(pageId);
  const inFlight = useRef(0);
  return async (componentId: string, status: ComponentStatus) => {
    const component = components.data?.find((candidate) => candidate.id === componentId);
    if (!component || component.status === status) return;
    const show = (value: ComponentStatus) =>
      components.mutate(
        (list) =>
          list?.map((candidate) =>
            candidate.id === componentId ? { ...candidate, status: value } : candidate,
          ),
        { revalidate: false },
      );
    await show(status);
    inFlight.current += 1;
    try {
      await updateComponent(pageId, componentId, { status });
      // Said once it is saved (a polite toast), so nobody has to wonder during an incident.
      notify({
        // "Website: degraded performance" — the label is a sentence's first word elsewhere, not here.
        title: t('pageComponents.statusSaved', {
          name: component.name,
          status: inSentence(t(STATUS_LABEL_KEYS[status]), i18n.language),
        }),
      });
    } catch (error) {
      await show(component.status);
      notifyFailure(error, t, t('pageComponents.errors.statusNotSaved', { name: component.name }));
    } finally {
      inFlight.current -= 1;
    }
    if (inFlight.current === 0)
      await updateComponentCaches(mutate, pageId, 'refresh', { lists: true, pageStatus: true });
  };
}

/** A sentence-case label ("Degraded performance") read inside a sentence: its first letter lower case. */
function inSentence(label: string, language: string): string {
  return label.charAt(0).toLocaleLowerCase(language) + label.slice(1);
}
