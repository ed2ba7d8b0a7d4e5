import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Menu, paths } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ComponentStatus, PageComponent } from '../../../api/component-types';
import { DragHandle } from './drag-handle';
import { StatusMenu } from './status-menu';

const Row = styled.li<{ $dragging: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  position: relative;
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: 500;
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export type RowMoves = { up?(): void; down?(): void };

type Props = {
  pageId: string;
  component: PageComponent;
  /** Editors get the grip, the status menu and the actions; viewers see name and status only. */
  editable: boolean;
  moves: RowMoves;
  onStatusChange(status: ComponentStatus): void;
};

/** One component on the board: a sortable row (`data.type = 'component'`). */
export function ComponentRow({ pageId, component, editable, moves, onStatusChange }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sortable = useSortable({
    id: component.id,
    data: { type: 'component' },
    disabled: !editable,
    attributes: { roleDescription: t('pageComponents.dnd.roleDescription') },
  });
  const actions = [
    {
      id: 'edit',
      label: t('pageComponents.row.edit'),
      onSelect: () => navigate(paths.editComponent(pageId, component.id)),
    },
    ...(moves.up ? [{ id: 'up', label: t('pageComponents.row.moveUp'), onSelect: moves.up }] : []),
    ...(moves.down ? [{ id: 'down', label: t('pageComponents.row.moveDown'), onSelect: moves.down }] : []),
  ];
  return (
    <Row
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      $dragging={sortable.isDragging}
      data-testid={`component-${component.id}`}
    >
      {editable ? (
        <DragHandle
          label={t('pageComponents.row.dragHandle', { name: component.name })}
          attributes={sortable.attributes}
          listeners={sortable.listeners}
          setActivatorNodeRef={sortable.setActivatorNodeRef}
        />
      ) : null}
      <Text>
        <Name>{component.name}</Name>
        {component.description ? <Description>{component.description}</Description> : null}
      </Text>
      <StatusMenu component={component} onChange={editable ? onStatusChange : undefined} />
      {editable ? (
        <Menu
          trigger={<span aria-hidden="true">⋯</span>}
          label={t('pageComponents.row.actions', { name: component.name })}
          items={actions}
        />
      ) : null}
    </Row>
  );
}
