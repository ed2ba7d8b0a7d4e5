import type { ManagedSubscription } from '@statusdeck/shared/public-site';

/** A confirmed subscription to every component of page 'acme', as the manage screen loads it. */
export const managedSubscription = (overrides: Partial<ManagedSubscription> = {}): ManagedSubscription => ({
  page: {
    name: 'Acme',
    slug: 'acme',
    default_language: 'en',
    brand_color: '#2563eb',
    theme: 'auto',
    logo_url: null,
  },
  email: 'ann@example.com',
  state: 'confirmed',
  all_components: true,
  components: [],
  ...overrides,
});
