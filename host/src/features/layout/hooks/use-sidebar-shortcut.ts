import { useEffect } from 'react';
import { SIDEBAR_KEYBOARD_SHORTCUT } from '../constants';

// The physical key, so Ctrl+b works whatever the layout (on a Russian one the same key types "и").
const SHORTCUT_CODE = `Key${SIDEBAR_KEYBOARD_SHORTCUT.toUpperCase()}`;

function isShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey)) return false;
  // Some virtual keyboards send no code; their key is then the only thing to go by.
  if (event.code) return event.code === SHORTCUT_CODE;
  return event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT;
}

/** Ctrl+b or Meta+b anywhere on the page toggles the sidebar. */
export function useSidebarShortcut(toggle: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
}
