import type {
  Active,
  CollisionDetection,
  DroppableContainer,
  KeyboardCoordinateGetter,
  Over,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { closestCorners } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
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
function accepts(dragging: Pick<Active, 'data'> | null, target: DroppableContainer): boolean {
  const kind = kindOf(target);
  return kindOf(dragging) === 'group' ? kind === 'group' : kind === 'component' || kind === 'section';
}

export const boardCollisions: CollisionDetection = (args) =>
  closestCorners({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => accepts(args.active, container)),
  });

/** dnd-kit's droppable map, showing the keyboard only the targets the dragged item accepts. */
class AcceptedTargets extends Map<UniqueIdentifier, DroppableContainer> {
  constructor(
    all: Iterable<[UniqueIdentifier, DroppableContainer]>,
    private readonly dragging: Pick<Active, 'data'> | null,
  ) {
    super(all);
  }
  toArray(): DroppableContainer[] {
    return [...this.values()];
  }
  getEnabled(): DroppableContainer[] {
    return this.toArray().filter((container) => !container.disabled && accepts(this.dragging, container));
  }
  getNodeFor(id: UniqueIdentifier): HTMLElement | undefined {
    return this.get(id)?.node.current ?? undefined;
  }
}

/** The arrow keys step to the next row (or group) the item may go to, as `boardCollisions` decides. */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args;
  const droppableContainers = new AcceptedTargets(context.droppableContainers, context.active);
  return sortableKeyboardCoordinates(event, { ...args, context: { ...context, droppableContainers } });
};
