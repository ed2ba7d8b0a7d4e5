import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

/** The contract's SlugAvailability (regenerate with `npm run contract` and import Api.SlugAvailability once committed). */
export type SlugAvailability = {
  slug: string;
  available: boolean;
  reason?: 'invalid' | 'taken';
  suggestion?: string;
};

export function slugAvailabilityKey(slug: string): string {
  return `/v1/pages/slug-availability?${new URLSearchParams({ slug })}`;
}

export function getSlugAvailability(slug: string): Promise<SlugAvailability> {
  return apiFetch<SlugAvailability>(slugAvailabilityKey(slug));
}

/** Whether `slug` is free; nothing is asked while it is undefined (empty or not yet valid). */
export function useSlugAvailability(slug: string | undefined) {
  return useSWR(slug ? slugAvailabilityKey(slug) : null, () => getSlugAvailability(slug ?? ''));
}
