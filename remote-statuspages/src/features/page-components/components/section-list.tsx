import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  min-height: 44px;
`;

/** The line an empty section shows in place of rows. */
export const SectionEmpty = styled.li`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The droppable id of a section's list, so an empty group still takes a dropped component. */
export function sectionDropId(sectionId: string): string {
  return `section:${sectionId}`;
}

type Props = {
  sectionId: string;
  /** The section's name, for the list's accessible name. */
  label: string;
  componentIds: string[];
  emptyText: string;
  children: ReactNode;
};

/** A section's sortable list of component rows (`data.type = 'section'` for drops at its end). */
export function SectionList({ sectionId, label, componentIds, emptyText, children }: Props) {
  const { setNodeRef } = useDroppable({ id: sectionDropId(sectionId), data: { type: 'section', sectionId } });
  return (
    <SortableContext id={sectionId} items={componentIds} strategy={verticalListSortingStrategy}>
      <List ref={setNodeRef} aria-label={label}>
        {componentIds.length === 0 ? <SectionEmpty>{emptyText}</SectionEmpty> : children}
      </List>
    </SortableContext>
  );
}
