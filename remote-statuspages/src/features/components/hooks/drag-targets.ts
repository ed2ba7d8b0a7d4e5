import type { Active, CollisionDetection, Over } from '@dnd-kit/core';
import { closestCorners } from '@dnd-kit/core';
import { type BoardSection, sectionOf } from './board-order';

export type DragKind = 'component' | 'group' | 'section';

export function kindOf(item: Pick<Active, 'data'> | null | undefined): DragKind | undefined {
  const type = item?.data.current?.type;
  return type === 'component' || type === 'group' || type === 'section' ? type : undefined;
}

/** Where a dragged component would land over `over`: a row's place, or the end of a section's list. */
export function componentTarget(
  sections: readonly BoardSection[],
  over: Over | null,
): { sectionId: string; index: number } | undefined {
  if (!over) return undefined;
  if (kindOf(over) === 'section') {
    const sectionId = over.data.current?.sectionId;
    const section = sections.find((candidate) => candidate.id === sectionId);
    return section ? { sectionId: section.id, index: section.componentIds.length } : undefined;
  }
  if (kindOf(over) !== 'component') return undefined;
  const section = sectionOf(sections, String(over.id));
  return section
    ? { sectionId: section.id, index: section.componentIds.indexOf(String(over.id)) }
    : undefined;
}

/** Groups land only on groups; components on rows or a section's list, never on a whole group block. */
export const boardCollisions: CollisionDetection = (args) => {
  const dragging = kindOf(args.active);
  const droppableContainers = args.droppableContainers.filter((container) => {
    const kind = kindOf(container);
    return dragging === 'group' ? kind === 'group' : kind === 'component' || kind === 'section';
  });
  return closestCorners({ ...args, droppableContainers });
};
