import { useEffect, useRef } from 'react';
import { toast as toastStore, useToaster } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { plainList } from '../ui/plain-list';
import { notifyFromLastPage } from './notify';
import { ToastItem } from './toast-item';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_REMOVE_DELAY_MS,
} from './toast-settings';
import { usePauseWhileInside } from './use-pause-while-inside';

/*
 * Where toasts cannot cover a primary control. Primary actions sit on the right (page toolbars, form and
 * dialog footers, right-aligned): on a desktop toasts stack bottom-left, over the sidebar's empty foot. On a
 * phone the top bar holds the menu, language and account controls and nothing is fixed at the bottom, so
 * toasts run along the bottom edge (above the home indicator), over content that scrolls from under them.
 */
const Viewport = styled.section`
  position: fixed;
  z-index: 1000;
  bottom: 0;
  left: 0;
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  padding-bottom: max(${({ theme }) => theme.space.sm}, env(safe-area-inset-bottom));
  pointer-events: none;
  outline: none;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.lg};
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

  // A toast the previous page of this tab left (the lean sign-in page's, before it loaded the console).
  useEffect(notifyFromLastPage, []);

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
