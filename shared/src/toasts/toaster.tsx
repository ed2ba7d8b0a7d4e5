import { useEffect, useRef } from 'react';
import { toast as toastStore, useToaster } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { plainList } from '../ui/plain-list';
import { ToastItem } from './toast-item';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_REMOVE_DELAY_MS,
} from './toast-settings';
import { usePauseWhileInside } from './use-pause-while-inside';

const Viewport = styled.section`
  position: fixed;
  z-index: 1000;
  top: 0;
  right: 0;
  width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  pointer-events: none;
  outline: none;
  ${({ theme }) => theme.media.md} {
    top: auto;
    bottom: 0;
    max-width: ${TOAST_MAX_WIDTH_PX}px;
  }
`;

const List = styled.ol`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The toast area (render once per app root). A labelled region F8 focuses; pointer or focus over
 * it pauses the timers; Escape closes the visible toast.
 */
export function Toaster() {
  const { t } = useTranslation();
  const regionRef = useRef<HTMLElement>(null);
  const { toasts, handlers } = useToaster({
    duration: TOAST_DURATION_MS,
    removeDelay: TOAST_REMOVE_DELAY_MS,
  });
  const visible = toasts.filter((item) => item.visible).slice(0, TOAST_LIMIT);
  const topId = visible[0]?.id;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      } else if (event.key === 'Escape' && topId && !event.defaultPrevented) {
        toastStore.dismiss(topId);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [topId]);

  const pauseHandlers = usePauseWhileInside(handlers, topId !== undefined);

  return (
    <Viewport
      ref={regionRef}
      role="region"
      aria-label={t('common.notifications')}
      tabIndex={-1}
      {...pauseHandlers}
    >
      <List>
        {visible.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </List>
    </Viewport>
  );
}
