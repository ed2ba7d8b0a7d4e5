import { useLayoutEffect } from 'react';
import { buttonLabel, CONSOLE_SHELL } from './console-shell';

type Pressed = { label: string; nth: number };
type ShellWindow = Window & { [CONSOLE_SHELL.pressedKey]?: Pressed[] };

/**
 * The app's button for one pressed in the copy: the same label, and the same one of those with it (the
 * copy is the same screen drawn from the same answers). None when the app shows no such button.
 */
function pressAgain({ label, nth }: Pressed): void {
  const root = document.getElementById('root');
  if (!root) return;
  const same = Array.from(root.querySelectorAll('button')).filter((button) => buttonLabel(button) === label);
  same[nth]?.click();
}

/**
 * Removes the server's HTML copy of a signed-in screen (if the page came with one) and shows the app's
 * root, in one go: called before the browser paints the app's screen, there is no frame without either.
 * A button pressed in the copy meanwhile is pressed in the app, in a task of its own (after React's
 * commit, with the app's handlers in place). Does nothing on a page without a copy.
 */
export function releaseConsoleShell(): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  const copies = document.querySelectorAll(`[${CONSOLE_SHELL.attribute}]`);
  if (copies.length === 0 && !html.hasAttribute(CONSOLE_SHELL.stateAttribute)) return;
  const shellWindow = window as ShellWindow;
  const pressed = shellWindow[CONSOLE_SHELL.pressedKey]?.at(-1);
  delete shellWindow[CONSOLE_SHELL.pressedKey];
  html.removeAttribute(CONSOLE_SHELL.stateAttribute);
  for (const copy of Array.from(copies)) copy.remove();
  if (pressed) setTimeout(() => pressAgain(pressed), 0);
}

/** For a screen of the app: releases the server's copy in the commit that first shows `ready` content. */
export function useReleaseConsoleShell(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) releaseConsoleShell();
  }, [ready]);
}
