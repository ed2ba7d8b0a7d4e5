import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageComponent } from '../../../api/component-types';
import { type BoardSection, moveInSections } from '../hooks/board-order';
import { boardCollisions, boardKeyboardCoordinates } from '../hooks/drag-targets';
import { useBoardDrag } from '../hooks/use-board-drag';
import { useChangeComponentStatus } from '../hooks/use-change-component-status';
import { useDragAnnouncements } from '../hooks/use-drag-announcements';
import { useMoveComponent } from '../hooks/use-move-component';
import { useMoveGroup } from '../hooks/use-move-group';
import { ComponentRow, type RowMoves } from './component-row';
import { DragPreview } from './drag-preview';
import { DropStrip } from './drop-strip';
import { GroupSection, groupDragId, Section, SectionHeader, SectionTitle } from './group-section';
import { SectionList } from './section-list';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

type Props = {
  pageId: string;
  sections: BoardSection[];
  components: readonly PageComponent[];
  editable: boolean;
};

/** Before/after neighbours as menu actions: the same moves as dragging, one click or key away. */
function movesOf<T>(list: readonly T[], item: T, move: (to: number) => void): RowMoves {
  const index = list.indexOf(item);
  return {
    up: index > 0 ? () => move(index - 1) : undefined,
    down: index >= 0 && index < list.length - 1 ? () => move(index + 1) : undefined,
  };
}

/** The page's components in their sections, reordered by dragging (pointer or keyboard) or by menu. */
export function ComponentBoard({ pageId, sections, components, editable }: Props) {
  const { t } = useTranslation();
  const moveComponent = useMoveComponent(pageId);
  const moveGroup = useMoveGroup(pageId);
  const changeStatus = useChangeComponentStatus(pageId);
  const byId = new Map(components.map((component) => [component.id, component]));
  const drag = useBoardDrag({
    sections,
    onMoveComponent: (id, next) => void moveComponent(id, next),
    onMoveGroup: (id, ordered) => void moveGroup(id, ordered),
  });
  const groupIds = sections.flatMap((section) => (section.group ? [section.group.id] : []));
  const hasGroups = groupIds.length > 0;
  const ungroupedLabel = hasGroups
    ? t('pageComponents.board.ungrouped')
    : t('pageComponents.board.components');
  const ungrouped = drag.shown.find((section) => !section.group);
  // From the saved board, not the drag draft: the strip stays a strip while a row passes over it.
  // With no components at all nothing is "in a group": the groups alone say they are empty.
  const noComponents = components.length === 0;
  const allGrouped =
    hasGroups &&
    !noComponents &&
    sections.every((section) => section.group || section.componentIds.length === 0);
  const accessibility = useDragAnnouncements(drag.shownRef, {
    component: (id) => byId.get(id)?.name ?? '',
    ungrouped: ungroupedLabel,
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );

  const list = (section: BoardSection, label: string) => (
    <SectionList
      sectionId={section.id}
      label={label}
      componentIds={section.componentIds}
      emptyText={t(section.group ? 'pageComponents.board.emptyGroup' : 'pageComponents.board.noUngrouped')}
    >
      {section.componentIds.flatMap((id) => {
        const component = byId.get(id);
        if (!component) return [];
        const moves = movesOf(
          section.componentIds,
          id,
          (to) => void moveComponent(id, moveInSections(sections, id, section.id, to)),
        );
        return [
          <ComponentRow
            key={id}
            pageId={pageId}
            component={component}
            editable={editable}
            moves={moves}
            onStatusChange={(status) => void changeStatus(id, status)}
          />,
        ];
      })}
    </SectionList>
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollisions}
      accessibility={accessibility}
      {...drag.handlers}
    >
      <Stack>
        {ungrouped && editable && allGrouped ? (
          <DropStrip aria-label={ungroupedLabel} $active={drag.componentDragging}>
            {list(ungrouped, ungroupedLabel)}
          </DropStrip>
        ) : ungrouped &&
          !(hasGroups && noComponents) &&
          (editable || !hasGroups || ungrouped.componentIds.length > 0) ? (
          <Section aria-label={hasGroups ? ungroupedLabel : undefined}>
            {hasGroups ? (
              <SectionHeader>
                <SectionTitle>{ungroupedLabel}</SectionTitle>
              </SectionHeader>
            ) : null}
            {list(ungrouped, ungroupedLabel)}
          </Section>
        ) : null}
        <SortableContext id="groups" items={groupIds.map(groupDragId)} strategy={verticalListSortingStrategy}>
          {drag.shown.map((section) => {
            const group = section.group;
            if (!group) return null;
            const moves = movesOf(
              groupIds,
              group.id,
              (to) => void moveGroup(group.id, arrayMove(groupIds, groupIds.indexOf(group.id), to)),
            );
            return (
              <GroupSection key={section.id} pageId={pageId} group={group} editable={editable} moves={moves}>
                {list(section, group.name)}
              </GroupSection>
            );
          })}
        </SortableContext>
      </Stack>
      {/* Mounted only for a pointer drag: the keyboard moves the row itself, measured in place. */}
      {drag.dragging ? (
        <DragOverlay>
          <DragPreview
            component={drag.dragging.kind === 'component' ? byId.get(drag.dragging.id) : undefined}
            groupName={sections.find((section) => section.id === drag.dragging?.id)?.group?.name}
          />
        </DragOverlay>
      ) : null}
    </DndContext>
  );
}
