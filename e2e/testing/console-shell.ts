import { expect, type Page } from '@playwright/test';
import { CONSOLE_SHELL } from '../../shared/src/app/console-shell';

/** The server's copy of a signed-in screen, while it is on the page (a signed-in load of `/` has one). */
export const consoleCopy = (page: Page) => page.locator(`[${CONSOLE_SHELL.attribute}]`);

/**
 * Waits until the app has taken over from the server's copy: its controls only work from then on (the
 * copy's links are plain links; a button pressed in it is pressed again by the app when it takes over, at a
 * moment a test does not choose; its lists and shortcuts do nothing).
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(consoleCopy(page)).toHaveCount(0);
}

/** Holds the host's app script until `release` is called: what shows meanwhile is the server's. */
export async function holdAppScript(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}
