import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Menu, paths } from '@statusdeck/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ComponentGroup } from '../../../api/component-types';
import type { RowMoves } from './component-row';
import { DragHandle } from './drag-handle';

export const Section = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  /* No overflow clipping: a row's status or actions menu opens past the card's edge (the last row's
     would be cut off). The first and last children round their own corners instead. */
  & > :first-child {
    border-top-left-radius: inherit;
    border-top-right-radius: inherit;
  }
  & > :last-child,
  & > :last-child > :last-child {
    border-bottom-left-radius: inherit;
    border-bottom-right-radius: inherit;
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.background};
`;

export const SectionTitle = styled.h2`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** The id a group takes among the sortables, apart from component ids. */
export function groupDragId(groupId: string): string {
  return `group:${groupId}`;
}

type Props = {
  pageId: string;
  group: ComponentGroup;
  editable: boolean;
  moves: RowMoves;
  children: ReactNode;
};

/** A group on the board: a sortable block (`data.type = 'group'`) with its own list of components. */
export function GroupSection({ pageId, group, editable, moves, children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sortable = useSortable({
    id: groupDragId(group.id),
    data: { type: 'group', groupId: group.id },
    disabled: !editable,
    attributes: { roleDescription: t('pageComponents.dnd.groupRoleDescription') },
  });
  const actions = [
    {
      id: 'edit',
      label: t('pageComponents.group.edit'),
      onSelect: () => navigate(paths.editComponentGroup(pageId, group.id)),
    },
    ...(moves.up ? [{ id: 'up', label: t('pageComponents.group.moveUp'), onSelect: moves.up }] : []),
    ...(moves.down ? [{ id: 'down', label: t('pageComponents.group.moveDown'), onSelect: moves.down }] : []),
  ];
  return (
    <Section
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.5 : undefined,
      }}
      aria-label={group.name}
      data-testid={`group-${group.id}`}
    >
      <SectionHeader>
        {editable ? (
          <DragHandle
            label={t('pageComponents.group.dragHandle', { name: group.name })}
            attributes={sortable.attributes}
            listeners={sortable.listeners}
            setActivatorNodeRef={sortable.setActivatorNodeRef}
          />
        ) : null}
        <SectionTitle>{group.name}</SectionTitle>
        {group.collapsed ? <Badge>{t('pageComponents.group.collapsedBadge')}</Badge> : null}
        {editable ? (
          <Menu
            trigger={<span aria-hidden="true">⋯</span>}
            label={t('pageComponents.group.actions', { name: group.name })}
            items={actions}
          />
        ) : null}
      </SectionHeader>
      {children}
    </Section>
  );
}
