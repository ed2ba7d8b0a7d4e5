import { wrapTabFocus } from '@statusdeck/shared/ui/wrap-tab-focus';
import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/**
 * Modal focus handling for a panel that is mounted while open: focus moves to its first link on
 * open and back to `returnTo` when it closes; Escape closes it; Tab and Shift+Tab wrap inside.
 * Returns the panel's keydown handler, which does the wrapping.
 */
export function useDialogFocus(
  panel: RefObject<HTMLElement | null>,
  returnTo: RefObject<HTMLElement | null>,
  close: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const container = panel.current;
    (container?.querySelector<HTMLElement>('a[href]') ?? container)?.focus();
    const restore = returnTo.current;
    return () => restore?.focus();
  }, [panel, returnTo]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Handled here, so the toaster's Escape (it skips prevented events) leaves its toast alone.
      event.preventDefault();
      close();
    };
    // Capture phase: runs before the toaster's document listener whatever has focus.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [close]);

  return (event) => wrapTabFocus(event, panel.current, FOCUSABLE);
}
