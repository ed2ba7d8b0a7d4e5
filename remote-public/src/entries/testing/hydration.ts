import { act } from '@testing-library/react';
import { hydratePublicPage } from '../hydrate';
import type { PublicLanguage, PublicRenderInput, SubscriptionView } from '../render-input';
import { render } from '../ssr-render';

/** The document the server sends: the rendered markup in #root and the input as inert JSON. */
export function serve(input: PublicRenderInput) {
  const output = render(input);
  document.head.innerHTML = output.styleTags;
  document.body.innerHTML = `<div id="root">${output.html}</div>${output.embedded}`;
  return output;
}

/**
 * Hydration as the lean bundle does it, for a test file (only test files import this): call once at
 * the top of the file. Each test gets a spy on console.error, where React reports a hydration
 * mismatch (and throws the server's markup away); after it, what was hydrated is unmounted, the spy
 * restored and the body emptied.
 */
export function setUpHydration() {
  let roots: { unmount(): void }[] = [];
  let errors: jest.SpyInstance;

  beforeEach(() => {
    errors = jest.spyOn(console, 'error');
  });

  afterEach(() => {
    for (const root of roots) act(() => root.unmount());
    roots = [];
    errors.mockRestore();
    document.body.innerHTML = '';
  });

  return {
    /** Hydrates the document `serve` wrote: the root, or null when it has no embedded input. */
    async hydrate() {
      let root: ReturnType<typeof hydratePublicPage> = null;
      await act(async () => {
        root = hydratePublicPage();
      });
      if (root) roots.push(root);
      return root;
    },
    /** The running test's console.error spy: not called when hydration matched. */
    consoleErrors: () => errors,
  };
}

/** What the server renders a subscription screen from (fixed clock, no links). */
export const subscriptionInput = (
  view: SubscriptionView,
  language: PublicLanguage = 'en',
): PublicRenderInput => ({
  view,
  links: {},
  language,
  now: '2026-01-01T00:00:00.000Z',
  stale: false,
});

export { managedSubscription } from '../../features/subscriptions/testing/fixtures';
