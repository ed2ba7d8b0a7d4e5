import { type FocusEvent, useCallback, useEffect, useRef } from 'react';

type PauseHandlers = { startPause: () => void; endPause: () => void };

/**
 * Timers pause while the pointer or focus is over the toast area, so a toast being read stays.
 * Pointer and focus are tracked apart so one leaving does not resume while the other stays, and the
 * pause starts only once: react-hot-toast restarts its pause clock on every startPause, which would under-count it.
 * With no toast showing, nothing is held: a toast closed by its focused button fires no blur.
 */
export function usePauseWhileInside({ startPause, endPause }: PauseHandlers, showing: boolean) {
  const inside = useRef({ pointer: false, focus: false });

  const update = useCallback(
    (key: 'pointer' | 'focus', value: boolean) => {
      const wasPaused = inside.current.pointer || inside.current.focus;
      inside.current = { ...inside.current, [key]: value };
      const paused = inside.current.pointer || inside.current.focus;
      if (paused && !wasPaused) startPause();
      else if (!paused && wasPaused) endPause();
    },
    [startPause, endPause],
  );

  useEffect(() => {
    if (showing) return;
    update('pointer', false);
    update('focus', false);
  }, [showing, update]);

  return {
    onPointerEnter: () => update('pointer', true),
    onPointerLeave: () => update('pointer', false),
    onFocus: () => update('focus', true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) update('focus', false);
    },
  };
}
