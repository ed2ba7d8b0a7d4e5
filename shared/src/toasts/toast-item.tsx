import { type PointerEvent, useRef, useState } from 'react';
import { resolveValue, type Toast, toast as toastStore } from 'react-hot-toast';
import styled from 'styled-components';
import { CloseButton } from '../ui/close-button';
import { TOAST_SWIPE_THRESHOLD_PX } from './toast-settings';

const Root = styled.li<{ $destructive: boolean }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.onDanger : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  touch-action: pan-y;
  user-select: none;
  transition: transform 150ms ease-out, opacity 150ms ease-out;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Close = styled(CloseButton)`
  flex: none;
  color: inherit;
  opacity: 0.7;
  font-size: 18px;
  padding: 2px 4px;
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
`;

type ToastItemProps = { toast: Toast };

/** One toast: closes by its button or a swipe to the right past the threshold. */
export function ToastItem({ toast }: ToastItemProps) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const dismiss = () => toastStore.dismiss(toast.id);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    setOffset(0);
    if (distance >= TOAST_SWIPE_THRESHOLD_PX) dismiss();
  };

  return (
    <Root
      $destructive={toast.type === 'error'}
      data-variant={toast.type === 'error' ? 'destructive' : 'default'}
      style={{ transform: `translateX(${offset}px)`, opacity: offset > 0 ? 0.7 : 1 }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        startX.current = null;
        setOffset(0);
      }}
    >
      <Body {...toast.ariaProps} aria-atomic="true">
        {resolveValue(toast.message, toast)}
      </Body>
      <Close onClick={dismiss} />
    </Root>
  );
}
