import { useEffect } from 'react';
import { SIDEBAR_KEYBOARD_SHORTCUT } from '../constants';

/** Ctrl+b or Meta+b anywhere on the page toggles the sidebar. */
export function useSidebarShortcut(toggle: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== SIDEBAR_KEYBOARD_SHORTCUT || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
}
