import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardSection } from './board-order';
import { componentTarget, kindOf } from './drag-targets';

type Names = { component(id: string): string; ungrouped: string };

/** What a screen reader hears while dragging on the board, in the user's language (dnd-kit's are English). */
export function useDragAnnouncements(
  sectionsRef: RefObject<readonly BoardSection[]>,
  names: Names,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation();

  const nameOf = (active: Active) => {
    const groupId = active.data.current?.groupId;
    const sections = sectionsRef.current;
    if (kindOf(active) !== 'group') return names.component(String(active.id));
    return sections.find((section) => section.id === groupId)?.group?.name ?? '';
  };

  const place = (active: Active, over: Over | null) => {
    const sections = sectionsRef.current;
    const name = nameOf(active);
    if (kindOf(active) === 'group') {
      const groups = sections.filter((section) => section.group);
      const index = groups.findIndex((section) => section.id === over?.data.current?.groupId);
      if (index < 0) return undefined;
      return { name, position: index + 1, count: groups.length, section: '' };
    }
    const target = componentTarget(sections, over);
    const section = sections.find((candidate) => candidate.id === target?.sectionId);
    if (!target || !section) return undefined;
    const count = section.componentIds.length + (section.componentIds.includes(String(active.id)) ? 0 : 1);
    const label = section.group?.name ?? names.ungrouped;
    return { name, position: Math.min(target.index + 1, count), count, section: label };
  };

  const describe = (active: Active, over: Over | null, key: 'over' | 'dropped') => {
    const at = place(active, over);
    if (!at) return t('pageComponents.dnd.notOverTarget', { name: nameOf(active) });
    if (kindOf(active) === 'group') {
      return key === 'over'
        ? t('pageComponents.dnd.groupOver', at)
        : t('pageComponents.dnd.groupDropped', at);
    }
    return key === 'over'
      ? t('pageComponents.dnd.componentOver', at)
      : t('pageComponents.dnd.componentDropped', at);
  };

  return {
    screenReaderInstructions: { draggable: t('pageComponents.dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('pageComponents.dnd.pickedUp', { name: nameOf(active) }),
      onDragOver: ({ active, over }) => describe(active, over, 'over'),
      onDragEnd: ({ active, over }) => describe(active, over, 'dropped'),
      onDragCancel: ({ active }) => t('pageComponents.dnd.cancelled', { name: nameOf(active) }),
    },
  };
}
