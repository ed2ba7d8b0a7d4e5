import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False in the server's HTML and in the render that hydrates it, true in the browser from then on (and at
 * once for anything rendered only in the browser: later mounts, the console's hosted screens). The screens
 * render the no-JavaScript form of a control (a link, a plain form post) while it is false, so a browser
 * without JavaScript can use them and hydration still matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
