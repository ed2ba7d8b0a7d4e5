import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Modal focus for a panel mounted while open: focus moves in on mount (to `initialFocus`, else the
 * first focusable, else the panel) and back to whatever had it when the panel unmounts; Escape
 * calls `onEscape`. Returns the panel's keydown handler, which keeps Tab and Shift+Tab inside.
 */
export function useFocusTrap(
  panel: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = panel.current;
    const target = initialFocus?.current ?? (container ? focusables(container)[0] : undefined) ?? container;
    target?.focus();
    return () => opener?.focus();
  }, [panel, initialFocus]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Prevented here, so the toaster's Escape (it skips prevented events) leaves its toast alone.
      event.preventDefault();
      onEscape();
    };
    // Capture phase: runs before the toaster's document listener whatever has focus.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [onEscape]);

  return (event) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
