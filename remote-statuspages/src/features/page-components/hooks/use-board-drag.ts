import type { DragEndEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { useRef, useState } from 'react';
import { type BoardSection, moveInSections, sectionOf } from './board-order';
import { componentTarget, kindOf } from './drag-targets';

type Options = {
  sections: readonly BoardSection[];
  onMoveComponent(componentId: string, next: BoardSection[]): void;
  onMoveGroup(groupId: string, orderedIds: string[]): void;
};

/**
 * The board while something is dragged: a component crosses into another section as soon as it is
 * over it (dnd-kit's multi-list pattern), and the move is persisted once, on drop.
 */
export function useBoardDrag({ sections, onMoveComponent, onMoveGroup }: Options) {
  const [draft, setDraft] = useState<BoardSection[] | null>(null);
  // What the pointer is dragging, for the preview that follows it.
  const [dragging, setDragging] = useState<{ kind: 'component' | 'group'; id: string } | null>(null);
  const shown = draft ?? sections;
  // dnd-kit reads announcements at event time: they need the board as it is right now.
  const shownRef = useRef(shown);
  shownRef.current = shown;

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    if (kindOf(active) === 'component') setDraft([...sections]);
    // A pointer drag gets a preview under the pointer; with the keyboard the row itself moves.
    if (activatorEvent instanceof KeyboardEvent) return;
    const kind = kindOf(active);
    if (kind === 'component') setDragging({ kind, id: String(active.id) });
    if (kind === 'group') setDragging({ kind, id: String(active.data.current?.groupId) });
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (kindOf(active) !== 'component' || !draft) return;
    const target = componentTarget(draft, over);
    const from = sectionOf(draft, String(active.id));
    if (!target || !from || target.sectionId === from.id) return;
    setDraft(moveInSections(draft, String(active.id), target.sectionId, target.index));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = draft;
    setDraft(null);
    setDragging(null);
    if (!over || over.id === active.id) {
      if (current && kindOf(active) === 'component') onMoveComponent(String(active.id), current);
      return;
    }
    if (kindOf(active) === 'group') {
      const groupIds = sections.flatMap((section) => (section.group ? [section.group.id] : []));
      const from = groupIds.indexOf(active.data.current?.groupId);
      const to = groupIds.indexOf(over.data.current?.groupId);
      if (from >= 0 && to >= 0) onMoveGroup(groupIds[from] ?? '', arrayMove(groupIds, from, to));
      return;
    }
    if (!current) return;
    const target = componentTarget(current, over);
    if (!target) return;
    onMoveComponent(
      String(active.id),
      moveInSections(current, String(active.id), target.sectionId, target.index),
    );
  };

  const onDragCancel = () => {
    setDraft(null);
    setDragging(null);
  };

  // Any component drag, pointer or keyboard (the draft exists only then): drop zones light up.
  const componentDragging = draft !== null;
  return {
    shown,
    shownRef,
    dragging,
    componentDragging,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel },
  };
}
