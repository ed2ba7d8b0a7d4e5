import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import styled from 'styled-components';

const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
  touch-action: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

type Props = {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef(element: HTMLElement | null): void;
};

/** The grip that starts a drag: pointer, touch, or Space/Enter then the arrow keys. */
export function DragHandle({ label, attributes, listeners, setActivatorNodeRef }: Props) {
  return (
    <Handle ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={label}>
      <span aria-hidden="true">⠿</span>
    </Handle>
  );
}
