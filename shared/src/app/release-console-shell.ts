import { useLayoutEffect } from 'react';
import { CONSOLE_SHELL } from './console-shell';

/**
 * Removes the server's HTML copy of a signed-in screen (if the page came with one) and shows the app's
 * root, in one go: called before the browser paints the app's screen, there is no frame without either.
 * Does nothing on a page without a copy.
 */
export function releaseConsoleShell(): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  const copies = document.querySelectorAll(`[${CONSOLE_SHELL.attribute}]`);
  if (copies.length === 0 && !html.hasAttribute(CONSOLE_SHELL.stateAttribute)) return;
  html.removeAttribute(CONSOLE_SHELL.stateAttribute);
  for (const copy of Array.from(copies)) copy.remove();
}

/** For a screen of the app: releases the server's copy in the commit that first shows `ready` content. */
export function useReleaseConsoleShell(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) releaseConsoleShell();
  }, [ready]);
}
