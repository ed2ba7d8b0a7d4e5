// Shared set-up of the no-JavaScript subscription suites (entries/subscription-no-js-*.test.tsx): the
// hydration of what the server wrote and the fixtures of the screens.
import type { ManagedSubscription } from '@statusdeck/shared/public-site';
import { managedSubscription, setUpHydration, subscriptionInput } from './hydration';

export const ru = require('../../../../locales/ru/translation.json').public.subscriptions;

export const input = subscriptionInput;

export const subscription = (overrides: Partial<ManagedSubscription> = {}): ManagedSubscription =>
  managedSubscription({
    all_components: false,
    components: [
      { id: 'c-api', name: 'API', group_name: null, selected: true },
      { id: 'c-db', name: 'Database', group_name: 'Backend', selected: false },
    ],
    ...overrides,
  });

/** Hydration's hooks for a suite, and `hydrateQuietly`: no mismatch reported, nothing asked of the API by then. */
export function setUpNoJsScreens() {
  const { hydrate, consoleErrors } = setUpHydration();
  async function hydrateQuietly(calls: unknown[]) {
    expect(await hydrate()).not.toBeNull();
    expect(consoleErrors()).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  }
  return { hydrate, consoleErrors, hydrateQuietly };
}

export const form = () => {
  const element = document.querySelector('form');
  if (!element) throw new Error('no form');
  return element;
};
